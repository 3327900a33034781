import { Mp3Encoder } from "@breezystack/lamejs";

const SAMPLE_RATE = 22_050;

/** A quiet 440 Hz tone as 16-bit PCM samples. */
function tone(seconds: number): Int16Array {
  const samples = new Int16Array(Math.round(SAMPLE_RATE * seconds));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE) * 3000);
  return samples;
}

/** A real, playable MP3 (a browser decodes it; file-type detects it). */
export function makeMp3(seconds = 1): Uint8Array<ArrayBuffer> {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 64);
  const parts = [encoder.encodeBuffer(tone(seconds)), encoder.flush()];
  return new Uint8Array(Buffer.concat(parts.map((p) => Buffer.from(p))));
}

/** A real, playable 16-bit mono PCM WAV. */
export function makeWav(seconds = 1): Uint8Array<ArrayBuffer> {
  const pcm = tone(seconds);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + pcm.byteLength, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(pcm.byteLength, 40);
  return new Uint8Array(Buffer.concat([header, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength)]));
}

/** Plain text, as a file someone renamed to .mp3 would contain. */
export const TEXT_PRETENDING_TO_BE_MP3 = new TextEncoder().encode("This is just text, not audio at all.\n".repeat(20));
