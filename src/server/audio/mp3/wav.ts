export type Pcm16 = {
  /** Mono 16-bit samples. */
  samples: Int16Array;
  sampleRate: number;
};

function fourCC(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

/**
 * Reads the mono 16-bit PCM WAV that espeak-ng writes. The data size is clamped to the
 * bytes present because a writer that could not seek back leaves a placeholder size.
 */
export function parseWav(bytes: Uint8Array): Pcm16 {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || fourCC(view, 0) !== "RIFF" || fourCC(view, 8) !== "WAVE") {
    throw new Error("Not a WAV file");
  }
  let offset = 12;
  let sampleRate = 0;
  let channels = 0;
  let bitsPerSample = 0;
  while (offset + 8 <= bytes.byteLength) {
    const id = fourCC(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bitsPerSample = view.getUint16(body + 14, true);
    } else if (id === "data") {
      if (channels !== 1 || bitsPerSample !== 16) {
        throw new Error(`Unsupported WAV format: ${channels} channel(s), ${bitsPerSample} bits`);
      }
      const length = Math.min(size, bytes.byteLength - body) & ~1;
      // Copy: the source may be a view into memory that is reused for the next chunk.
      const samples = new Int16Array(length / 2);
      new Uint8Array(samples.buffer).set(bytes.subarray(body, body + length));
      return { samples, sampleRate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error("WAV file has no data chunk");
}
