import type { LanguageCode } from "../../../shared/catalog/languages";
import { OPENER_BOOKS } from "../phrases/openers/opener-books";
import { hashString } from "./seeded-choice";
import type { Subject } from "./spoken-name";

/**
 * Where a script stands in a run of scripts: the batch (`key`) and the item's place in it.
 * Consecutive positions of one batch take consecutive openers and closers, so with at least
 * ten of each no two of ten consecutive scripts start or end alike. Decision 097.
 */
export type Rotation = { key: string; position: number };

function pick<T>(list: readonly [T, ...T[]], slot: string, seed: string, rotation: Rotation | undefined): T {
  const base = rotation
    ? hashString(`${rotation.key}\u0000${slot}`) + Math.max(0, Math.trunc(rotation.position))
    : hashString(`${seed}\u0000${slot}`);
  return list[base % list.length] ?? list[0];
}

export function friendlyOpener(
  subject: Subject | undefined,
  language: LanguageCode,
  seed: string,
  rotation: Rotation | undefined,
): string {
  const book = OPENER_BOOKS[language];
  if (!subject) return pick(book.unnamed, "opener", seed, rotation);
  return pick(book.named, "opener", seed, rotation)(subject);
}

export function friendlyCloser(language: LanguageCode, seed: string, rotation: Rotation | undefined): string {
  return pick(OPENER_BOOKS[language].closers, "closer", seed, rotation);
}
