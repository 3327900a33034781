import type { Quantity } from "./quantities";
import type { SourceIndex } from "./source-index";
import { fold } from "./fold";
import { namesDimension, type Dimension } from "./unit-lexicon";
import { CLAIM_REASONS } from "../../shared/claims/claim-reasons";

/** The result of checking one claim: found in a source, or not (and why, and what is nearest). */
export type Finding = { ok: boolean; reason?: string; nearest?: number };

/** Currencies priced in whole units in practice: a spoken "1320 yen" may round 1319.9. */
const WHOLE_UNITS = new Set(["JPY", "KRW", "TWD", "CLP", "HUF", "ISK"]);
const EPSILON = 1e-9;

const close = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance + EPSILON;

function bareMatch(q: Quantity, index: SourceIndex): number | undefined {
  for (const { quantity, segment } of index.quantities) {
    if (q.values.some((v) => quantity.values.some((w) => close(v, w, q.halfStep)))) return segment;
  }
  return undefined;
}

/** Segments holding the figure without a unit, and not as a count of something ("3 channels"). */
function bareMatches(q: Quantity, index: SourceIndex): number[] {
  return index.quantities
    .filter(
      ({ quantity }) =>
        !quantity.meanings &&
        !quantity.counted &&
        q.values.some((v) => quantity.values.some((w) => close(v, w, q.halfStep))),
    )
    .map(({ segment }) => segment);
}

/** Source amounts in the same dimension, for the "the sources say…" part of a reason. */
function sameDimension(dimension: Dimension | "currency", index: SourceIndex) {
  return index.quantities.filter(({ quantity }) =>
    quantity.meanings?.some((m) => (m.kind === "currency" ? dimension === "currency" : m.dimension === dimension)),
  );
}

function nearestText(q: Quantity, dimension: Dimension | "currency", index: SourceIndex): Finding {
  const candidates = sameDimension(dimension, index);
  if (candidates.length === 0) return { ok: false, reason: CLAIM_REASONS.notInSources(q.text) };
  const first = candidates[0]!;
  return {
    ok: false,
    reason: CLAIM_REASONS.mismatch(q.text, first.quantity.text),
    nearest: first.segment,
  };
}

/**
 * Checks one figure of the script against the sources, allowing any unit or notation that says
 * the same amount: 40 h = 40 hours = forty hours = 40 Stunden; 1 l = 1,000 ml; 129,99 € =
 * 129.99 EUR = "129 euros and 99 cents". The tolerance is half the last digit the script shows
 * (21.6 says 21.55 to 21.65), plus 2 % when the unit changes (inches said in centimetres).
 */
export function matchQuantity(q: Quantity, index: SourceIndex): Finding {
  if (q.best !== undefined) {
    const best = q.best;
    const rated = index.ratings.find(({ value, best: b }) =>
      q.values.some((v) => close(v / best, value / b, q.halfStep / best + 0.001)),
    );
    if (rated) return { ok: true };
    if (bareMatch(q, index) !== undefined && index.ratings.length === 0) return { ok: true };
    const first = index.ratings[0];
    return first
      ? { ok: false, reason: CLAIM_REASONS.ratingMismatch(q.text), nearest: first.segment }
      : { ok: false, reason: CLAIM_REASONS.ratingMissing(q.text) };
  }
  if (!q.meanings) {
    // A bare figure ("a pack of two", "36 reviews") must be one of the sources' figures.
    if (q.spelled && q.values.every((v) => v <= 1)) return { ok: true };
    // "SPF 50" must be the sources' SPF figure when they give one, not any 50 on the page.
    const labelled = q.label ? index.quantities.filter(({ quantity }) => quantity.label === q.label) : [];
    if (labelled.length > 0) {
      const match = labelled.some(({ quantity }) =>
        q.values.some((v) => quantity.values.some((w) => close(v, w, q.halfStep))),
      );
      const first = labelled[0]!;
      return match
        ? { ok: true }
        : {
            ok: false,
            reason: CLAIM_REASONS.mismatch(q.text, first.quantity.text),
            nearest: first.segment,
          };
    }
    return bareMatch(q, index) !== undefined ? { ok: true } : { ok: false, reason: CLAIM_REASONS.notInSources(q.text) };
  }
  for (const meaning of q.meanings) {
    if (meaning.kind === "currency") {
      for (const { quantity } of index.quantities) {
        for (const m of quantity.meanings ?? []) {
          if (m.kind !== "currency" || !m.codes.some((c) => meaning.codes.includes(c))) continue;
          const whole = m.codes.some((c) => WHOLE_UNITS.has(c));
          const tolerance = whole ? 0.5 : Math.max(0.005, q.halfStep >= 0.5 ? 0.005 : q.halfStep);
          if (q.values.some((v) => quantity.values.some((w) => close(v, w, tolerance)))) return { ok: true };
        }
      }
      continue;
    }
    for (const { quantity } of index.quantities) {
      for (const m of quantity.meanings ?? []) {
        if (m.kind !== "unit" || m.dimension !== meaning.dimension) continue;
        const converted = m.factor !== meaning.factor;
        for (const v of q.values) {
          const base = v * meaning.factor;
          const tolerance = q.halfStep * meaning.factor + (converted ? 0.02 * Math.abs(base) : 0);
          if (quantity.values.some((w) => close(base, w * m.factor, tolerance))) return { ok: true };
        }
      }
    }
  }
  // "10個", "二十包": a counter only says the figure counts things; any source figure will do, and
  // "一個" (one of it) says nothing.
  if (
    q.meanings.some((m) => m.kind === "unit" && m.dimension === "count") &&
    (q.values.every((v) => v <= 1) || bareMatch(q, index) !== undefined)
  )
    return { ok: true };
  // "2 x 100 ml": the figure before "x" may be a count rather than a size.
  if (q.sharedUnit && bareMatch(q, index) !== undefined) return { ok: true };
  // A figure the sources give without a unit ("Ages 3+", "Seitenzahl: 320") may gain one in
  // speech, unless the sources give amounts of that kind with their units: then it must be one.
  // (A line that names the unit itself, "Seitenzahl: 320", counts as giving it.)
  for (const m of q.meanings) {
    if (m.kind !== "unit") continue;
    const measured = sameDimension(m.dimension, index).length > 0;
    const bare = bareMatches(q, index);
    if (bare.some((segment) => !measured || namesDimension(fold(index.segments[segment]!), m.dimension))) {
      return { ok: true };
    }
  }
  const first = q.meanings[0]!;
  return nearestText(q, first.kind === "currency" ? "currency" : first.dimension, index);
}
