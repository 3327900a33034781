import { SCRIPT_MAX_LENGTH, SPOKEN_TEXT_MAX_LENGTH } from "../../shared/generator/generator-limits";
import { MESSAGES } from "../../shared/messages";
import { ENGLISH_UI, type Catalogue, type Values } from "./english";
import { NESTED_VALUES, SERVER_MESSAGE_SOURCES } from "./server-messages";
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
] as const;

/** Every translated group's English source: MESSAGES' groups and the seller's feature message groups. */
const SOURCES: Record<string, object> = {
  ...Object.fromEntries(TRANSLATED_MESSAGE_GROUPS.map((group) => [group, MESSAGES[group]])),
  ...SELLER_MESSAGE_SOURCES,
  ...SERVER_MESSAGE_SOURCES,
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

/**
 * Templates with values: the English text is matched, and its values are handed to the
 * translation. The most specific template (the most fixed text) is tried first, so
 * "Row {{value}}: {{value2}}" wins over "{{value}}: {{value2}}".
 */
const PATTERNS = ENTRIES.filter(([text]) => text.includes("{{"))
  .map(([text, key]) => {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "");
    const fixed = text.split(/\{\{\w+\}\}/);
    const source = fixed.map(escapeRegExp).join("(.+?)");
    const nested = new Set(NESTED_VALUES[key.replace(/^messages\./, "")] ?? []);
    return { key, names, nested, fixedLength: fixed.join("").length, pattern: new RegExp(`^${source}$`, "s") };
  })
  // Templates made of other messages first ("Row 2: …" holds a row's problems), each in turn the most specific first.
  .sort((a, b) => Number(b.nested.size > 0) - Number(a.nested.size > 0) || b.fixedLength - a.fixedLength);

/** The values a translation takes as placeholders where English has them written in (in the reader's digits). */
export function messageValues(locale: string): Values {
  return {
    max: SCRIPT_MAX_LENGTH.toLocaleString(locale),
    spokenMax: SPOKEN_TEXT_MAX_LENGTH.toLocaleString(locale),
  };
}

/**
 * How the server joins several messages into one text, and how each language joins them back:
 * a held item's claims (" · "), one sentence's reasons ("; "), and sentences side by side (a row's
 * problems, a refused batch's rows). Japanese and Chinese write sentences without a space.
 */
const LISTS: readonly { split: RegExp; join: (locale: string) => string }[] = [
  { split: / · /, join: () => " · " },
  { split: /; /, join: (locale) => (locale === "ja" || locale === "zh" ? "；" : "; ") },
  { split: /(?<=[.!?)])\s+(?=\S)/, join: (locale) => (locale === "ja" || locale === "zh" ? "" : " ") },
];

/** A number the server wrote with en-US grouping ("1,000"), written again in the reader's digits. */
const EN_GROUPED = /^\d{1,3}(?:,\d{3})+$/;

export type KeyTranslator = (key: string, values: Values) => string;

/**
 * A server's English text in another language, or undefined when it is no known message: a
 * message by its text, a list of messages joined as the server joins them (each must be known),
 * or a template with its values (a value that is itself a message is translated too; a value
 * marked in NESTED_VALUES must be one, or the template does not apply).
 */
export function messageTranslator(translateKey: KeyTranslator, locale: string): (english: string) => string | undefined {
  const written = messageValues(locale);
  const numbers = new Intl.NumberFormat(locale);
  const value = (text: string) => (EN_GROUPED.test(text) ? numbers.format(Number(text.replace(/,/g, ""))) : text);

  function translate(english: string, depth: number): string | undefined {
    const key = MESSAGE_KEYS.get(english);
    if (key) return translateKey(key, written);
    // Values inside values inside lists is as deep as the server goes (a held item's reasons).
    // A value without a letter (a row number, a figure) is no message.
    if (depth > 5 || (depth > 0 && !/\p{L}/u.test(english))) return undefined;
    // A list before a template: a template's quoted value would otherwise swallow the separators.
    for (const list of LISTS) {
      const parts = english.split(list.split);
      if (parts.length < 2) continue;
      const translated = parts.map((part) => translate(part, depth + 1));
      if (translated.every((part) => part !== undefined)) return translated.join(list.join(locale));
    }
    for (const { key, names, nested, pattern } of PATTERNS) {
      const match = pattern.exec(english);
      if (!match) continue;
      const values: Values = { ...written };
      let applies = true;
      names.forEach((name, i) => {
        const raw = match[i + 1] ?? "";
        const inner = translate(raw, depth + 1);
        if (inner === undefined && nested.has(name)) applies = false;
        values[name] = inner ?? value(raw);
      });
      if (applies) return translateKey(key, values);
    }
    // A message quoted inside another without its full stop ("could not be read (… took too long)").
    if (depth > 0 && !/[.!?]$/.test(english)) return translate(`${english}.`, depth + 1)?.replace(/[.。]$/u, "");
    return undefined;
  }

  return (english) => translate(english, 0);
}
