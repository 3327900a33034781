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

/**
 * A tone preset's opener or closer (decision 097 for the friendly tone, extended to every tone,
 * decisions 124 and 133): in a batch, consecutive items step through the preset's wordings
 * (lively creativity may also use the calm ones, never the other way; creativity 0 only the calm
 * ones without "?" or "!"), so a catalogue in a professional, playful or luxurious tone never opens
 * or closes two of ten consecutive scripts alike. Outside a batch it is undefined and the seed
 * (or, at creativity 0, the first wording) decides.
 */
export function rotatedLevel<T>(
  levels: { calm: readonly [T, ...T[]]; lively: readonly [T, ...T[]] },
  slot: string,
  options: { rotation: Rotation | undefined; lively: boolean; plain: boolean; say: (item: T) => string },
): T | undefined {
  if (!options.rotation) return undefined;
  const list: readonly [T, ...T[]] =
    options.lively && !options.plain ? [...levels.lively, ...levels.calm] : levels.calm;
  return pick(plainOnly(list, options.plain, options.say), slot, "", options.rotation);
}

/** At creativity 0 the wording is plain: no question, no exclamation. */
const isPlain = (text: string) => !/[?!？！]/u.test(text);
function plainOnly<T>(list: readonly [T, ...T[]], plain: boolean, say: (item: T) => string): readonly [T, ...T[]] {
  if (!plain) return list;
  const kept = list.filter((item) => isPlain(say(item)));
  return kept.length > 0 ? (kept as [T, ...T[]]) : list;
}

export function friendlyOpener(
  subject: Subject | undefined,
  language: LanguageCode,
  options: { seed: string; rotation: Rotation | undefined; plain: boolean },
): string {
  const book = OPENER_BOOKS[language];
  const { seed, rotation, plain } = options;
  // Without a name the product is "today's product": the same rotation of openers holds.
  const said = subject ?? { ...book.unnamedSubject, allowed: new Set<string>() };
  const named = plainOnly(book.named, plain, (say) => say({ nom: "x", acc: "x" }));
  return pick(named, "opener", seed, rotation)(said);
}

export function friendlyCloser(
  language: LanguageCode,
  options: { seed: string; rotation: Rotation | undefined; plain: boolean },
): string {
  const { seed, rotation, plain } = options;
  return pick(
    plainOnly(OPENER_BOOKS[language].closers, plain, (s) => s),
    "closer",
    seed,
    rotation,
  );
}
