import type { PhraseBook } from "../phrases/types";

/**
 * The book's other list wordings, every tone's, without the one the first list used: a second
 * list sentence must not open like the first.
 */
export function otherLeads(book: PhraseBook, first: (list: string) => string): ((list: string) => string)[] {
  const mark = "\u0000";
  const seen = new Set([first(mark)]);
  return [...book.features.lively, ...book.features.warm, ...book.features.plain].filter((say) => {
    const template = say(mark);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
