import { readFileSync } from "node:fs";
import { LANGUAGE_CODES } from "../../src/shared/catalog/languages";
import type { ProductFacts } from "../../src/shared/generator/product-facts";
import { SCRIPT_LENGTHS, SCRIPT_TONE_IDS, type ScriptLength } from "../../src/shared/generator/script-style";
import { openerRepetition } from "../../src/server/script-writer/opener-repetition";
import { measureScripts, type ScriptMeasures } from "../../src/server/script-writer/script-measures";

/**
 * Issue 25: the built-in writer's script measures per language on the corpus pages in the
 * Friendly tone, as one batch (rotation by position): the rules at the standard length, and the
 * length figures at all three lengths, then opener repetition in every tone. Returns whether
 * every figure meets `bench/script-floor.json` (ceilings on rates, floors on shares).
 */
export function reportScriptMeasures(pages: { file: string; facts: ProductFacts }[], floorFile: string): boolean {
  const limits = JSON.parse(readFileSync(floorFile, "utf8")) as Record<string, number>;
  let ok = true;
  console.log("\nscript measures (built-in writer, standard length, friendly, one batch)");
  console.log("lang  foreign-word-rate  exclamations/sentence  opener-repetition  >1-verbatim");
  const measures = LANGUAGE_CODES.map((language) => ({
    language,
    byLength: Object.fromEntries(SCRIPT_LENGTHS.map((l) => [l.id, measureScripts(pages, language, l.id)])) as Record<
      ScriptLength,
      ScriptMeasures
    >,
  }));
  for (const { language, byLength } of measures) {
    const m = byLength.standard;
    console.log(
      `${language.padEnd(5)} ${(m.foreignRate * 100).toFixed(2).padStart(8)} %  ${m.exclamationRate.toFixed(3).padStart(12)}  ${(m.openerRepetition * 100).toFixed(1).padStart(14)} %  ${String(m.overVerbatim).padStart(6)}`,
    );
    const checks: [string, boolean][] = [
      ["foreignRate", m.foreignRate <= (limits.maxForeignRate ?? 0)],
      ["exclamationRate", m.exclamationRate <= (limits.maxExclamationRate ?? 1 / 3)],
      ["overExclaimed", m.overExclaimed === 0],
      ["openerRepetition", m.openerRepetition <= (limits.maxOpenerRepetition ?? 0)],
      ["lengthError", m.lengthError <= (limits.maxLengthError ?? 1)],
      ["overVerbatim", m.overVerbatim <= (limits.maxOverVerbatim ?? 0)],
      ["withinWhereFilled", m.withinWhereFilled >= (limits.minWithinWhereFilled ?? 0)],
      ["longWithinWhereFilled", byLength.long.withinWhereFilled >= (limits.minWithinWhereFilled ?? 0)],
    ];
    for (const [name, pass] of checks) {
      if (!pass) {
        ok = false;
        console.log(`FAIL ${language} ${name}`);
      }
    }
  }
  // Length per target (decision 131): the estimate's error over every page, the share within
  // ±20 %, the share of pages whose facts cannot fill the target (all the writer could say
  // reads under 80 % of it), and the share within ±20 % among the pages that can.
  console.log("\nscript length (estimate; friendly; error = mean |estimate − target| / target)");
  console.log(
    `lang  ${SCRIPT_LENGTHS.map((l) => `${`${l.id} ~${l.seconds}s`.padEnd(11)} error  within  can't-fill  within-where-filled`).join("  |  ")}`,
  );
  for (const { language, byLength } of measures) {
    const cells = SCRIPT_LENGTHS.map(({ id }) => {
      const m = byLength[id];
      const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);
      return `${"".padEnd(11)}${pct(m.lengthError)} ${pct(m.withinTwentyPercent)}  ${pct(m.cannotFill)}     ${pct(m.withinWhereFilled)}`;
    });
    console.log(`${language.padEnd(5)} ${cells.join("  |  ")}`);
  }
  // A seller's usual case: the page in the script's language (preselected when a link is pasted).
  console.log("\nscript length on pages in the script's own language (standard ~30s; pages, within ±20 %, can't fill)");
  for (const { language, byLength } of measures) {
    const own = byLength.standard.ownLanguage;
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);
    console.log(
      `${language.padEnd(5)} ${String(own.scripts).padStart(3)} pages ${own.scripts > 0 ? `${pct(own.withinTwentyPercent)}  ${pct(own.cannotFill)}` : "      —        —"}`,
    );
  }
  return reportOpenerRepetition(pages, limits.maxOpenerRepetition ?? 0) && ok;
}

/**
 * Opener repetition per tone (decision 133): every tone preset, not only Friendly, as one batch
 * of the corpus pages at the default creativity and at creativity 0 (the calm wordings only).
 */
function reportOpenerRepetition(pages: { file: string; facts: ProductFacts }[], ceiling: number): boolean {
  let ok = true;
  console.log("\nopener repetition per tone (one batch; windows of ten with two alike openings; creativity 0.7 / 0)");
  console.log(`lang  ${SCRIPT_TONE_IDS.map((tone) => tone.padStart(20)).join("")}`);
  for (const language of LANGUAGE_CODES) {
    const cells = SCRIPT_TONE_IDS.map((tone) => {
      const [lively, plain] = [0.7, 0].map((creativity) => openerRepetition(pages, language, tone, creativity));
      if (lively!.repetition > ceiling || plain!.repetition > ceiling) {
        ok = false;
        console.log(`FAIL ${language} ${tone} openerRepetition`);
      }
      return `${(lively!.repetition * 100).toFixed(1)} % / ${(plain!.repetition * 100).toFixed(1)} %`.padStart(20);
    });
    console.log(`${language.padEnd(5)} ${cells.join("")}`);
  }
  return ok;
}
