import type { Config } from "../config";
import { createBuiltinScriptWriter } from "./builtin-writer";
import { createOpenAiScriptWriter } from "./openai-writer";
import type { ScriptWriter } from "./script-writer-provider";

/** The writer has 30 s to answer before the seller is told to try again. */
const LLM_TIMEOUT_MS = 30_000;

export function createScriptWriter(config: Config): ScriptWriter {
  if (config.LLM_BASE_URL && config.LLM_MODEL) {
    return createOpenAiScriptWriter({
      baseURL: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: LLM_TIMEOUT_MS,
    });
  }
  return createBuiltinScriptWriter();
}
