import { LamejsEncoder, loadLamejs } from "./lamejs-encoder";
import { loadLameWasm, WasmLameEncoder } from "./lame-wasm";

/** What we publish: mono, 24 kHz (MPEG-2 Layer III), 48 kbit/s CBR: clear speech, ~360 KB a minute. */
export const MP3_SAMPLE_RATE = 24_000;
export const MP3_BITRATE_KBPS = 48;

/** LAME 3.100's default quality (noise shaping on), which the WASM build keeps. */
const WASM_LAME_QUALITY = 3;

/** Streams PCM in and collects MP3 frames; one encoder per file keeps the stream gapless. */
export interface Mp3StreamEncoder {
  encode(samples: Int16Array): void;
  /** Flushes and returns the whole file; the encoder can't be used afterwards. */
  finish(): Uint8Array;
  /** Drops a file that won't be finished (cancel, failure) and frees what the encoder holds. */
  release(): void;
}

export interface Mp3EncoderInfo {
  engine: "lame-wasm" | "lamejs";
  quality: number;
}

let choice: Promise<Mp3EncoderInfo> | undefined;

/** WASM LAME when it loads (about 3× faster than lamejs), otherwise lamejs; decided once per thread. */
export function mp3EncoderInfo(): Promise<Mp3EncoderInfo> {
  choice ??= loadLameWasm().then(
    (): Mp3EncoderInfo => ({ engine: "lame-wasm", quality: WASM_LAME_QUALITY }),
    (): Mp3EncoderInfo => ({ engine: "lamejs", quality: loadLamejs().quality }),
  );
  return choice;
}

export async function createMp3Encoder(
  sampleRate = MP3_SAMPLE_RATE,
  kbps = MP3_BITRATE_KBPS,
): Promise<Mp3StreamEncoder> {
  const { engine } = await mp3EncoderInfo();
  if (engine === "lame-wasm") return new WasmLameEncoder(await loadLameWasm(), sampleRate, kbps);
  return new LamejsEncoder(sampleRate, kbps);
}

/** Convenience for small, whole buffers (tests, the fake OpenAI server). */
export async function encodeMp3(
  samples: Int16Array,
  sampleRate = MP3_SAMPLE_RATE,
  kbps = MP3_BITRATE_KBPS,
): Promise<Uint8Array> {
  const encoder = await createMp3Encoder(sampleRate, kbps);
  try {
    encoder.encode(samples);
    return encoder.finish();
  } finally {
    encoder.release();
  }
}
