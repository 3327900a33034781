import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { rewriteMessages, unsupportedSentences, type RewriteMessage } from "./claim-rewrite";
import { cleanModelScript } from "./model-output";
import { buildScriptPrompt, collectPromptFacts, promptDetails } from "./prompt";
import { ScriptWriterError, type ScriptWriter, type ScriptWriterInput } from "./script-writer-provider";

export type OpenAiScriptWriterOptions = {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), a vLLM or llama.cpp server. */
  baseURL: string;
  /** Optional because local servers (Ollama, llama.cpp) accept any key. */
  apiKey?: string;
  model: string;
  /** Upper bound on the whole call, retries included: the seller is waiting on it. */
  timeoutMs: number;
  /** One retry rides out a dropped connection or a brief 429/5xx without doubling a long wait. */
  maxRetries?: number;
};

/** Local servers ignore the key, but the SDK refuses to start without one. */
const KEYLESS_PLACEHOLDER = "not-needed";

/** Writes scripts with any OpenAI-compatible chat completions endpoint. */
export function createOpenAiScriptWriter(options: OpenAiScriptWriterOptions): ScriptWriter {
  // Every option is passed explicitly: left undefined, the SDK would read OPENAI_* variables,
  // and only the config module may read the environment.
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey || KEYLESS_PLACEHOLDER,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 1,
    // Failures reach the caller as ScriptWriterError, which the service logs once, with context.
    logLevel: "off",
  });

  return {
    name: "openai",
    async write(input: ScriptWriterInput): Promise<string> {
      if (collectPromptFacts(input).length === 0 && !promptDetails(input.details)) {
        throw new ScriptWriterError("not_enough_information");
      }
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const signal = input.signal ? AbortSignal.any([input.signal, deadline]) : deadline;
      const complete = async (messages: RewriteMessage[]) => {
        const request = client.chat.completions.create(
          { model: options.model, messages, temperature: clampTemperature(input.creativity) },
          { signal },
        );
        // The SDK sleeps between retries without watching the signal; the race keeps the bound firm.
        const completion = await untilAborted(request, signal);
        return cleanModelScript(completion.choices[0]?.message?.content ?? "", input.language);
      };
      const prompt = buildScriptPrompt(input);
      let script: string;
      try {
        script = await complete(prompt);
        if (!script) throw new ScriptWriterError("empty");
      } catch (error) {
        throw toScriptWriterError(error, { callerAborted: input.signal?.aborted === true, timedOut: deadline.aborted });
      }
      // Checked against the facts it was given; unsupported sentences get ONE rewrite naming them
      // (issue 24). Whatever comes back goes on and is checked again when the draft is stored; a
      // rewrite that fails or comes back empty leaves the first script.
      const unsupported = unsupportedSentences(script, input);
      if (unsupported.length === 0 || input.signal?.aborted) return script;
      try {
        return (await complete(rewriteMessages(prompt, script, unsupported))) || script;
      } catch {
        return script;
      }
    },
  };
}

/** Maps whatever the SDK or network threw to the error the seller sees; the original stays as cause. */
export function toScriptWriterError(
  error: unknown,
  state: { callerAborted: boolean; timedOut: boolean },
): ScriptWriterError {
  if (error instanceof ScriptWriterError) return error;
  if (state.callerAborted) return new ScriptWriterError("aborted", { cause: error });
  if (state.timedOut || error instanceof APIConnectionTimeoutError)
    return new ScriptWriterError("timeout", { cause: error });
  if (error instanceof APIUserAbortError) return new ScriptWriterError("aborted", { cause: error });
  if (error instanceof APIConnectionError) return new ScriptWriterError("network", { cause: error });
  if (error instanceof APIError && typeof error.status === "number") {
    const status = error.status;
    const options = { status, cause: error };
    if (status === 401 || status === 403) return new ScriptWriterError("unauthorized", options);
    // OpenAI answers 429 for an exhausted quota too; waiting a moment will not fix that.
    if (status === 429)
      return new ScriptWriterError(error.code === "insufficient_quota" ? "unavailable" : "rate_limited", options);
    if (status === 408) return new ScriptWriterError("timeout", options);
    if (status >= 500) return new ScriptWriterError("unavailable", options);
    return new ScriptWriterError("rejected", options);
  }
  return new ScriptWriterError("unavailable", { cause: error });
}

/** Creativity is the temperature (spec section 9), kept inside the slider's range. */
function clampTemperature(creativity: number): number {
  if (!Number.isFinite(creativity)) return 0.7;
  return Math.min(1, Math.max(0, creativity));
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

function untilAborted<T>(promise: PromiseLike<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(asError(signal.reason));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(asError(error));
      },
    );
  });
}
