import { parse } from "csv-parse/sync";
import { BATCH_CSV_COLUMNS, BATCH_FILE_MAX_BYTES } from "../../../shared/batches/batch-limits";
import type { RawRow } from "./batch-rows";
import { BATCH_FILE_MESSAGES } from "../../../shared/batches/batch-messages";

export type ParsedSource = { rows: RawRow[]; fileProblems: string[] };

type Column = (typeof BATCH_CSV_COLUMNS)[number];
const FIELD_OF: Record<Column, keyof RawRow> = {
  product_link: "productLink",
  details: "specifications",
  language: "language",
  voice: "voice",
  creativity: "temperature",
  title: "title",
};

/**
 * The text of an uploaded CSV: a byte-order mark is dropped (UTF-8 or UTF-16, as Excel writes
 * them); anything else must be UTF-8, or the seller is told how to save the file.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string } | { problem: string } {
  if (bytes.byteLength > BATCH_FILE_MAX_BYTES) return { problem: BATCH_FILE_MESSAGES.tooLarge };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)) };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { problem: BATCH_FILE_MESSAGES.notUtf8 };
  }
}

/**
 * Reads CSV text with the template's columns, header names in any case and order ("Product
 * Link" is product_link). Quoted cells may hold commas and newlines. Cells are only ever data:
 * nothing is evaluated, and the manifest writes them back escaped (manifest.ts).
 */
export function parseCsv(input: string): ParsedSource {
  const text = input.replace(/^\uFEFF/, "");
  let records: string[][];
  try {
    const parsed: unknown = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
    });
    records = parsed as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return {
      rows: [],
      fileProblems: [line ? BATCH_FILE_MESSAGES.csvUnreadableNear(line) : BATCH_FILE_MESSAGES.csvUnreadable],
    };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], fileProblems: [BATCH_FILE_MESSAGES.empty] };
  const columns = header.map((name) => toColumn(name));
  if (!columns.includes("product_link") && !columns.includes("details")) {
    return {
      rows: [],
      fileProblems: [BATCH_FILE_MESSAGES.noHeader(BATCH_CSV_COLUMNS.join(", "))],
    };
  }
  const rows = body
    .filter((cells) => cells.some((cell) => cell.trim() !== ""))
    .map((cells) => {
      const row: RawRow = {};
      columns.forEach((column, index) => {
        const cell = cells[index];
        if (column && cell !== undefined) row[FIELD_OF[column]] = cell;
      });
      return row;
    });
  return { rows, fileProblems: [] };
}

function toColumn(name: string): Column | undefined {
  const key = name
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return BATCH_CSV_COLUMNS.find((column) => column === key);
}

/** A pasted list: one link per line (blank lines and surrounding spaces ignored; spaces and tabs split too). */
export function parseLinkList(text: string): ParsedSource {
  const links = text
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { rows: links.map((productLink) => ({ productLink })), fileProblems: [] };
}
