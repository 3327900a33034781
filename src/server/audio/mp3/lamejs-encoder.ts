import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Script } from "node:vm";
import { Mp3Encoder as StockMp3Encoder } from "@breezystack/lamejs";
import { joinBytes } from "./join-bytes";

/**
 * The pure-JavaScript fallback (lamejs), used only if the WASM LAME can't be loaded.
 * lamejs hard-codes quality 3 (full noise shaping); 7 is LAME's "fast" mode (`lame -f`):
 * same psychoacoustic model, no noise-shaping search, ~2.5× faster in JS.
 */
export const LAMEJS_QUALITY = 7;

type LamejsClass = new (
  channels: number,
  sampleRate: number,
  kbps: number,
) => {
  encodeBuffer(left: Int16Array): Int8Array | Uint8Array;
  flush(): Int8Array | Uint8Array;
};

/** The exact assignment in @breezystack/lamejs 1.2.7's bundled Mp3Encoder constructor. */
const QUALITY_ASSIGNMENT = "R.quality=3";

let loaded: { Encoder: LamejsClass; quality: number } | undefined;

/**
 * Loads lamejs with its quality constant replaced. The package exposes no option for it,
 * so we evaluate its own IIFE build with that one assignment changed. If a future
 * version no longer contains the assignment exactly once, we use the stock encoder.
 */
export function loadLamejs(): { Encoder: LamejsClass; quality: number } {
  if (loaded) return loaded;
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve("@breezystack/lamejs");
    const source = readFileSync(file, "utf8");
    if (source.split(QUALITY_ASSIGNMENT).length !== 2) throw new Error("lamejs quality assignment not found");
    const patched = source.replace(QUALITY_ASSIGNMENT, `R.quality=${LAMEJS_QUALITY}`);
    // A function scope keeps the IIFE's `var lamejs` off globalThis.
    const script = new Script(`(function(){${patched}\nreturn lamejs;})()`, { filename: file });
    const lamejs = script.runInThisContext() as { Mp3Encoder: LamejsClass };
    loaded = { Encoder: lamejs.Mp3Encoder, quality: LAMEJS_QUALITY };
  } catch {
    loaded = { Encoder: StockMp3Encoder as unknown as LamejsClass, quality: 3 };
  }
  return loaded;
}

/** Streams PCM in and collects MP3 frames; one encoder per file keeps the stream gapless. */
export class LamejsEncoder {
  private readonly encoder: InstanceType<LamejsClass>;
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  constructor(sampleRate: number, kbps: number) {
    this.encoder = new (loadLamejs().Encoder)(1, sampleRate, kbps);
  }

  encode(samples: Int16Array): void {
    // lamejs grows its output buffer to the input size; 1152-sample multiples keep it small.
    const block = 1152 * 16;
    for (let start = 0; start < samples.length; start += block) {
      this.push(this.encoder.encodeBuffer(samples.subarray(start, start + block)));
    }
  }

  finish(): Uint8Array {
    this.push(this.encoder.flush());
    return joinBytes(this.parts, this.length);
  }

  /** Nothing to free: lamejs lives on the JS heap. */
  release(): void {}

  private push(frames: Int8Array | Uint8Array): void {
    if (frames.length === 0) return;
    this.parts.push(new Uint8Array(frames.buffer, frames.byteOffset, frames.byteLength));
    this.length += frames.length;
  }
}
