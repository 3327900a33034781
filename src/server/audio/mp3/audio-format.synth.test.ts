import { describe, expect, it } from "vitest";
import { LamejsEncoder } from "./lamejs-encoder";
import { encodeMp3, MP3_BITRATE_KBPS, MP3_SAMPLE_RATE, mp3EncoderInfo } from "./mp3-encoder";
import { loadLameWasm, WasmLameEncoder } from "./lame-wasm";
import { id3v2Length, isInfoFrame, joinMp3, mp3Duration, parseMp3 } from "./mp3-frames";
import { resamplePcm16 } from "./resample";
import { parseWav } from "./wav";

function tone(frequency: number, seconds: number, rate: number): Int16Array {
  const out = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i += 1) out[i] = Math.round(10000 * Math.sin((2 * Math.PI * frequency * i) / rate));
  return out;
}

function zeroCrossingFrequency(samples: Int16Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i += 1) if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) crossings += 1;
  return crossings / 2 / (samples.length / rate);
}

describe("resamplePcm16", () => {
  it("converts 22,050 Hz to 24,000 Hz keeping pitch and level", () => {
    const input = tone(440, 1, 22050);
    const output = resamplePcm16(input, 22050, 24000);
    expect(output.length).toBe(24000);
    expect(zeroCrossingFrequency(output, 24000)).toBeCloseTo(440, -1);
    const peak = output.subarray(1000, 23000).reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(9800);
    expect(peak).toBeLessThan(10200);
  });

  it("returns the input when the rates match", () => {
    const input = tone(100, 0.01, 24000);
    expect(resamplePcm16(input, 24000, 24000)).toBe(input);
  });
});

describe("parseWav", () => {
  it("reads mono 16-bit data, clamping a placeholder size", () => {
    const header = new Uint8Array(44);
    const view = new DataView(header.buffer);
    header.set(new TextEncoder().encode("RIFF"), 0);
    header.set(new TextEncoder().encode("WAVEfmt "), 8);
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 1, true);
    view.setUint32(24, 22050, true);
    view.setUint16(34, 16, true);
    header.set(new TextEncoder().encode("data"), 36);
    view.setUint32(40, 0x7ffff000, true);
    const wav = new Uint8Array(48);
    wav.set(header);
    new DataView(wav.buffer).setInt16(44, -1234, true);
    const pcm = parseWav(wav);
    expect(pcm.sampleRate).toBe(22050);
    expect(Array.from(pcm.samples)).toEqual([-1234, 0]);
  });
});

describe("MP3 encoding and frames", () => {
  it("encodes mono 24 kHz MPEG-2 Layer III with the WASM LAME", async () => {
    const mp3 = await encodeMp3(tone(220, 1, MP3_SAMPLE_RATE));
    const { frames } = parseMp3(mp3);
    expect(frames[0]).toMatchObject({ version: 2, sampleRate: 24000, channels: 1, bitrateKbps: 48, samples: 576 });
    expect(mp3Duration(mp3)).toBeGreaterThan(1);
    expect(mp3Duration(mp3)).toBeLessThan(1.15);
    expect(await mp3EncoderInfo()).toEqual({ engine: "lame-wasm", quality: 3 });
  });

  it("falls back to lamejs with the same stream format", () => {
    const encoder = new LamejsEncoder(MP3_SAMPLE_RATE, MP3_BITRATE_KBPS);
    encoder.encode(tone(220, 1, MP3_SAMPLE_RATE));
    const mp3 = encoder.finish();
    expect(parseMp3(mp3).frames[0]).toMatchObject({ version: 2, sampleRate: 24000, channels: 1, bitrateKbps: 48 });
    expect(mp3Duration(mp3)).toBeGreaterThan(1);
    expect(mp3Duration(mp3)).toBeLessThan(1.15);
  });

  it("streams long input through a small WASM heap and frees it on release", async () => {
    const wasm = await loadLameWasm();
    await encodeMp3(tone(220, 1, MP3_SAMPLE_RATE));
    const before = wasm.HEAPU8.length;
    for (let round = 0; round < 20; round += 1) {
      const encoder = new WasmLameEncoder(wasm, MP3_SAMPLE_RATE, MP3_BITRATE_KBPS);
      encoder.encode(tone(220, 1, MP3_SAMPLE_RATE));
      if (round % 2) encoder.release();
      else expect(mp3Duration(encoder.finish())).toBeGreaterThan(1);
      expect(() => encoder.encode(tone(220, 0.1, MP3_SAMPLE_RATE))).toThrow(/already finished/);
    }
    const long = new WasmLameEncoder(wasm, MP3_SAMPLE_RATE, MP3_BITRATE_KBPS);
    long.encode(tone(220, 120, MP3_SAMPLE_RATE));
    expect(mp3Duration(long.finish())).toBeCloseTo(120, 0);
    // 20 encoders opened and closed plus two minutes of audio: the heap has not grown at all.
    expect(wasm.HEAPU8.length).toBe(before);
  });

  it("joins files into one stream: one ID3 tag, no Info frames, every frame intact", async () => {
    const audio = await encodeMp3(tone(220, 0.3, MP3_SAMPLE_RATE));
    const first = parseMp3(audio).frames[0];
    if (!first) throw new Error("no frames");
    const info = new Uint8Array(first.length);
    info.set(audio.subarray(0, 4));
    info.set(new TextEncoder().encode("Info"), 4 + 9);
    const id3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 2, 0, 0]);
    const part = new Uint8Array([...id3, ...info, ...audio]);
    expect(id3v2Length(part)).toBe(12);
    expect(isInfoFrame(part, parseMp3(part).frames[0] ?? first)).toBe(true);

    const joined = joinMp3([part, part, part]);
    const { frames, audioStart } = parseMp3(joined);
    expect(audioStart).toBe(12);
    expect(frames.some((frame) => isInfoFrame(joined, frame))).toBe(false);
    const last = frames.at(-1);
    expect(last && last.offset + last.length).toBe(joined.length);
    expect(mp3Duration(joined)).toBeCloseTo(3 * mp3Duration(audio), 5);
  });
});
