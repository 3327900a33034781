import { describe, expect, it } from "vitest";
import { decodeMp3 } from "./mp3-decode";
import { encodeMp3 } from "./mp3-encoder";
import { mp3Duration, parseMp3 } from "./mp3-frames";
import { id3Tag, withId3Tag } from "./id3-tag";
import { parseWav } from "./wav";
import { encodeWav } from "./wav-writer";
import { TINY_JPEG, TINY_PNG } from "../../../test/fixtures/images";
import { readApic, readId3Frames } from "../../../test/id3-reader";

/** Reads ID3v2.3 text frames back (UTF-16 with BOM, as written). */
function readFrames(tag: Uint8Array): Record<string, Uint8Array> {
  const frames: Record<string, Uint8Array> = {};
  let at = 10;
  while (at + 10 <= tag.length) {
    const id = String.fromCharCode(...tag.subarray(at, at + 4));
    const size = new DataView(tag.buffer, tag.byteOffset + at + 4, 4).getUint32(0);
    frames[id] = tag.subarray(at + 10, at + 10 + size);
    at += 10 + size;
  }
  return frames;
}
const text = (body: Uint8Array) => new TextDecoder("utf-16le").decode(body.subarray(3));

describe("ID3 tags and WAV", () => {
  it("writes title, artist, language and the AI comment, readable back", () => {
    const tag = id3Tag({
      title: "エアロブリュー Pro",
      artist: "AeroBrew",
      language: "ja",
      comment: "AI-generated voice",
    });
    expect(String.fromCharCode(...tag.subarray(0, 3))).toBe("ID3");
    const frames = readFrames(tag);
    expect(text(frames.TIT2!)).toBe("エアロブリュー Pro");
    expect(text(frames.TPE1!)).toBe("AeroBrew");
    expect(text(frames.TLAN!)).toBe("jpn");
    expect(new TextDecoder("utf-16le").decode(frames.COMM!.subarray(10))).toBe("AI-generated voice");
  });

  it("keeps the MP3 playable and as long, replacing an existing tag", async () => {
    const mp3 = await encodeMp3(new Int16Array(24_000).map((_, i) => Math.round(5000 * Math.sin(i / 5))));
    const tagged = withId3Tag(mp3, { title: "A", language: "en", comment: "AI-generated voice" });
    const retagged = withId3Tag(tagged, { title: "B", language: "en", comment: "AI-generated voice" });
    expect(parseMp3(retagged).audioStart).toBeGreaterThan(0);
    expect(mp3Duration(retagged)).toBeCloseTo(mp3Duration(mp3), 5);
    expect(text(readFrames(retagged).TIT2!)).toBe("B");
    expect((await decodeMp3(retagged)).samples.length).toBe((await decodeMp3(mp3)).samples.length);
  });

  it("writes a cover picture frame", () => {
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47);
    const frames = readFrames(
      id3Tag({ title: "A", language: "en", comment: "c", cover: { mime: "image/png", bytes: png } }),
    );
    expect(frames.APIC?.subarray(-4)).toEqual(png);
  });

  it("writes a real PNG and a real JPEG as the front cover, byte for byte, in a tag players read", async () => {
    const mp3 = await encodeMp3(new Int16Array(2_400));
    for (const [mime, image] of [
      ["image/png", TINY_PNG],
      ["image/jpeg", TINY_JPEG],
    ] as const) {
      const tagged = withId3Tag(mp3, { title: "A", language: "en", comment: "c", cover: { mime, bytes: image } });
      const apic = readId3Frames(tagged).APIC!;
      // Encoding 0, the MIME type and its NUL, picture type 3 (front cover), an empty description, the image.
      const expected = new Uint8Array([0, ...Buffer.from(mime, "latin1"), 0, 3, 0, ...image]);
      expect(apic).toEqual(expected);
      expect(readApic(apic)).toEqual({ encoding: 0, mime, pictureType: 3, image });
      // The audio after the tag is untouched.
      expect(mp3Duration(tagged)).toBeCloseTo(mp3Duration(mp3), 5);
    }
  });

  it("writes WAV that reads back", () => {
    const samples = Float32Array.of(0, 0.5, -0.5, 1);
    const { samples: back, sampleRate } = parseWav(encodeWav(samples, 24_000));
    expect(sampleRate).toBe(24_000);
    expect(Array.from(back)).toEqual([0, 16384, -16384, 32767]);
  });
});
