import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { masterToMp3 } from "../../../audio/mastering/master-audio";
import { decodeMp3 } from "../../../audio/mp3/mp3-decode";
import { MP3_SAMPLE_RATE } from "../../../audio/mp3/mp3-encoder";
import { EspeakEngine } from "./espeak-engine";
import { prepareSpeechChunks, renderSpeechChunks } from "./speech-job";

/**
 * Issue 18's proof for the embedded engine: a script containing a dictionary term is spoken
 * exactly as the same script with the respelling typed in, through the whole pipeline (prepare,
 * espeak-ng, mastering, MP3), compared as decoded audio. espeak-ng carries a little state from
 * one call to the next (its pitch flutter and noise), so each side starts from a fresh engine
 * instance: the same starting state a seller's audio can get.
 */
async function speak(text: string, rules?: Parameters<typeof prepareSpeechChunks>[2]) {
  const engine = await EspeakEngine.create();
  const prepared = await prepareSpeechChunks(text, "en", rules);
  const { pcm } = await renderSpeechChunks(
    engine,
    { chunks: prepared.spoken, pauseAfter: prepared.pauseAfter, language: "en", voice: "alloy", speed: 1 },
    { isCancelled: () => false, onChunk: () => {} },
  );
  const { mp3 } = await masterToMp3(pcm, MP3_SAMPLE_RATE);
  const { samples } = await decodeMp3(mp3);
  return { prepared, samples };
}

const digest = (samples: Float32Array) =>
  createHash("sha256")
    .update(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength))
    .digest("hex");

describe("pronunciation dictionary on the embedded engine", () => {
  it("speaks a term exactly as its respelling (identical decoded audio)", async () => {
    const withTerm = await speak("Meet DJUNGELSKOG, the big soft bear. It is 2-tlg.", [
      { term: "DJUNGELSKOG", sayAs: "Yungelskog" },
      { term: "2-tlg", sayAs: "two-part", language: "en" },
    ]);
    const respelled = await speak("Meet Yungelskog, the big soft bear. It is two-part.");
    expect(withTerm.samples.length).toBeGreaterThan(20_000);
    expect(withTerm.samples.length).toBe(respelled.samples.length);
    expect(digest(withTerm.samples)).toBe(digest(respelled.samples));
    // Captions still show what the seller wrote.
    expect(withTerm.prepared.shown[0]).toBe("Meet DJUNGELSKOG, the big soft bear.");
  });

  it("and without the entry the term sounds different", async () => {
    const plain = await speak("Meet DJUNGELSKOG, the big soft bear. It is 2-tlg.");
    const respelled = await speak("Meet Yungelskog, the big soft bear. It is two-part.");
    expect(digest(plain.samples)).not.toBe(digest(respelled.samples));
  });
});
