import type { LanguageCode } from "../../../shared/catalog/languages";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import type { ScriptLength, ScriptTone } from "../../../shared/generator/script-style";
import { ScriptWriterFailed } from "../../lib/domain-errors";
import {
  ScriptWriterError,
  type ScriptWriter,
  type ScriptWriterErrorCode,
} from "../../script-writer/script-writer-provider";
import { randomUUID } from "node:crypto";

/** Writer failures another attempt may get past: the service was slow, busy, away or said nothing. */
const RETRYABLE_WRITER_FAILURES: readonly ScriptWriterErrorCode[] = [
  "timeout",
  "unavailable",
  "network",
  "rate_limited",
  "empty",
];

export type WriteScriptOptions = {
  writer: ScriptWriter;
  facts: ProductFacts;
  details?: string | undefined;
  language: LanguageCode;
  creativity: number;
  length?: ScriptLength | undefined;
  tone?: ScriptTone | undefined;
  /** A batch item's place in its batch: consecutive items open and close differently (decision 106). */
  rotation?: { key: string; position: number } | undefined;
  signal?: AbortSignal;
};

/**
 * Step two of production: the script writer (built-in or OpenAI-compatible) writes from the facts
 * and the seller's details. A writer failure becomes a ScriptWriterFailed (`writer_<reason>`).
 */
export async function writeScript(options: WriteScriptOptions): Promise<string> {
  try {
    return await options.writer.write({
      facts: options.facts,
      ...(options.details !== undefined ? { details: options.details } : {}),
      language: options.language,
      creativity: options.creativity,
      ...(options.length ? { length: options.length } : {}),
      ...(options.tone ? { tone: options.tone } : {}),
      ...(options.rotation ? { rotation: options.rotation } : {}),
      // A fresh seed per request: writing again at the same creativity may give another variant.
      seed: randomUUID(),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (!(error instanceof ScriptWriterError)) throw error;
    throw new ScriptWriterFailed(error.code, error.message, {
      retryable: RETRYABLE_WRITER_FAILURES.includes(error.code),
      cause: error,
    });
  }
}
