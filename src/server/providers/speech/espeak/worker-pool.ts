import type { PronunciationRule } from "../apply-pronunciations";
import {
  LIMITER_CEILING_DBTP,
  loweredCeiling,
  MAX_ENCODES,
  peakAccepted,
  type CheckedMp3,
  type MasteredMp3,
  type MasteredPcm,
} from "../../../audio/mastering/master-audio";
import { silenceCuts } from "../../../audio/mastering/split-at-silence";
import { MP3_SAMPLE_RATE } from "../../../audio/mp3/mp3-encoder";
import { joinMp3, mp3Duration } from "../../../audio/mp3/mp3-frames";
import { cuesFromRenderedParts, type RenderedPart } from "../speech-cues";
import { abortError, SpeechUnavailableError, type SpeechResult } from "../speech-provider";
import { defaultWorkerUrl, SpeechWorkerHandle } from "./worker-handle";
import { joinPcm } from "../../../audio/mp3/join-pcm";
import type { PreparedSpeech, RenderRequest } from "./worker-protocol";

export type SpeechWorkerPoolOptions = {
  /**
   * Worker threads sharing one job; default 1. With 2, the script's halves render in
   * parallel (bench/tts.ts on the shared 2-vCPU dev VM: ~10% faster wall time for ~30%
   * more CPU; more with truly idle cores), at the cost of a second espeak-ng instance
   * (~120 MB) and of both cores during a job.
   */
  workers?: number;
  /**
   * Threads that encode a job's mastered audio in parallel, cut at quiet spots; default 2
   * (at least `workers`). Those beyond `workers` only encode: they never load espeak-ng, so
   * they cost a few MB, not a second engine (decision 035).
   */
  encoders?: number;
  /** Where speech-worker lives; by default beside this module (see defaultWorkerUrl). */
  workerUrl?: URL;
  /** A job running longer than this is treated as a hung engine: the workers are replaced. */
  jobTimeoutMs?: number;
};

export type SpeechJob = Omit<RenderRequest, "jobId" | "chunks" | "pauseAfter"> & {
  text: string;
  pronunciations?: PronunciationRule[];
};
type Hooks = { onProgress?: (done: number, total: number) => void; signal?: AbortSignal };

type Pending = {
  job: SpeechJob;
  jobId: number;
  hooks: Hooks;
  settled: boolean;
  resolve: (result: SpeechResult) => void;
  reject: (err: unknown) => void;
  onAbort: () => void;
};

const DEFAULT_JOB_TIMEOUT_MS = 120_000;
const shutDown = () => new Error("The speech engine has been shut down.");

/** Splits chunks into at most `parts` contiguous runs of about equal text length. */
export function partitionChunks(chunks: readonly string[], parts: number): string[][] {
  const count = Math.max(1, Math.min(parts, chunks.length));
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const groups: string[][] = [[]];
  let seen = 0;
  chunks.forEach((chunk, index) => {
    const current = groups[groups.length - 1] ?? [];
    const remainingChunks = chunks.length - index;
    const remainingGroups = count - groups.length;
    const pastShare = seen >= (total * groups.length) / count;
    if (current.length > 0 && remainingGroups > 0 && (pastShare || remainingChunks === remainingGroups)) {
      groups.push([chunk]);
    } else {
      current.push(chunk);
    }
    seen += chunk.length;
  });
  return groups;
}

const DEFAULT_ENCODERS = 2;

/** One second of a quiet tone at the MP3 rate. */
function warmUpTone(): Float32Array {
  const tone = new Float32Array(MP3_SAMPLE_RATE);
  for (let n = 0; n < tone.length; n += 1) tone[n] = 0.2 * Math.sin((2 * Math.PI * 220 * n) / MP3_SAMPLE_RATE);
  return tone;
}

/**
 * A small, reused set of speech worker threads with a FIFO queue of jobs. One job at a
 * time: worker 0 prepares the text (so only it loads the Japanese dictionary), then the
 * chunks are rendered in parallel, one contiguous part per worker, worker 0 masters the
 * joined PCM (loudness, true peak, silence), and the workers encode it in parallel, cut at
 * quiet spots (masterInParallel).
 */
export class SpeechWorkerPool {
  private readonly handles: SpeechWorkerHandle[];
  /** The render workers, then encode-only ones. */
  private readonly encoders: SpeechWorkerHandle[];
  private readonly cancel = new Int32Array(new SharedArrayBuffer(4));
  private readonly queue: Pending[] = [];
  private busy = false;
  private nextJobId = 1;
  private closed = false;

  constructor(private readonly options: SpeechWorkerPoolOptions = {}) {
    const count = Math.max(1, Math.floor(options.workers ?? 1));
    const url = options.workerUrl ?? defaultWorkerUrl();
    this.handles = Array.from({ length: count }, () => new SpeechWorkerHandle(url, { cancel: this.cancel.buffer }));
    const extra = Math.max(0, Math.floor(options.encoders ?? DEFAULT_ENCODERS) - count);
    this.encoders = [
      ...this.handles,
      ...Array.from({ length: extra }, () => new SpeechWorkerHandle(url, { cancel: this.cancel.buffer })),
    ];
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
        resolve,
        reject,
        onAbort: () => this.abort(pending),
      };
      hooks.signal?.addEventListener("abort", pending.onAbort, { once: true });
      this.queue.push(pending);
      void this.pump();
    });
  }

  /**
   * Masters and encodes PCM on worker 0 without loading espeak-ng: the remote engines' answers
   * go through the same step (their providers call this). Outside the job queue: a worker
   * answers in order, and mastering is short.
   */
  master(pcm: Int16Array, sampleRate: number): Promise<MasteredMp3> {
    if (this.closed) return Promise.reject(shutDown());
    const [first] = this.handles;
    if (!first) return Promise.reject(new Error("No speech worker"));
    return first.request<MasteredMp3>({ type: "master", pcm, sampleRate });
  }

  /** Starts the workers and loads espeak-ng now, so the first seller doesn't wait for it. */
  async warmUp(): Promise<void> {
    if (this.closed) throw shutDown();
    await Promise.all([
      ...this.handles.map((handle) => handle.request({ type: "warm-up" })),
      // Encode-only threads load LAME and get V8 compiling the encoder on a second of tone.
      ...this.encoders
        .slice(this.handles.length)
        .map((handle) => handle.request({ type: "encode", samples: warmUpTone() })),
    ]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) this.settle(pending, shutDown());
    await Promise.all(this.encoders.map((handle) => handle.terminate(shutDown())));
  }

  private async pump(): Promise<void> {
    if (this.busy || this.closed) return;
    const pending = this.queue.shift();
    if (!pending) return;
    this.busy = true;
    const timeout = setTimeout(() => this.onTimeout(pending), this.options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS);
    try {
      const result = await this.execute(pending);
      this.settle(pending, undefined, result);
    } catch (err) {
      this.settle(pending, err);
    } finally {
      clearTimeout(timeout);
      Atomics.store(this.cancel, 0, 0);
      this.busy = false;
      void this.pump();
    }
  }

  private async execute(pending: Pending): Promise<SpeechResult> {
    const { job, jobId, hooks } = pending;
    const [first] = this.handles;
    if (!first) throw new Error("No speech worker");
    const prepared = await first.request<PreparedSpeech>({
      type: "prepare",
      text: job.text,
      language: job.language,
      pronunciations: job.pronunciations,
    });
    const chunks = prepared.spoken;
    if (chunks.length === 0) throw new Error("There is no text to speak.");
    if (pending.settled) throw abortError(hooks.signal);
    let done = 0;
    const onChunk = () => {
      done += 1;
      if (!pending.settled) hooks.onProgress?.(done, chunks.length);
    };
    let from = 0;
    const renders = partitionChunks(chunks, this.handles.length).map((part, index) => {
      const pauseAfter = prepared.pauseAfter.slice(from, from + part.length);
      from += part.length;
      return (
        (this.handles[index] ?? first)
          .request<RenderedPart>(
            {
              type: "render",
              jobId,
              chunks: part,
              pauseAfter,
              language: job.language,
              voice: job.voice,
              speed: job.speed,
            },
            onChunk,
          )
          // One part failing stops the others at their next chunk.
          .catch((err: unknown) => {
            Atomics.store(this.cancel, 0, jobId);
            throw err;
          })
      );
    });
    // Wait for every part to stop before the next job may use the workers.
    const results = await Promise.allSettled(renders);
    const failure = results.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
    const parts = results.map((result) => (result as PromiseFulfilledResult<RenderedPart>).value);
    if (pending.settled) throw abortError(hooks.signal);
    const { audio, trimmedStart, shifts } = await this.masterInParallel(parts);
    // One part with every chunk's count; the chunk a join falls in is longer by the silence
    // the join adds (the encoder's delay and padding), so later cues move with the audio.
    const counts = parts.flatMap((part) => part.samples);
    const merged: RenderedPart = { pcm: new Int16Array(0), samples: counts };
    const indices = shifts.map(({ at }) => {
      let end = 0;
      const index = counts.findIndex((count) => (end += count) > at + trimmedStart);
      return index < 0 ? counts.length - 1 : index;
    });
    shifts.forEach(({ samples }, n) => (counts[indices[n]!]! += samples));
    const cues = cuesFromRenderedParts(
      prepared.shown,
      [merged],
      MP3_SAMPLE_RATE,
      mp3Duration(audio),
      trimmedStart / MP3_SAMPLE_RATE,
    );
    return { audio, cues };
  }

  /**
   * Worker 0 masters the joined PCM; the result is cut at quiet spots near sentence starts
   * into one part per worker, each encoded (and its decoded peak checked) by its own worker,
   * and the MP3 frames joined (split-at-silence.ts). A part over the limit masters the whole
   * again with a lower ceiling, as masterToMp3 does.
   */
  private async masterInParallel(
    parts: readonly RenderedPart[],
  ): Promise<{ audio: Uint8Array; trimmedStart: number; shifts: Array<{ at: number; samples: number }> }> {
    const first = this.handles[0]!;
    const pcm = joinPcm(parts.map((part) => part.pcm));
    const starts: number[] = [];
    let offset = 0;
    for (const count of parts.flatMap((part) => part.samples)) {
      offset += count;
      starts.push(offset);
    }
    let ceilingDb = LIMITER_CEILING_DBTP;
    for (let attempt = 1; ; attempt += 1) {
      const mastered = await first.request<MasteredPcm>({
        type: "master-pcm",
        pcm,
        sampleRate: MP3_SAMPLE_RATE,
        ceilingDb,
      });
      const { samples, trimmedStart } = mastered;
      const cuts = Number.isFinite(mastered.outputLufs)
        ? silenceCuts(
            samples,
            starts.map((start) => start - trimmedStart),
            this.encoders.length,
          )
        : [];
      const bounds = [0, ...cuts, samples.length];
      const encoded = await Promise.all(
        bounds.slice(1).map((end, index) =>
          (this.encoders[index] ?? first).request<CheckedMp3>({
            type: "encode",
            samples: samples.slice(bounds[index], end),
          }),
        ),
      );
      const peakDb = Math.max(...encoded.map((part) => part.peakDb));
      if (attempt >= MAX_ENCODES || !Number.isFinite(mastered.outputLufs) || peakAccepted(peakDb)) {
        // The silence each join adds: the part before it plays longer than its samples.
        const shifts = cuts.map((at, index) => ({
          at,
          samples: Math.round(mp3Duration(encoded[index]!.mp3) * MP3_SAMPLE_RATE) - (at - bounds[index]!),
        }));
        return { audio: joinMp3(encoded.map((part) => part.mp3)), trimmedStart, shifts };
      }
      ceilingDb = loweredCeiling(ceilingDb, peakDb);
    }
  }

  private onTimeout(pending: Pending): void {
    this.settle(pending, new SpeechUnavailableError("the speech engine timed out"));
    // A hung engine is replaced: terminating fails the running requests, which ends the job.
    for (const handle of this.encoders) void handle.terminate(new Error("Speech job timed out"));
  }

  private abort(pending: Pending): void {
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) this.queue.splice(queued, 1);
    // A running job stops at its next chunk; the caller hears at once, the next job
    // starts once the workers have actually stopped.
    else Atomics.store(this.cancel, 0, pending.jobId);
    this.settle(pending, abortError(pending.hooks.signal));
  }

  private settle(pending: Pending, err: unknown, result?: SpeechResult): void {
    if (pending.settled) return;
    pending.settled = true;
    pending.hooks.signal?.removeEventListener("abort", pending.onAbort);
    if (result) pending.resolve(result);
    else pending.reject(err);
  }
}
