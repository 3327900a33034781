import type { LanguageCode } from "../../shared/catalog/languages";
import type { ProductFacts } from "../../shared/generator/product-facts";
import type { ScriptLength, ScriptTone } from "../../shared/generator/script-style";
import { SCRIPT_WRITER_MESSAGES as WRITER_TEXTS } from "../../shared/generator/script-writer-messages";

export type ScriptWriterInput = {
  /** What the extractor learned from the product page; empty when only details were given. */
  facts: ProductFacts;
  /** The seller's free-text "Product Details & Requirements". */
  details?: string;
  language: LanguageCode;
  /** Creativity slider, 0 (plain) to 1 (lively); the LLM writer uses it as temperature. */
  creativity: number;
  /** Length target (short ~15 s, standard ~30 s, long ~60 s); unset means long, as before. */
  length?: ScriptLength;
  /** Tone preset; unset means friendly. The seller's details may ask for another. */
  tone?: ScriptTone;
  /**
   * Varies the wording between two requests with the same input: the service passes a fresh one
   * per request, tests a fixed one. Without it the script depends on the input alone.
   */
  seed?: string;
  /**
   * The script's place in a batch (the batch's id and the item's position): consecutive items
   * get different openers and closers. Without it they follow the seed. Decision 097.
   */
  rotation?: { key: string; position: number };
  signal?: AbortSignal;
};

export type ScriptWriter = {
  readonly name: string;
  write(input: ScriptWriterInput): Promise<string>;
};

export type ScriptWriterErrorCode =
  | "timeout"
  | "aborted"
  | "empty"
  | "not_enough_information"
  | "unauthorized"
  | "rate_limited"
  | "unavailable"
  | "network"
  | "rejected";

/**
 * Messages are shown to the seller as they are, so they explain what happened and what to do,
 * never how: no status codes, stacks or provider JSON (those stay on `cause` for the logs).
 * Written in src/shared so the client translates them (decision 119).
 */
export const SCRIPT_WRITER_MESSAGES: Record<ScriptWriterErrorCode, string> = WRITER_TEXTS;

export class ScriptWriterError extends Error {
  readonly code: ScriptWriterErrorCode;
  /** HTTP status of the provider's answer, when there was one (for logs, not for the seller). */
  readonly status: number | undefined;

  constructor(code: ScriptWriterErrorCode, options: { status?: number; cause?: unknown } = {}) {
    super(SCRIPT_WRITER_MESSAGES[code], { cause: options.cause });
    this.name = "ScriptWriterError";
    this.code = code;
    this.status = options.status;
  }
}
