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
  "script",
  "audio",
  "voicePreview",
  "generic",
  "request",
  "fetch",
  // The seller's pages (issue 28, part B).
  "library",
  "batchStreams",
] as const;

/** Every translated group's English source: MESSAGES' groups and the seller's feature message groups. */
const SOURCES: Record<string, object> = {
  ...Object.fromEntries(TRANSLATED_MESSAGE_GROUPS.map((group) => [group, MESSAGES[group]])),
  ...SELLER_MESSAGE_SOURCES,
};

function stringsOnly(group: object): Catalogue {
  return Object.fromEntries(
    Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** The whole English catalogue: the interface's texts plus the translated groups of MESSAGES. */
export const ENGLISH: Catalogue = {
  ...ENGLISH_UI,
  messages: Object.fromEntries(Object.entries(SOURCES).map(([group, texts]) => [group, stringsOnly(texts)])),
};

/** English text → its key, e.g. "Script copied to clipboard" → "messages.script.copied". */
export const MESSAGE_KEYS = new Map(
  Object.entries(SOURCES).flatMap(([group, texts]) =>
    Object.entries(stringsOnly(texts)).map(([name, text]) => [text as string, `messages.${group}.${name}`] as const),
  ),
);

/** The values a translation takes as placeholders where English has them written in (in the reader's digits). */
export function messageValues(locale: string): Values {
  return {
    max: SCRIPT_MAX_LENGTH.toLocaleString(locale),
    spokenMax: SPOKEN_TEXT_MAX_LENGTH.toLocaleString(locale),
  };
}
