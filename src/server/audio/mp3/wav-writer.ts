/** Chunks added after the samples: XMP (`_PMX`, XMP's RIFF placement) and an ID3 tag (`id3 `). */
export type WavMarking = { xmp: string; id3?: Uint8Array };

/** One RIFF chunk: id, little-endian size, body, and a pad byte when the body's length is odd. */
function chunk(id: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + body.length + (body.length % 2));
  for (let i = 0; i < 4; i += 1) out[i] = id.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, body.length, true);
  out.set(body, 8);
  return out;
}

/** Mono 16-bit PCM WAV (RIFF) from float samples, for the library's WAV download; marked when asked. */
export function encodeWav(samples: Float32Array, sampleRate: number, marking?: WavMarking): Uint8Array {
  const dataBytes = samples.length * 2;
  const extra = marking
    ? [chunk("_PMX", new TextEncoder().encode(marking.xmp)), ...(marking.id3 ? [chunk("id3 ", marking.id3)] : [])]
    : [];
  const extraBytes = extra.reduce((n, c) => n + c.length, 0);
  const dataPad = dataBytes % 2;
  const out = new Uint8Array(44 + dataBytes + dataPad + extraBytes);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) out[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes + dataPad + extraBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let n = 0; n < samples.length; n += 1) {
    const v = Math.round(samples[n]! * 32768);
    view.setInt16(44 + n * 2, v > 32767 ? 32767 : v < -32768 ? -32768 : v, true);
  }
  let at = 44 + dataBytes + dataPad;
  for (const c of extra) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
