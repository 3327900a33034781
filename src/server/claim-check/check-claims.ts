import type { LanguageCode } from "../../shared/catalog/languages";
import type { Claim } from "../../shared/claims/claim-schemas";
import { splitSentences } from "../providers/speech/sentence-split";
import { marksIn } from "./certifications";
import { fold, words } from "./fold";
import { matchQuantity, type Finding } from "./match-quantities";
import { checkNamed } from "./named-attributes";
import { readQuantities } from "./quantities";
import { sourceIndex, type ClaimSources, type SourceIndex } from "./source-index";

export type { ClaimSources } from "./source-index";

export type CheckClaimsInput = {
  text: string;
  language: LanguageCode;
  /** The sources, or an index already built from them (a draft keeps its own). */
  sources: ClaimSources | SourceIndex;
};

/**
 * Splits a script into sentences and labels each: `supported` when every checkable claim in it
 * (figures, prices, ratings, named attributes, marks, generic claims) is found in a source,
 * `unsupported` with the reason and the nearest source text when one is not, `neutral` when it
 * has nothing to check. Pure and synchronous; decision 056.
 */
export function checkClaims(input: CheckClaimsInput): { claims: Claim[] } {
  const index = "segments" in input.sources ? input.sources : sourceIndex(input.sources);
  const claims = splitSentences(input.text).map((sentence) => checkSentence(sentence, input.language, index));
  return { claims };
}

function checkSentence(sentence: string, language: LanguageCode, index: SourceIndex): Claim {
  const marks = marksIn(sentence, fold(sentence));
  let masked = sentence;
  for (const { text } of marks) {
    masked = masked.replace(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu"), (m) =>
      " ".repeat(m.length),
    );
  }
  const quantities = readQuantities(fold(masked), language);
  const findings: Finding[] = [
    ...quantities.map((q) => matchQuantity(q, index)),
    ...checkNamed(
      sentence,
      masked,
      marks,
      index,
      language,
      quantities.map((q) => q.text),
    ),
  ];
  if (findings.length === 0) return { sentence, status: "neutral" };
  const failed = findings.filter((f) => !f.ok);
  if (failed.length === 0) return { sentence, status: "supported" };
  const reason = [...new Set(failed.map((f) => f.reason))].join("; ");
  const nearest = failed.find((f) => f.nearest !== undefined)?.nearest ?? closestSegment(sentence, index);
  return {
    sentence,
    status: "unsupported",
    reason,
    ...(nearest !== undefined ? { source: quote(index.segments[nearest]!) } : {}),
  };
}

const MAX_QUOTE = 240;

/** A source sentence as shown beside the script: long ones are cut at a word. */
function quote(segment: string): string {
  if (segment.length <= MAX_QUOTE) return segment;
  const cut = segment.slice(0, MAX_QUOTE);
  const space = cut.lastIndexOf(" ");
  return `${space > MAX_QUOTE / 2 ? cut.slice(0, space) : cut}…`;
}

/** The source segment sharing the most words with the sentence. */
function closestSegment(sentence: string, index: SourceIndex): number | undefined {
  const mine = new Set(words(sentence).filter((w) => w.length > 2 || /[^\p{Script=Latin}]/u.test(w)));
  let best: number | undefined;
  let bestScore = 0;
  index.segmentWords.forEach((segment, i) => {
    let shared = 0;
    for (const word of mine) if (segment.has(word)) shared += 1;
    const score = shared / Math.sqrt(segment.size + 1);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best ?? (index.segments.length > 0 ? 0 : undefined);
}
