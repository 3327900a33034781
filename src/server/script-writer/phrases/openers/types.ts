import type { Subject } from "../../builtin/spoken-name";

type Say = (s: Pick<Subject, "nom" | "acc">) => string;

/**
 * The friendly preset's ways to open and close a script, at least ten of each per language so
 * a batch can rotate them and no two of ten consecutive scripts start (or end) alike. Each
 * opener starts with its own words, never with the product's name, and states no claim.
 * Decision 097.
 */
export type OpenerBook = {
  /** Openers that name the product; `acc` is its object form, `nom` its subject form. */
  named: readonly [Say, ...Say[]];
  /** Openers for a product we cannot name in the target language. */
  unnamed: readonly [string, ...string[]];
  /** What the openers call a product without a name we can say ("today's product"). */
  unnamedSubject: { nom: string; acc: string };
  /** Calls to action when the product can be ordered. */
  closers: readonly [string, ...string[]];
};
