import type { PronunciationRule } from "../apply-pronunciations";
import type { MasteredMp3 } from "../../../audio/mastering/master-audio";
import { MP3_SAMPLE_RATE } from "../../../audio/mp3/mp3-encoder";
import type { RenderedPart } from "../speech-cues";
import { abortError, SpeechUnavailableError, type SpeechResult } from "../speech-provider";
import { createFairSteps, type FairSteps } from "../../../speech-queue/fair-steps";
import { cuesAfterJoins, masterInParallel } from "./parallel-master";
import { assemblePreparedSpeech, planSpeechSentences } from "./speech-plan";
import { defaultWorkerUrl, SpeechWorkerHandle } from "./worker-handle";
import type { RenderRequest } from "./worker-protocol";

export type SpeechWorkerPoolOptions = {
  /**
   * Worker threads that load espeak-ng; default 1. With 2, two sentences render at once (one
   * seller's, or two sellers'), at the cost of a second espeak-ng instance (~120 MB).
   */
  workers?: number;
  /**
   * Threads in all, those beyond `workers` only mastering and encoding; default 2 (at least
   * `workers`). Encode-only threads never load espeak-ng: a few MB each (decision 035). A
   * script's mastered audio is encoded in this many parts, cut at quiet spots.
   */
  encoders?: number;
  /** Steps one seller runs at once (decision 104); default: all threads but one, at least 1. */
  perSellerSteps?: number;
  /** Where speech-worker lives; by default beside this module (see defaultWorkerUrl). */
  workerUrl?: URL;
  /**
   * A call whose steps have run this long in all (waits for other sellers' steps not counted)
   * fails as "unavailable": the thread running it is replaced (a hung engine) and its remaining
   * steps are dropped.
   */
  jobTimeoutMs?: number;
};

export type SpeechJob = Omit<RenderRequest, "jobId" | "chunks" | "pauseAfter"> & {
  text: string;
  pronunciations?: PronunciationRule[];
  /** Whose audio this is: steps are shared between sellers by it (decision 103). */
  sellerId?: string;
};
type Hooks = { onProgress?: (done: number, total: number) => void; signal?: AbortSignal };

type Pending = {
  job: SpeechJob;
  jobId: number;
  hooks: Hooks;
  settled: boolean;
  /** Aborted when the call settles early (abort, timeout, a failed step): its waiting steps leave. */
  stop: AbortController;
  /** Milliseconds its steps have run so far (the engine time the timeout counts). */
  used: number;
  resolve: (result: SpeechResult) => void;
  reject: (err: unknown) => void;
  onAbort: () => void;
};

const DEFAULT_JOB_TIMEOUT_MS = 120_000;
const DEFAULT_ENCODERS = 2;
/** Sentences made speakable per step: ~10 ms each with a large dictionary, so a step stays short. */
const PREPARE_STEP_SENTENCES = 4;
/**
 * Mastering or encoding more audio than this (seconds) is a long step (~1 s per minute of
 * audio on a loaded 2-vCPU VM): it waits for an encode-only thread rather than take one that
 * renders sentences, so other sellers' sentences keep a thread (decision 104).
 */
const LONG_STEP_SECONDS = 30;
const NO_SELLER = "";
const shutDown = () => new Error("The speech engine has been shut down.");

/** One second of a quiet tone at the MP3 rate. */
function warmUpTone(): Float32Array {
  const tone = new Float32Array(MP3_SAMPLE_RATE);
  for (let n = 0; n < tone.length; n += 1) tone[n] = 0.2 * Math.sin((2 * Math.PI * 220 * n) / MP3_SAMPLE_RATE);
  return tone;
}

/**
 * A small, reused set of speech worker threads shared by calls step by step (issue 26,
 * decisions 103 and 141): a call's sentences are made speakable a few at a time and rendered
 * one at a time on the espeak threads (worker 0 prepares, so only it loads the Japanese
 * dictionary), then its PCM is joined, mastered and encoded in parts (parallel-master.ts).
 * Every step goes through a fair scheduler: a free thread goes to the seller whose steps have
 * used the least engine time, so a short script waits for the step of a long one already
 * running, not for all of it. A call's audio is the same bytes whatever ran beside it.
 */
export class SpeechWorkerPool {
  /** The espeak threads, then encode-only ones. */
  private readonly threads: SpeechWorkerHandle[];
  private readonly workers: number;
  private readonly steps: FairSteps;
  private readonly cancel = new Int32Array(new SharedArrayBuffer(4));
  private readonly jobs = new Set<Pending>();
  private nextJobId = 1;
  private closed = false;

  constructor(private readonly options: SpeechWorkerPoolOptions = {}) {
    this.workers = Math.max(1, Math.floor(options.workers ?? 1));
    const count = Math.max(this.workers, Math.floor(options.encoders ?? DEFAULT_ENCODERS));
    const url = options.workerUrl ?? defaultWorkerUrl();
    this.threads = Array.from({ length: count }, () => new SpeechWorkerHandle(url, { cancel: this.cancel.buffer }));
    this.steps = createFairSteps({
      lanes: count,
      perSellerInFlight: Math.max(1, Math.floor(options.perSellerSteps ?? count - 1)),
    });
  }

  run(job: SpeechJob, hooks: Hooks = {}): Promise<SpeechResult> {
    if (this.closed) return Promise.reject(shutDown());
    if (hooks.signal?.aborted) return Promise.reject(abortError(hooks.signal));
    return new Promise<SpeechResult>((resolve, reject) => {
      const pending: Pending = {
        job,
        jobId: this.nextJobId++,
        hooks,
        settled: false,
        stop: new AbortController(),
        used: 0,
        resolve,
        reject,
        onAbort: () => this.fail(pending, abortError(hooks.signal)),
      };
      hooks.signal?.addEventListener("abort", pending.onAbort, { once: true });
      this.jobs.add(pending);
      this.execute(pending).then(
        (result) => this.settle(pending, undefined, result),
        (err: unknown) => this.fail(pending, err),
      );
    });
  }

  /**
   * Masters and encodes PCM on worker 0 without loading espeak-ng: the remote engines' answers
   * go through the same step (their providers call this; no espeak call shares their pool).
   */
  master(pcm: Int16Array, sampleRate: number): Promise<MasteredMp3> {
    if (this.closed) return Promise.reject(shutDown());
    return this.threads[0]!.request<MasteredMp3>({ type: "master", pcm, sampleRate });
  }

  /** Starts the workers and loads espeak-ng now, so the first seller doesn't wait for it. */
  async warmUp(): Promise<void> {
    if (this.closed) throw shutDown();
    await Promise.all(
      this.threads.map((handle, index) =>
        index < this.workers
          ? handle.request({ type: "warm-up" })
          : // Encode-only threads load LAME and get V8 compiling the encoder on a second of tone.
            handle.request({ type: "encode", samples: warmUpTone() }),
      ),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of [...this.jobs]) this.fail(pending, shutDown());
    await Promise.all(this.threads.map((handle) => handle.terminate(shutDown())));
  }

  /** One request of a call, run when the scheduler gives the call's seller one of `lanes`. */
  private step<T>(pending: Pending, lanes: readonly number[], work: (handle: SpeechWorkerHandle) => Promise<T>) {
    if (pending.settled) return Promise.reject(abortError(pending.hooks.signal));
    return this.steps.run(
      pending.job.sellerId ?? NO_SELLER,
      lanes,
      (lane) => this.watched(pending, this.threads[lane]!, work),
      pending.stop.signal,
    );
  }

  /**
   * Runs a step against the call's engine-time budget: a call over it (a hung engine, or a
   * script far slower than any allowed) fails as unavailable, and the thread is replaced.
   */
  private async watched<T>(
    pending: Pending,
    handle: SpeechWorkerHandle,
    work: (handle: SpeechWorkerHandle) => Promise<T>,
  ) {
    const budget = (this.options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS) - pending.used;
    const started = performance.now();
    const watchdog = setTimeout(
      () => {
        this.fail(pending, new SpeechUnavailableError("the speech engine timed out"));
        void handle.terminate(new Error("Speech job timed out"));
      },
      Math.max(0, budget),
    );
    try {
      return await work(handle);
    } finally {
      clearTimeout(watchdog);
      pending.used += performance.now() - started;
    }
  }

  private async execute(pending: Pending): Promise<SpeechResult> {
    const { job, jobId, hooks } = pending;
    const plan = planSpeechSentences(job.text);
    const groups: string[][] = [];
    for (let at = 0; at < plan.length; at += PREPARE_STEP_SENTENCES) {
      groups.push(plan.slice(at, at + PREPARE_STEP_SENTENCES).map((sentence) => sentence.shown));
    }
    const spokenGroups = await Promise.all(
      groups.map((sentences) =>
        this.step(pending, [0], (handle) =>
          handle.request<string[]>({
            type: "prepare",
            sentences,
            language: job.language,
            pronunciations: job.pronunciations,
          }),
        ),
      ),
    );
    const prepared = assemblePreparedSpeech(plan, spokenGroups.flat());
    const chunks = prepared.spoken;
    if (chunks.length === 0) throw new Error("There is no text to speak.");
    let done = 0;
    const onChunk = () => {
      done += 1;
      if (!pending.settled) hooks.onProgress?.(done, chunks.length);
    };
    const engines = Array.from({ length: this.workers }, (_, lane) => lane);
    // One sentence a step: the unit another seller's sentence may run between.
    const parts = await Promise.all(
      chunks.map((chunk, index) =>
        this.step(pending, engines, (handle) =>
          handle.request<RenderedPart>(
            {
              type: "render",
              jobId,
              chunks: [chunk],
              pauseAfter: [prepared.pauseAfter[index] ?? false],
              language: job.language,
              voice: job.voice,
              speed: job.speed,
            },
            onChunk,
          ),
        ),
      ),
    );
    const all = this.threads.map((_, lane) => lane);
    const encodeOnly = all.slice(this.workers);
    // Encode-only threads first; a long step waits for one of them when there are any.
    const preferred = [...encodeOnly, ...engines];
    const { audio, trimmedStart, shifts } = await masterInParallel(parts, this.threads.length, (samples, work) =>
      this.step(
        pending,
        encodeOnly.length > 0 && samples > LONG_STEP_SECONDS * MP3_SAMPLE_RATE ? encodeOnly : preferred,
        work,
      ),
    );
    const cues = cuesAfterJoins(prepared.shown, parts, { audio, trimmedStart, shifts });
    return { audio, cues };
  }

  /** Settles the call with `err` and drops its remaining steps; a running render stops at its next chunk. */
  private fail(pending: Pending, err: unknown): void {
    if (pending.settled) return;
    Atomics.store(this.cancel, 0, pending.jobId);
    this.settle(pending, err);
    pending.stop.abort(err);
  }

  private settle(pending: Pending, err: unknown, result?: SpeechResult): void {
    if (pending.settled) return;
    pending.settled = true;
    this.jobs.delete(pending);
    pending.hooks.signal?.removeEventListener("abort", pending.onAbort);
    if (result) pending.resolve(result);
    else pending.reject(err);
  }
}
