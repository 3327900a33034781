import type { ProductFacts } from "../../../shared/generator/product-facts";

/** How lively the wording is; chosen from the creativity slider. */
export type Tone = "plain" | "warm" | "lively";

/** Several ways to say the same thing at each tone; the writer picks one deterministically. */
export type Variants<T> = Readonly<Record<Tone, readonly [T, ...T[]]>>;

export type Availability = NonNullable<ProductFacts["availability"]>;

type Say1 = (value: string) => string;

/**
 * One language's way of saying each part of a script. Written natively per language rather
 * than translated, and built so no template needs the grammatical gender of the product
 * (nominal phrases like "Disponible en stock." instead of "Il est…").
 */
export type PhraseBook = {
  /** Between sentences: a space, or nothing in Japanese and Chinese. */
  sentenceGap: string;
  /** Ends a sentence that arrived without one. */
  fullStop: string;
  /**
   * One row of the page's spec table in the page's own language ("The fuel is diesel.",
   * "Kraftstoff: Diesel."); the label arrives cased for mid-sentence in English. Decision 131.
   */
  specRow: (label: string, value: string) => string;
  /**
   * How a list item's first word is cased mid-sentence: "sentence" lower-cases ordinary words
   * ("Highlights include active noise…"); "german" lower-cases only adjectives and function
   * words, since German nouns keep their capital; "none" for scripts without case.
   */
  caseMidSentence: "sentence" | "german" | "none";
  joinList(items: readonly string[]): string;
  intro: {
    nameAndBrand: Variants<(name: string, brand: string) => string>;
    name: Variants<Say1>;
    brand: Variants<Say1>;
    generic: Variants<string>;
  };
  category: Variants<Say1>;
  /** A sentence presenting a list of short feature phrases. */
  features: Variants<Say1>;
  /**
   * Leads into a feature or seller sentence. Ending in "," joins it ("What's more, it…");
   * ending in ":" "!" "?" "." or "。" keeps the sentence as it is; "" adds nothing.
   */
  featureLead: Variants<string>;
  detailsLead: Variants<string>;
  rating: Variants<(value: string, best: string, count: number | undefined) => string>;
  price: Variants<Say1>;
  availability: Record<Availability, Variants<string>>;
  closing: {
    /** Call to action when the product can be ordered. */
    buy: Variants<string>;
    /** When it cannot (out of stock, discontinued). */
    later: Variants<string>;
  };
};

/** The same phrase at every tone (facts that do not need livening up, like "discontinued"). */
export function same<T>(...values: readonly [T, ...T[]]): Variants<T> {
  return { plain: values, warm: values, lively: values };
}
