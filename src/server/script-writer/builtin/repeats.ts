/**
 * Pages repeat themselves: the description is the bullets joined, a feature restates a
 * description sentence, a truncated copy of a sentence follows the whole one. A script must
 * never say the same sentence twice, so later parts that repeat an earlier one are dropped,
 * whole sentences or ones that the earlier text contains (or that contain it).
 */
type Spoken = { text: string; priority: number };

export function dropRepeats<T extends Spoken>(parts: T[]): T[] {
  const kept: T[] = [];
  const seen: string[] = [];
  for (const part of parts) {
    const sentences = splitForCompare(part.text);
    const repeated = sentences.some((s) => s.length >= 12 && seen.some((earlier) => overlaps(earlier, s)));
    // What the seller asked for and the opening are never dropped, even if the page says it too.
    if (repeated && part.priority > 0) continue;
    kept.push(part);
    seen.push(...sentences);
  }
  return kept;
}

function splitForCompare(text: string): string[] {
  return (
    text
      // A lead before a colon ("Even better: …") does not make a sentence new.
      .split(/(?<=[.!?。！？:：])\s*/u)
      .map(normalise)
      .filter(Boolean)
  );
}

export function normalise(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function overlaps(a: string, b: string): boolean {
  if (a === b || a.includes(b) || b.includes(a)) return true;
  // Near copies: nine in ten words shared.
  const wa = new Set(a.split(" "));
  const wb = b.split(" ");
  if (wb.length < 5 || wa.size < 5) return false;
  const shared = wb.filter((w) => wa.has(w)).length;
  return shared / Math.max(wa.size, wb.length) >= 0.9;
}
