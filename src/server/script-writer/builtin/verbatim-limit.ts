import type { Part } from "./compose-script";
import { verbatimCounter } from "./script-rules";

/**
 * At most one sentence-length run of page text read verbatim (issue 25). `keepSpeakable` keeps
 * to it sentence by sentence, but page phrases told one after another can still add up to a
 * second run of the page's words as written: a list of its bullets beside one of its sentences,
 * spec rows in the page's order. A list is told in another order first; failing that, the least
 * important part whose leaving breaks a run goes. Returns the arranged script.
 */
export function limitVerbatim(parts: Part[], prose: string, arrange: (parts: Part[]) => string): string {
  let script = arrange(parts);
  if (!prose) return script;
  const verbatimRuns = verbatimCounter(prose);
  let runs = verbatimRuns(script);
  while (runs > 1) {
    const fewer = (trial: Part[]) => verbatimRuns(arrange(trial)) < runs;
    if (!reorderLists(parts, fewer)) {
      const found = parts
        .map((part, i) => ({ part, i }))
        .filter(({ part }) => part.priority > 0 && (part.page || part.items || part.row))
        .sort((a, b) => b.part.priority - a.part.priority || b.i - a.i)
        .find(({ i }) => fewer(parts.filter((_, j) => j !== i)));
      if (!found) break;
      parts.splice(found.i, 1);
    }
    script = arrange(parts);
    runs = verbatimRuns(script);
  }
  return script;
}

/**
 * A list of the page's bullets in the page's order reads them as written; told in another order
 * it is the writer's list. Tries each list reversed and rotated; keeps the first order `better`
 * accepts.
 */
function reorderLists(parts: Part[], better: (parts: Part[]) => boolean): boolean {
  for (const [i, part] of parts.entries()) {
    const { items, render } = part;
    if (!items || !render || items.length < 2) continue;
    const orders = [
      [...items].reverse(),
      ...items.slice(1).map((_, k) => [...items.slice(k + 1), ...items.slice(0, k + 1)]),
    ];
    for (const order of orders) {
      const next = { ...part, items: order, text: render(order).trim() };
      const trial = parts.map((p, j) => (j === i ? next : p));
      if (better(trial)) {
        parts[i] = next;
        return true;
      }
    }
  }
  return false;
}
