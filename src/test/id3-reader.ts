/** Reads an ID3v2.3 tag's frames back from the front of an MP3 (tests only). */
export function readId3Frames(mp3: Uint8Array): Record<string, Uint8Array> {
  const frames: Record<string, Uint8Array> = {};
  if (String.fromCharCode(...mp3.subarray(0, 3)) !== "ID3") return frames;
  const size = ((mp3[6]! & 0x7f) << 21) | ((mp3[7]! & 0x7f) << 14) | ((mp3[8]! & 0x7f) << 7) | (mp3[9]! & 0x7f);
  const end = 10 + size;
  let at = 10;
  while (at + 10 <= end) {
    const id = String.fromCharCode(...mp3.subarray(at, at + 4));
    const frameSize = new DataView(mp3.buffer, mp3.byteOffset + at + 4, 4).getUint32(0);
    frames[id] = mp3.subarray(at + 10, at + 10 + frameSize);
    at += 10 + frameSize;
  }
  return frames;
}

/** An APIC frame's parts (encoding 0: Latin-1 MIME type and description, both NUL-terminated). */
export function readApic(body: Uint8Array): { encoding: number; mime: string; pictureType: number; image: Uint8Array } {
  const mimeEnd = body.indexOf(0, 1);
  const mime = String.fromCharCode(...body.subarray(1, mimeEnd));
  const pictureType = body[mimeEnd + 1]!;
  const descriptionEnd = body.indexOf(0, mimeEnd + 2);
  return { encoding: body[0]!, mime, pictureType, image: body.subarray(descriptionEnd + 1) };
}
