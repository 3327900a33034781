import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Script } from "node:vm";
import { Mp3Encoder as StockMp3Encoder } from "@breezystack/lamejs";

/** What we publish: mono, 24 kHz (MPEG-2 Layer III), 48 kbit/s CBR: clear speech, ~360 KB a minute. */
export const MP3_SAMPLE_RATE = 24_000;
export const MP3_BITRATE_KBPS = 48;

/**
 * LAME's quality knob. lamejs hard-codes 3 (full noise shaping); 7 is LAME's "fast" mode
 * (`lame -f`): same psychoacoustic model, no noise-shaping search. For speech at 48 kbit/s
 * the difference is hard to hear, and encoding is ~2.5× faster, which is what lets the
 * embedded engine run at >100× real time (bench/tts.ts).
 */
export const LAME_QUALITY = 7;

type Mp3EncoderClass = new (
  channels: number,
  sampleRate: number,
  kbps: number,
) => {
  encodeBuffer(left: Int16Array): Int8Array | Uint8Array;
  flush(): Int8Array | Uint8Array;
};

/** The exact assignment in @breezystack/lamejs 1.2.7's bundled Mp3Encoder constructor. */
const QUALITY_ASSIGNMENT = "R.quality=3";

let loaded: { Encoder: Mp3EncoderClass; quality: number } | undefined;

/**
 * Loads lamejs with its quality constant replaced. The package exposes no option for it,
 * so we evaluate its own IIFE build with that one assignment changed. If a future
 * version no longer contains the assignment exactly once, we fall back to the stock
 * encoder (slower, still correct) instead of guessing.
 */
function loadEncoder(): { Encoder: Mp3EncoderClass; quality: number } {
  if (loaded) return loaded;
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve("@breezystack/lamejs");
    const source = readFileSync(file, "utf8");
    if (source.split(QUALITY_ASSIGNMENT).length !== 2) throw new Error("lamejs quality assignment not found");
    const patched = source.replace(QUALITY_ASSIGNMENT, `R.quality=${LAME_QUALITY}`);
    // A function scope keeps the IIFE's `var lamejs` off globalThis.
    const script = new Script(`(function(){${patched}\nreturn lamejs;})()`, { filename: file });
    const lamejs = script.runInThisContext() as { Mp3Encoder: Mp3EncoderClass };
    loaded = { Encoder: lamejs.Mp3Encoder, quality: LAME_QUALITY };
  } catch {
    loaded = { Encoder: StockMp3Encoder as unknown as Mp3EncoderClass, quality: 3 };
  }
  return loaded;
}

/** The LAME quality level actually in use (7 unless the patch could not be applied). */
export function mp3EncoderQuality(): number {
  return loadEncoder().quality;
}

/** Streams PCM in and collects MP3 frames; one encoder per file keeps the stream gapless. */
export class Mp3StreamEncoder {
  private readonly encoder: InstanceType<Mp3EncoderClass>;
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  constructor(sampleRate = MP3_SAMPLE_RATE, kbps = MP3_BITRATE_KBPS) {
    const { Encoder } = loadEncoder();
    this.encoder = new Encoder(1, sampleRate, kbps);
  }

  encode(samples: Int16Array): void {
    // lamejs grows its output buffer to the input size; 1152-sample multiples keep it small.
    const block = 1152 * 16;
    for (let start = 0; start < samples.length; start += block) {
      this.push(this.encoder.encodeBuffer(samples.subarray(start, start + block)));
    }
  }

  /** Flushes the encoder and returns the whole file; the encoder can't be used afterwards. */
  finish(): Uint8Array {
    this.push(this.encoder.flush());
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }

  private push(frames: Int8Array | Uint8Array): void {
    if (frames.length === 0) return;
    this.parts.push(new Uint8Array(frames.buffer, frames.byteOffset, frames.byteLength));
    this.length += frames.length;
  }
}

/** Convenience for small, whole buffers (tests, the fake OpenAI server). */
export function encodeMp3(samples: Int16Array, sampleRate = MP3_SAMPLE_RATE, kbps = MP3_BITRATE_KBPS): Uint8Array {
  const encoder = new Mp3StreamEncoder(sampleRate, kbps);
  encoder.encode(samples);
  return encoder.finish();
}
