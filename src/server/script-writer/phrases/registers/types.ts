import type { ScriptTone } from "../../../../shared/generator/script-style";
import type { Subject } from "../../builtin/spoken-name";

type NonEmpty<T> = readonly [T, ...T[]];
/** Calm wording for low creativity, lively for high. */
export type Levels<T> = { calm: NonEmpty<T>; lively: NonEmpty<T> };
/** Says the product: `acc` as an object, `nom` as a subject or after a colon (they differ in German). */
export type SayName = (s: Pick<Subject, "nom" | "acc">) => string;

/**
 * A tone preset's own wording for the parts where tone shows most: the opening, the question
 * before the facts, the list of highlights, the price and the call to action. The friendly
 * preset is the phrase book itself; the others override these parts. Decision 025.
 *
 * Openers and closers step through their wordings along a batch (decisions 124 and 133), so each
 * level needs ten or more: `calm` alone serves low creativity (and, without "?" or "!", creativity
 * 0), `lively` adds its own to the calm ones. Each opener starts with its own words (never the
 * name), no two alike in their first two words (first four characters in Japanese and Chinese),
 * and says nothing about the product the page does not.
 */
export type Register = {
  intro: Levels<SayName>;
  /** A rhetorical question before the facts, asked at high creativity. */
  factQuestion: string;
  features: Levels<(list: string) => string>;
  price: Levels<(price: string) => string>;
  closing: Levels<string>;
};

export type OtherTone = Exclude<ScriptTone, "friendly">;
export type LanguageRegisters = Record<OtherTone, Register> & {
  friendlyQuestion: string;
  /**
   * What the presets' openers call a product without a name we can say: a plain "this product",
   * not the friendly book's "today's product", which some openers already say "today" around.
   */
  unnamed: { nom: string; acc: string };
};
