import { BATCH_MAX_ITEMS, BATCH_TITLE_MAX_LENGTH } from "../../../shared/batches/batch-limits";
import { LANGUAGES, type LanguageCode } from "../../../shared/catalog/language-list";
import {
  DEFAULT_VOICE,
  VOICES,
  isVoiceOffered,
  voiceForLanguage,
  type VoiceId,
} from "../../../shared/catalog/voice-list";
import { CREATIVITY_MAX, CREATIVITY_MIN, DEFAULT_CREATIVITY } from "../../../shared/generator/generator-limits";
import { DETAILS_MAX_LENGTH, PRODUCT_LINK_MAX_LENGTH } from "../../../shared/generator/generator-limits";
import { isHttpUrl, normalizeProductLink } from "../../../shared/generator/product-link";
import type { BatchPreviewRow } from "../../../shared/batches/batch-schemas";
import { BATCH_FILE_MESSAGES, BATCH_ROW_MESSAGES } from "../../../shared/batches/batch-messages";

/** A row as read from any source, every value still text (or a number from JSON). */
export type RawRow = {
  productLink?: string;
  specifications?: string;
  language?: string;
  voice?: string;
  temperature?: string | number;
  title?: string;
};

/** A checked row with no problems: what becomes a batch item. */
export type CheckedRow = BatchPreviewRow & { language: LanguageCode; voice: VoiceId };

const LANGUAGE_BY_NAME = new Map<string, LanguageCode>(
  LANGUAGES.flatMap((l) => [
    [l.code, l.code],
    [l.name.toLowerCase(), l.code],
  ]),
);
const VOICE_IDS = new Set<string>(VOICES.map((v) => v.id));

const clean = (value: string | undefined) => {
  const text = value?.replace(/\r\n?/g, "\n").trim();
  return text ? text : undefined;
};

/**
 * Checks each row on its own, so every problem is reported against its row: a bad or missing
 * link, an unknown language or voice, creativity out of range, a duplicate of an earlier row.
 * Missing language, voice and creativity take the generator's defaults.
 */
export function checkRows(raw: readonly RawRow[]): BatchPreviewRow[] {
  const firstRowOfLink = new Map<string, number>();
  return raw.map((input, index) => {
    const row = index + 1;
    const problems: string[] = [];
    const rawLink = clean(input.productLink);
    const specifications = clean(input.specifications) ?? null;
    let productLink: string | null = null;
    if (rawLink) {
      const link = normalizeProductLink(rawLink);
      if (rawLink.length > PRODUCT_LINK_MAX_LENGTH) problems.push(BATCH_ROW_MESSAGES.linkTooLong);
      else if (!isHttpUrl(link)) problems.push(BATCH_ROW_MESSAGES.invalidLink(shorten(rawLink)));
      else {
        productLink = link;
        const key = duplicateKey(link);
        const first = firstRowOfLink.get(key);
        if (first !== undefined) problems.push(BATCH_ROW_MESSAGES.duplicate(first));
        else firstRowOfLink.set(key, row);
      }
    }
    if (!rawLink && !specifications) problems.push(BATCH_ROW_MESSAGES.linkOrDetails);
    if (specifications && specifications.length > DETAILS_MAX_LENGTH)
      problems.push(BATCH_ROW_MESSAGES.detailsTooLong(DETAILS_MAX_LENGTH));

    const languageText = clean(input.language)?.toLowerCase();
    const language = languageText ? LANGUAGE_BY_NAME.get(languageText) : "en";
    if (!language) problems.push(BATCH_ROW_MESSAGES.unknownLanguage(shorten(input.language ?? "")));
    const lang: LanguageCode = language ?? "en";

    const voiceText = clean(input.voice)?.toLowerCase();
    let voice: string = voiceForLanguage(lang, DEFAULT_VOICE);
    if (voiceText) {
      // An invalid value is shown as given next to its problem, never replaced by a default (issue 25).
      if (!VOICE_IDS.has(voiceText)) {
        problems.push(BATCH_ROW_MESSAGES.unknownVoice(shorten(input.voice ?? "")));
        voice = shorten(input.voice ?? "");
      } else if (!isVoiceOffered(lang, voiceText as VoiceId)) {
        problems.push(BATCH_ROW_MESSAGES.voiceNotOffered(voiceText));
        voice = voiceText;
      } else voice = voiceText;
    }

    const temperature = parseCreativity(input.temperature);
    if (temperature === null) problems.push(BATCH_ROW_MESSAGES.creativity(CREATIVITY_MIN, CREATIVITY_MAX));

    const title = clean(input.title)?.replace(/\s+/g, " ").slice(0, BATCH_TITLE_MAX_LENGTH) ?? null;
    return {
      row,
      productLink: productLink ?? rawLink ?? null,
      specifications,
      // An unknown language is shown as given next to its problem, not as the default "English".
      language: language ?? shorten(input.language ?? ""),
      voice,
      temperature: temperature ?? DEFAULT_CREATIVITY,
      title,
      problems,
    };
  });
}

/** Rows beyond the batch limit are a file problem, not 9,000 row problems. */
export function sizeProblem(count: number): string | null {
  if (count === 0) return BATCH_FILE_MESSAGES.noRows;
  if (count > BATCH_MAX_ITEMS)
    return BATCH_FILE_MESSAGES.tooManyRows(BATCH_MAX_ITEMS.toLocaleString("en-US"), count.toLocaleString("en-US"));
  return null;
}

export function isCheckedRow(row: BatchPreviewRow): row is CheckedRow {
  return row.problems.length === 0;
}

function parseCreativity(value: string | number | undefined): number | null {
  if (value === undefined || (typeof value === "string" && value.trim() === "")) return DEFAULT_CREATIVITY;
  const number = typeof value === "number" ? value : Number(value.trim().replace(",", "."));
  if (!Number.isFinite(number) || number < CREATIVITY_MIN || number > CREATIVITY_MAX) return null;
  return Math.round(number * 10) / 10;
}

/** Links that differ only in case of the host, a trailing slash or a fragment are the same product. */
function duplicateKey(link: string): string {
  const url = new URL(link);
  url.hash = "";
  return url.toString().replace(/\/+$/, "");
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
}
