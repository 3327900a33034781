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

type Pattern = { key: string; names: string[]; nested: Set<string>; fixedLength: number; pattern: RegExp };

/** English text → its key, e.g. "Script copied to clipboard" → "messages.script.copied". */
export const MESSAGE_KEYS = new Map<string, string>();

/**
 * Templates with values: the English text is matched, and its values are handed to the
 * translation. Templates made of other messages come first ("Row 2: …" holds a row's problems),
 * and in each part the most specific (the most fixed text), so "Row {{value}}: {{value2}}" wins
 * over "{{value}}: {{value2}}".
 */
export const MESSAGE_PATTERNS: Pattern[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function addEntries(catalogue: Catalogue, nestedValues: Partial<Record<string, readonly string[]>>): void {
  for (const [text, key] of flatEntries(catalogue, "messages")) {
    if (!text.includes("{{")) {
      MESSAGE_KEYS.set(text, key);
      continue;
    }
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "");
    const fixed = text.split(/\{\{\w+\}\}/);
    const source = fixed.map(escapeRegExp).join("(.+?)");
    const nested = new Set(nestedValues[key.replace(/^messages\./, "")] ?? []);
    MESSAGE_PATTERNS.push({
      key,
      names,
      nested,
      fixedLength: fixed.join("").length,
      pattern: new RegExp(`^${source}$`, "s"),
    });
  }
  MESSAGE_PATTERNS.sort(
    (a, b) => Number(b.nested.size > 0) - Number(a.nested.size > 0) || b.fixedLength - a.fixedLength,
  );
}

addEntries(MESSAGE_ENTRIES, {});

/**
 * More message groups, found by their English text from now on (the server's messages, loaded
 * after the first render: server-message-catalogue.ts). Returns their English catalogue.
 */
export function addMessageGroups(
  groups: Record<string, object>,
  nestedValues: Partial<Record<string, readonly string[]>>,
): Catalogue {
  const entries = Object.fromEntries(Object.entries(groups).map(([group, texts]) => [group, templates(texts)]));
  addEntries(entries, nestedValues);
  return entries;
}

/** The values a translation takes as placeholders where English has them written in (in the reader's digits). */
export function messageValues(locale: string): Values {
  return {
    max: SCRIPT_MAX_LENGTH.toLocaleString(locale),
    spokenMax: SPOKEN_TEXT_MAX_LENGTH.toLocaleString(locale),
  };
}
