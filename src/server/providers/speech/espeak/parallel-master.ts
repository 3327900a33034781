import {
  LIMITER_CEILING_DBTP,
  loweredCeiling,
  MAX_ENCODES,
  peakAccepted,
  type CheckedMp3,
} from "../../../audio/mastering/master-audio";
import { MP3_SAMPLE_RATE } from "../../../audio/mp3/mp3-encoder";
import { joinMp3, mp3Duration } from "../../../audio/mp3/mp3-frames";
import { cuesFromRenderedParts, type RenderedPart } from "../speech-cues";
import type { SpeechCue } from "../speech-provider";
import type { SpeechWorkerHandle } from "./worker-handle";
import type { MasteredSplit } from "./worker-protocol";

/** Runs one request on a worker thread when the scheduler gives it one (`samples`: the audio it covers). */
export type RunStep = <T>(samples: number, work: (handle: SpeechWorkerHandle) => Promise<T>) => Promise<T>;

export type MasteredParts = { audio: Uint8Array; trimmedStart: number; shifts: Array<{ at: number; samples: number }> };

/**
 * The rendered PCM is joined and mastered in one step, and cut there at quiet spots near
 * sentence starts into `parts` parts, each encoded (and its decoded peak checked) in a step of
 * its own, and the MP3 frames joined (split-at-silence.ts). A part over the limit masters the
 * whole again with a lower ceiling, as masterToMp3 does. The bytes depend on `parts`, not on
 * which threads ran it. The audio moves between threads by transfer, never copied on the event
 * loop (decision 141): the rendered parts' PCM buffers are handed over (unusable afterwards).
 */
export async function masterInParallel(
  rendered: readonly RenderedPart[],
  parts: number,
  step: RunStep,
): Promise<MasteredParts> {
  const starts: number[] = [];
  let offset = 0;
  for (const count of rendered.flatMap((part) => part.samples)) {
    offset += count;
    starts.push(offset);
  }
  let pieces = rendered.map((part) => part.pcm);
  let ceilingDb = LIMITER_CEILING_DBTP;
  for (let attempt = 1; ; attempt += 1) {
    const sent = pieces;
    const mastered = await step(offset, (handle) =>
      handle.request<MasteredSplit>(
        { type: "master-split", pieces: sent, starts, parts, ceilingDb },
        undefined,
        sent.map((piece) => piece.buffer as ArrayBuffer),
      ),
    );
    pieces = [mastered.pcm];
    const { cuts, trimmedStart } = mastered;
    const encoded = await Promise.all(
      mastered.parts.map((samples) =>
        step(samples.length, (handle) =>
          handle.request<CheckedMp3>({ type: "encode", samples }, undefined, [samples.buffer as ArrayBuffer]),
        ),
      ),
    );
    const peakDb = Math.max(...encoded.map((part) => part.peakDb));
    if (attempt >= MAX_ENCODES || !Number.isFinite(mastered.outputLufs) || peakAccepted(peakDb)) {
      const bounds = [0, ...cuts];
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

/**
 * Each sentence's cue: it starts after the samples of the ones before it, less what mastering
 * trimmed from the start.
 */
export function cuesAfterJoins(
  shown: readonly string[],
  parts: readonly RenderedPart[],
  { audio, trimmedStart, shifts }: MasteredParts,
): SpeechCue[] {
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
  return cuesFromRenderedParts(shown, [merged], MP3_SAMPLE_RATE, mp3Duration(audio), trimmedStart / MP3_SAMPLE_RATE);
}
