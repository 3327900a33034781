import type { LanguageCode } from "../../shared/catalog/languages";
import type { ProductFacts } from "../../shared/generator/product-facts";
import type { ScriptLength } from "../../shared/generator/script-style";
import { estimateSpeechSeconds } from "../../shared/generator/speech-estimate";
import { writeBuiltinScript, writeUnboundedScript } from "./builtin-writer";
import { exclamationRate, sentencesOf, verbatimRuns } from "./builtin/script-rules";
import { commonWordsOf, lineWords } from "./builtin/line-name";
import { allowedTokens, countTokens, foreignWords, isModelToken } from "./language/foreign-words";
import { lengthSeconds } from "./script-settings";
import { ScriptWriterError } from "./script-writer-provider";

/**
 * The built-in writer's script measures of issue 25, per language, over a list of pages
 * (`bench:extract` and the corpus tests use the same figures): words of another language,
 * exclamation marks per sentence, openers repeated within ten consecutive scripts of a batch,
 * the estimated length's error against the target, and verbatim runs of page text.
 */
export type ScriptMeasures = {
  scripts: number;
  /** Foreign words per word spoken. */
  foreignRate: number;
  /** Exclamation marks per sentence (Friendly). */
  exclamationRate: number;
  /** Scripts whose sentences have more than one exclamation per three sentences. */
  overExclaimed: number;
  /** Windows of ten consecutive scripts with two alike openings, per window. */
  openerRepetition: number;
  /** Mean |estimated − target| / target, and the share of scripts within ±20 %. */
  lengthError: number;
  withinTwentyPercent: number;
  /**
   * Scripts whose page and details cannot fill the target: all the writer could say (no length
   * limit) reads under 80 % of it (FILL_SHARE). The writer invents nothing, so these stay short (decision 131).
   */
  cannotFill: number;
  /** The share within ±20 % among the scripts whose page can fill the target. */
  withinWhereFilled: number;
  /**
   * The same on pages written in the script's language, a seller's usual case (the page's
   * language is preselected): how many, the share within ±20 %, and the share that cannot fill.
   */
  ownLanguage: { scripts: number; withinTwentyPercent: number; cannotFill: number };
  /** Scripts with more than one sentence-length run of page text read verbatim. */
  overVerbatim: number;
  /** Examples of what failed, for the report. */
  examples: string[];
};

/** Issue 25: the made audio within ±20 % of the target's seconds. */
export const LENGTH_TOLERANCE = 0.2;
/**
 * A page cannot fill a target when all the writer could say about it (no length limit) reads
 * under this share of the target by the estimate: no script of it can reach the ±20 % window.
 */
export const FILL_SHARE = 1 - LENGTH_TOLERANCE;

/** How a script starts: its first two words, or first four characters in Japanese and Chinese. */
export function openingOf(script: string, language: LanguageCode): string {
  const first = script.trim();
  if (language === "ja" || language === "zh") return first.slice(0, 4);
  return first.split(/\s+/u).slice(0, 2).join(" ").toLocaleLowerCase();
}

export function measureScripts(
  pages: ReadonlyArray<{ file: string; facts: ProductFacts }>,
  language: LanguageCode,
  length: ScriptLength = "standard",
): ScriptMeasures {
  const scripts: { file: string; text: string; facts: ProductFacts; fills: boolean }[] = [];
  const target = lengthSeconds(length);
  pages.forEach(({ file, facts }, position) => {
    try {
      const input = {
        facts,
        language,
        creativity: 0.7,
        length,
        tone: "friendly" as const,
        seed: file,
        rotation: { key: "bench-batch", position },
      };
      const text = writeBuiltinScript(input);
      const fills = estimateSpeechSeconds(writeUnboundedScript(input), language) >= FILL_SHARE * target;
      scripts.push({ file, text, facts, fills });
    } catch (error) {
      if (!(error instanceof ScriptWriterError)) throw error;
    }
  });
  const examples: string[] = [];
  let foreign = 0;
  let tokens = 0;
  let exclaimRate = 0;
  let overExclaimed = 0;
  let lengthError = 0;
  let within = 0;
  let overVerbatim = 0;
  let cannotFill = 0;
  let withinFilled = 0;
  const own = { scripts: 0, within: 0, cannotFill: 0 };
  for (const { file, text, facts, fills } of scripts) {
    const names = (facts.name ?? "").split(/\s+/u).filter(isModelToken);
    // The brand's line name ("Aurora Pro") is its model designation: a name in every language (decision 106).
    const common = commonWordsOf([facts.description, ...(facts.features ?? []), facts.category].join("\n"));
    const line = facts.name ? lineWords(facts.name, facts.brand, common) : [];
    const found = foreignWords(text, language, allowedTokens(facts.brand, ...names, ...line));
    foreign += found.length;
    tokens += countTokens(text);
    if (found.length > 0 && examples.length < 6) examples.push(`${file} ${language}: foreign ${found.join(", ")}`);
    const rate = exclamationRate(text);
    exclaimRate += rate;
    if ((text.match(/[!！]/gu)?.length ?? 0) > Math.floor(sentencesOf(text).length / 3)) overExclaimed += 1;
    const error = Math.abs(estimateSpeechSeconds(text, language) - target) / target;
    lengthError += error;
    if (error <= LENGTH_TOLERANCE) within += 1;
    if (!fills) cannotFill += 1;
    else if (error <= LENGTH_TOLERANCE) withinFilled += 1;
    if ((facts.language ?? "").toLowerCase().split("-")[0] === language) {
      own.scripts += 1;
      if (error <= LENGTH_TOLERANCE) own.within += 1;
      if (!fills) own.cannotFill += 1;
    } else if (examples.length < 6)
      examples.push(`${file} ${language} ${length}: length off by ${(error * 100).toFixed(0)} %`);
    const page = [facts.description ?? "", ...(facts.features ?? [])].join("\n");
    if (verbatimRuns(text, page) > 1) {
      overVerbatim += 1;
      if (examples.length < 6) examples.push(`${file} ${language}: ${verbatimRuns(text, page)} verbatim runs`);
    }
  }
  let windows = 0;
  let repeated = 0;
  for (let i = 0; i + 10 <= scripts.length; i++) {
    windows += 1;
    const openings = scripts.slice(i, i + 10).map((s) => openingOf(s.text, language));
    if (new Set(openings).size < openings.length) repeated += 1;
  }
  const n = Math.max(1, scripts.length);
  return {
    scripts: scripts.length,
    foreignRate: tokens > 0 ? foreign / tokens : 0,
    exclamationRate: exclaimRate / n,
    overExclaimed,
    openerRepetition: windows > 0 ? repeated / windows : 0,
    lengthError: lengthError / n,
    withinTwentyPercent: within / n,
    cannotFill: cannotFill / n,
    withinWhereFilled: scripts.length > cannotFill ? withinFilled / (scripts.length - cannotFill) : 1,
    ownLanguage: {
      scripts: own.scripts,
      withinTwentyPercent: own.scripts > 0 ? own.within / own.scripts : 0,
      cannotFill: own.scripts > 0 ? own.cannotFill / own.scripts : 0,
    },
    overVerbatim,
    examples,
  };
}
