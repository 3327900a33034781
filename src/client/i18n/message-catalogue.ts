import { SCRIPT_MAX_LENGTH, SPOKEN_TEXT_MAX_LENGTH } from "../../shared/generator/generator-limits";
import { MESSAGES } from "../../shared/messages";
import { ENGLISH_UI, type Catalogue, type Values } from "./english";
import { SELLER_MESSAGE_SOURCES } from "./seller-messages";

/**
 * The spec's messages (MESSAGES) as catalogue entries under `messages.`: MESSAGES stays their
 * English source, and a translated message is found by its English text, so server answers and
 * the field-error mapping (which compare English texts) keep working. Loaded only with another
 * language than English, so `/` does not carry MESSAGES at start-up.
 */

/**
 * The groups of MESSAGES translated so far; the rest stays English everywhere. `generic`, `request`
 * and `fetch` are the server's answers on any cookie route (issue 28): sign-in needed, not allowed,
 * not found, invalid input, server error, a refused origin, a private address.
 */
export const TRANSLATED_MESSAGE_GROUPS = [
  ...["script", "audio", "voicePreview"],
  ...["auth", "generic", "payment", "contact", "credits"],
  ...["request", "fetch"],
  // The seller's pages (issue 28, part B).
  ...["library", "batchStreams"],
  // The admin's tools for the landing page's example audios (staff are users too).
  ...["categoryAudio"],
] as const;

/** Every translated group's English source: MESSAGES' groups and the seller's feature message groups. */
const SOURCES: Record<string, object> = {
  ...Object.fromEntries(TRANSLATED_MESSAGE_GROUPS.map((group) => [group, MESSAGES[group]])),
  ...SELLER_MESSAGE_SOURCES,
};

/**
 * A message written as a function of its values (`payment.success(n)`) becomes a template: each
 * argument is a placeholder named `value`, `value2`… (the spec's English never repeats one).
 */
const placeholderNames = (arity: number) => Array.from({ length: arity }, (_, i) => (i ? `value${i + 1}` : "value"));

function templateOf(message: unknown): string | undefined {
  if (typeof message === "string") return message;
  if (typeof message !== "function") return undefined;
  const call = message as (...values: string[]) => unknown;
  const text = call(...placeholderNames(call.length).map((name) => `{{${name}}}`));
  return typeof text === "string" ? text : undefined;
}

function templates(group: object): Catalogue {
  return Object.fromEntries(
    Object.entries(group).flatMap(([name, message]) => {
      const text = templateOf(message);
      return text === undefined ? [] : [[name, text]];
    }),
  );
}

/** MESSAGES' own top-level texts (the 404 heading) sit beside the groups, under `messages.`. */
const TOP_LEVEL: Catalogue = Object.fromEntries(
  Object.entries(MESSAGES as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  ),
);

const MESSAGE_ENTRIES: Catalogue = {
  ...TOP_LEVEL,
  ...Object.fromEntries(Object.entries(SOURCES).map(([group, texts]) => [group, templates(texts)])),
};

/** The whole English catalogue: the interface's texts plus the translated groups of MESSAGES. */
export const ENGLISH: Catalogue = { ...ENGLISH_UI, messages: MESSAGE_ENTRIES };

function flatEntries(catalogue: Catalogue, prefix: string): [string, string][] {
  return Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === "string" ? [[value, `${prefix}.${name}`]] : flatEntries(value, `${prefix}.${name}`),
  );
}

const ENTRIES = flatEntries(MESSAGE_ENTRIES, "messages");

/** English text → its key, e.g. "Script copied to clipboard" → "messages.script.copied". */
export const MESSAGE_KEYS = new Map(ENTRIES.filter(([text]) => !text.includes("{{")));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Templates with values: the English text is matched, and its values are handed to the translation. */
const PATTERNS = ENTRIES.filter(([text]) => text.includes("{{")).map(([text, key]) => {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "");
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join("(.+?)");
  return { key, names, pattern: new RegExp(`^${source}$`, "s") };
});

/** A spec message's key and the values written into it, found by its English text. */
export function findMessage(english: string): { key: string; values: Values } | undefined {
  const key = MESSAGE_KEYS.get(english);
  if (key) return { key, values: {} };
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])) };
  }
  return undefined;
}

/** The values a translation takes as placeholders where English has them written in (in the reader's digits). */
export function messageValues(locale: string): Values {
  return {
    max: SCRIPT_MAX_LENGTH.toLocaleString(locale),
    spokenMax: SPOKEN_TEXT_MAX_LENGTH.toLocaleString(locale),
  };
}
