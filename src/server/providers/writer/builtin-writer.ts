import { composeScript } from "./builtin/compose-script";
import { gatherContent, type ScriptContent } from "./builtin/gather-content";
import { creativityStep } from "./builtin/seeded-choice";
import { ScriptWriterError, type ScriptWriter, type ScriptWriterInput } from "./script-writer-provider";

/**
 * The embedded default: composes a spoken script from the extracted facts and the seller's
 * details without any external service. Deterministic, so a seller who regenerates with the
 * same input and creativity gets the same script back.
 */
export function createBuiltinScriptWriter(): ScriptWriter {
  return {
    name: "builtin",
    write(input: ScriptWriterInput): Promise<string> {
      // Runs synchronously in well under a millisecond; the signal only matters if already aborted.
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
  const { language, creativity } = input;
  const content = gatherContent(input.facts ?? {}, input.details, language);
  if (!hasSomethingToSay(content)) throw new ScriptWriterError("not_enough_information");
  const seed = `${JSON.stringify(content)}|${language}|${creativityStep(creativity)}`;
  return composeScript(content, language, creativity, seed);
}

/** A price or availability alone is not a script; something must say what the product is. */
function hasSomethingToSay(content: ScriptContent): boolean {
  return Boolean(
    content.name ||
    content.brand ||
    content.description.length ||
    content.listItems.length ||
    content.featureSentences.length ||
    content.detailSentences.length,
  );
}
