import type { DetectedLanguage } from "../language/detect-language";
import { hasTerminalPunctuation, stripTrailingPunctuation } from "../text/segments";

/**
 * Turns what a seller asked to be said into a sentence the script can speak: "that shipping is
 * free this month" → "Shipping is free this month.", "dass der Versand kostenlos ist" → "Der
 * Versand ist kostenlos.", "送料無料だ" → "送料無料です。". A bare noun phrase ("our free returns")
 * is given a short lead, since it is not a sentence on its own.
 */
export function asStatement(content: string, language: DetectedLanguage | undefined): string | undefined {
  const text = content.trim().replace(/^["'“”«»„]+|["'“”«»]+$/g, "");
  if (!/\p{L}/u.test(text)) return undefined;
  switch (language) {
    case "ja":
      return japanese(text);
    case "zh":
      return finish(stripTrailingPunctuation(text), "。");
    case "de":
      return german(text);
    case "fr":
      return clause(text, /^(?:le fait )?qu(?:e\s+|'|’)/i, "À noter\u202f: ");
    case "es":
      return clause(text, /^que\s+/i, "A destacar: ");
    case "it":
      return clause(text, /^che\s+/i, "Da segnalare: ");
    case "pt":
      return clause(text, /^que\s+/i, "Vale destacar: ");
    default:
      return clause(text, /^(?:the fact )?that\s+/i, "Also worth knowing: ");
  }
}

/** "que la livraison est offerte" → "La livraison est offerte."; without "que", a lead. */
function clause(text: string, connector: RegExp, lead: string): string {
  if (connector.test(text)) return finish(capitalise(text.replace(connector, "")), ".");
  // A request that is already a sentence ("Shipping is free over 50 euros.") stays as it is.
  if (
    hasTerminalPunctuation(text) ||
    /\s(?:is|are|has|have|ships|comes|est|sont|es|son|è|sono|é|são|ist|sind)\s/i.test(text)
  ) {
    return finish(capitalise(text), ".");
  }
  return finish(`${lead}${text}`, ".");
}

const GERMAN_DETERMINER =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|unser|unsere|unseren|ihr|ihre|jeder|jede|jedes|dieser|diese|dieses|alle|kein|keine)$/i;
const GERMAN_PRONOUN = /^(?:es|er|sie|wir|man|ihr|du|ich|alles|das|dies)$/i;

/**
 * A German "dass" clause has its verb last; a main clause has it second: "dass der Versand
 * diesen Monat kostenlos ist" → "Der Versand ist diesen Monat kostenlos."
 */
function german(text: string): string {
  const match = /^(?:dass|daß)\s+(.+)$/i.exec(text);
  if (!match?.[1]) {
    if (hasTerminalPunctuation(text) || /\s(?:ist|sind|hat|haben|gibt|kommt|wird|werden)\s/i.test(text)) {
      return finish(capitalise(text), ".");
    }
    return finish(`Gut zu wissen: ${text}`, ".");
  }
  const words = stripTrailingPunctuation(match[1]).split(/\s+/);
  if (words.length < 2) return finish(capitalise(words.join(" ")), ".");
  const verb = words.pop()!;
  let subjectEnd = 1;
  if (GERMAN_DETERMINER.test(words[0]!)) {
    // The subject runs to its noun, the first capitalised word after the determiner.
    const noun = words.findIndex((w, i) => i > 0 && /^\p{Lu}/u.test(w));
    subjectEnd = noun > 0 ? noun + 1 : 1;
  } else if (!GERMAN_PRONOUN.test(words[0]!) && !/^\p{Lu}/u.test(words[0]!)) {
    return finish(`Gut zu wissen: ${match[1]}`, ".");
  }
  const subject = words.slice(0, subjectEnd);
  const rest = words.slice(subjectEnd);
  return finish(capitalise([...subject, verb, ...rest].join(" ")), ".");
}

/** Plain Japanese endings in the polite register the script speaks in. */
function japanese(text: string): string {
  let t = stripTrailingPunctuation(text)
    .replace(/(?:ということ|という点|こと|の)$/u, "")
    .trim();
  if (/(?:だ|である)$/u.test(t)) t = t.replace(/(?:だ|である)$/u, "です");
  else if (/(?:です|ます|でした|ました)$/u.test(t)) {
    // already polite
  } else if (/[\p{Script=Han}\p{Script=Katakana}A-Za-z0-9ー]$/u.test(t) || /い$/u.test(t)) t = `${t}です`;
  return finish(t, "。");
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function finish(text: string, stop: string): string {
  const trimmed = text.trim();
  return hasTerminalPunctuation(trimmed) ? trimmed : `${stripTrailingPunctuation(trimmed)}${stop}`;
}
