/**
 * Just enough MPEG audio parsing to join MP3 files and to measure them: frame headers,
 * ID3v2/ID3v1 tags and the Xing/Info/VBRI header frame encoders put first.
 */

export type Mp3Frame = {
  offset: number;
  length: number;
  /** 1 for MPEG-1, 2 for MPEG-2, 2.5 for MPEG-2.5. */
  version: 1 | 2 | 2.5;
  sampleRate: number;
  bitrateKbps: number;
  channels: 1 | 2;
  /** 1152 for MPEG-1 Layer III, 576 for MPEG-2/2.5 Layer III. */
  samples: number;
};

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** Parses the Layer III frame header at `offset`, or undefined if there is none. */
export function readFrameHeader(bytes: Uint8Array, offset: number): Mp3Frame | undefined {
  if (offset + 4 > bytes.length) return undefined;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  if (versionBits === 1 || layerBits !== 1) return undefined; // reserved version, or not Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined; // free format/bad
  const sampleRate = SAMPLE_RATES[versionBits]?.[rateIndex] ?? 0;
  const v1 = versionBits === 3;
  const bitrateKbps = (v1 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((v1 ? 144 : 72) * bitrateKbps * 1000) / sampleRate) + padding;
  return {
    offset,
    length,
    version: v1 ? 1 : versionBits === 2 ? 2 : 2.5,
    sampleRate,
    bitrateKbps,
    channels: b3 >> 6 === 3 ? 1 : 2,
    samples: v1 ? 1152 : 576,
  };
}

/** Bytes taken by ID3v2 tags at the start (there may be several). */
export function id3v2Length(bytes: Uint8Array): number {
  let offset = 0;
  while (bytes[offset] === 0x49 && bytes[offset + 1] === 0x44 && bytes[offset + 2] === 0x33) {
    const size =
      ((bytes[offset + 6] ?? 0) << 21) |
      ((bytes[offset + 7] ?? 0) << 14) |
      ((bytes[offset + 8] ?? 0) << 7) |
      (bytes[offset + 9] ?? 0);
    const footer = ((bytes[offset + 5] ?? 0) & 0x10) !== 0 ? 10 : 0;
    offset += 10 + size + footer;
  }
  return offset;
}

/** True if the frame carries a Xing/Info or VBRI header instead of audio. */
export function isInfoFrame(bytes: Uint8Array, frame: Mp3Frame): boolean {
  const sideInfo = frame.version === 1 ? (frame.channels === 1 ? 17 : 32) : frame.channels === 1 ? 9 : 17;
  const tagAt = (at: number) => String.fromCharCode(...bytes.subarray(frame.offset + at, frame.offset + at + 4));
  const xing = tagAt(4 + sideInfo);
  return xing === "Xing" || xing === "Info" || tagAt(36) === "VBRI";
}

/**
 * Walks the frames after any ID3v2 tag, stopping at the first byte that is not a frame
 * (an ID3v1 tag, trailing garbage). Skips leading junk before the first sync.
 */
export function parseMp3(bytes: Uint8Array): { frames: Mp3Frame[]; audioStart: number } {
  const audioStart = id3v2Length(bytes);
  const frames: Mp3Frame[] = [];
  let offset = audioStart;
  // Find the first frame whose successor is also a frame (a lone 0xFFE could be chance).
  while (offset < bytes.length) {
    const frame = readFrameHeader(bytes, offset);
    if (frame && (offset + frame.length >= bytes.length || readFrameHeader(bytes, offset + frame.length))) break;
    offset += 1;
  }
  for (;;) {
    const frame = readFrameHeader(bytes, offset);
    if (!frame || offset + frame.length > bytes.length) break;
    frames.push(frame);
    offset += frame.length;
  }
  return { frames, audioStart };
}

/** Playing time in seconds: audio frames × samples per frame / sample rate (pass `parsed` if you have it). */
export function mp3Duration(bytes: Uint8Array, parsed: { frames: Mp3Frame[] } = parseMp3(bytes)): number {
  const { frames } = parsed;
  return frames.reduce((sum, frame) => (isInfoFrame(bytes, frame) ? sum : sum + frame.samples / frame.sampleRate), 0);
}

/**
 * Concatenates MP3 files into one stream. Later parts lose their ID3 tags, and every
 * part loses its Xing/Info frame: that frame states one part's frame count, so a player
 * would otherwise show the first part's length for the whole file.
 */
export function joinMp3(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const pieces: Uint8Array[] = [];
  parts.forEach((part, index) => {
    const { frames, audioStart } = parseMp3(part);
    if (index === 0 && audioStart > 0) pieces.push(part.subarray(0, audioStart));
    for (const frame of frames) {
      if (!isInfoFrame(part, frame)) pieces.push(part.subarray(frame.offset, frame.offset + frame.length));
    }
  });
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}
