import type { ScriptTone } from "../../../../shared/generator/script-style";

type NonEmpty<T> = readonly [T, ...T[]];
/** Calm wording for low creativity, lively for high. */
export type Levels<T> = { calm: NonEmpty<T>; lively: NonEmpty<T> };

/**
 * A tone preset's own wording for the parts where tone shows most: the opening, the question
 * before the facts, the list of highlights, the price and the call to action. The friendly
 * preset is the phrase book itself; the others override these parts. Decision 025.
 */
export type Register = {
  intro: Levels<(name: string, brand: string | undefined) => string>;
  /** A rhetorical question before the facts, asked at high creativity. */
  factQuestion: string;
  features: Levels<(list: string) => string>;
  price: Levels<(price: string) => string>;
  closing: Levels<string>;
};

export type OtherTone = Exclude<ScriptTone, "friendly">;
export type LanguageRegisters = Record<OtherTone, Register> & { friendlyQuestion: string };
