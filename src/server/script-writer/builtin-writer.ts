import { composeScript } from "./builtin/compose-script";
import { gatherContent, type ScriptContent } from "./builtin/gather-content";
import { creativityStep, hashString } from "./builtin/seeded-choice";
import { readDetails } from "./details/read-details";
import { ScriptWriterError, type ScriptWriter, type ScriptWriterInput } from "./script-writer-provider";
import { scriptSettings } from "./script-settings";

/**
 * The embedded default: composes a spoken script from the extracted facts and the seller's
 * details without any external service. With the same input and seed it writes the same script;
 * the service passes a fresh seed per request, so regenerating may give another variant.
 */
export function createBuiltinScriptWriter(): ScriptWriter {
  return {
    name: "builtin",
    write(input: ScriptWriterInput): Promise<string> {
      // Runs synchronously in about a millisecond; the signal only matters if already aborted.
      try {
        if (input.signal?.aborted) throw new ScriptWriterError("aborted");
        return Promise.resolve(writeBuiltinScript(input));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

export function writeBuiltinScript(input: Omit<ScriptWriterInput, "signal">): string {
  return write(input, false);
}

/**
 * The script the writer would write with no length target: everything the page and the details
 * give it to say in the target language. Its spoken length tells whether a page has the facts
 * to fill a target at all (`bench:extract`, the length tests; decision 131).
 */
export function writeUnboundedScript(input: Omit<ScriptWriterInput, "signal">): string {
  return write(input, true);
}

function write(input: Omit<ScriptWriterInput, "signal">, unbounded: boolean): string {
  const { language, creativity } = input;
  const details = readDetails(input.details);
  const content = gatherContent(input.facts ?? {}, details, language);
  if (!hasSomethingToSay(content)) throw new ScriptWriterError("not_enough_information");
  const settings = scriptSettings(input, details);
  const seed = input.seed ?? String(hashString(`${JSON.stringify(content)}|${language}|${creativityStep(creativity)}`));
  const seconds = unbounded ? Number.POSITIVE_INFINITY : settings.seconds;
  return composeScript(content, { language, creativity, ...settings, seconds, seed, rotation: input.rotation });
}

/** A price or availability alone is not a script; something must say what the product is. */
function hasSomethingToSay(content: ScriptContent): boolean {
  return Boolean(
    content.name ||
    content.brand ||
    content.description.length ||
    content.listItems.length ||
    content.featureSentences.length ||
    content.detailSentences.length ||
    content.mentions.length ||
    content.facts.some((fact) => fact.kind !== "freeShipping"),
  );
}
