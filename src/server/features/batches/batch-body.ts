import type { Context } from "hono";
import { BATCH_FILE_MAX_BYTES } from "../../../shared/batches/batch-limits";
import { BatchSourceSchema, BatchStyleSchema, type BatchSource } from "../../../shared/batches/batch-schemas";
import { AppError, badRequest } from "../../http/errors";
import { parseJsonBody } from "../../http/parse-body";
import { decodeCsvBytes } from "./batch-csv";
import { BATCH_FILE_MESSAGES } from "../../../shared/batches/batch-messages";

/** The batch upload routes read a CSV of up to 5 MB (plus multipart overhead): their own cap. */
export const BATCH_UPLOAD_MAX_BYTES = BATCH_FILE_MAX_BYTES + 256 * 1024;

/** POST /api/batches and /api/batches/preview: their body may be a CSV file rather than JSON. */
export function isBatchUpload(method: string, path: string): boolean {
  return method === "POST" && /^\/api\/batches(\/preview)?\/?$/.test(path);
}

/**
 * A batch's input from any of its body types: JSON (items, links, a feed link, or CSV text),
 * a CSV body (`text/csv`, `?review=true` for review mode, `?publish=true` to publish all), or a
 * multipart form with the CSV as `file` (and `review`, `publish`).
 */
export async function readBatchSource(c: Context): Promise<BatchSource> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("text/csv") || type.startsWith("text/plain") || type.startsWith("application/csv")) {
    const text = csvText(new Uint8Array(await c.req.arrayBuffer()));
    return {
      csv: text,
      review: c.req.query("review") === "true",
      publish: c.req.query("publish") === "true",
      ...batchStyle(c.req.query("length"), c.req.query("tone")),
    };
  }
  if (type.startsWith("multipart/form-data")) {
    const form = await c.req.parseBody().catch(() => {
      throw badRequest(BATCH_FILE_MESSAGES.uploadUnreadable, "invalid_upload");
    });
    const file = form.file;
    if (!(file instanceof File)) throw badRequest(BATCH_FILE_MESSAGES.noFile, "no_file");
    return {
      csv: csvText(new Uint8Array(await file.arrayBuffer())),
      review: form.review === "true",
      publish: form.publish === "true",
      ...batchStyle(form.length, form.tone),
    };
  }
  return parseJsonBody(c, BatchSourceSchema);
}

/** `length` and `tone` of a CSV upload (query or form fields), checked like the JSON body's. */
function batchStyle(length: unknown, tone: unknown): Pick<BatchSource, "length" | "tone"> {
  return BatchStyleSchema.parse({
    ...(typeof length === "string" && length ? { length } : {}),
    ...(typeof tone === "string" && tone ? { tone } : {}),
  });
}

function csvText(bytes: Uint8Array): string {
  const decoded = decodeCsvBytes(bytes);
  if ("problem" in decoded) throw new AppError(400, decoded.problem, "invalid_encoding");
  // PostgreSQL text cannot hold U+0000; no cell needs it.
  return decoded.text.replaceAll(String.fromCharCode(0), "");
}
