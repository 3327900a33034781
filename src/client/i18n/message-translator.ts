import type { Values } from "./english";
import { MESSAGE_KEYS, MESSAGE_PATTERNS, messageValues } from "./message-catalogue";

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
export function messageTranslator(
  translateKey: KeyTranslator,
  locale: string,
): (english: string) => string | undefined {
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
    for (const { key, names, nested, pattern } of MESSAGE_PATTERNS) {
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
