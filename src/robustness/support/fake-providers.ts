import { makeMp3 } from "../../test/audio-fixtures";
import type { SpeechInput, SpeechProvider } from "../../server/providers/speech/speech-provider";
import type { StorageProvider } from "../../server/providers/storage/storage-provider";

/** A speech engine that answers at once with a real one-second MP3: the tests are about everything around it. */
export function instantSpeech(): SpeechProvider & { calls: SpeechInput[] } {
  const mp3 = makeMp3(1);
  const calls: SpeechInput[] = [];
  return {
    name: "instant",
    calls,
    synthesize: (input) => {
      calls.push(input);
      return Promise.resolve({ audio: mp3, cues: [{ start: 0, end: 1, text: input.text }] });
    },
  };
}

/** A speech engine that "succeeds" with bytes that are not MP3 at all (a proxy's HTML error page, say). */
export function garbageSpeech(): SpeechProvider {
  const html = new TextEncoder().encode("<html><body><h1>502 Bad Gateway</h1></body></html>\n".repeat(40));
  return { name: "garbage", synthesize: () => Promise.resolve({ audio: html, cues: [] }) };
}

/** Runs `during` while a synthesis is in flight, then answers like `inner`: for faults that strike mid-generation. */
export function speechWithSideEffect(inner: SpeechProvider, during: () => Promise<void>): SpeechProvider {
  return {
    name: inner.name,
    synthesize: async (input) => {
      const result = await inner.synthesize(input);
      await during();
      return result;
    },
  };
}

export type StorageFault = "refuse" | "fail-after-write";

/**
 * Storage whose put fails: "refuse" writes nothing (disk full, S3 down), "fail-after-write"
 * stores the object and then reports an error (a timeout after S3 already has it).
 */
export function faultyStorage(inner: StorageProvider, fault: StorageFault): StorageProvider {
  return {
    ...inner,
    name: inner.name,
    put: async (key, body, contentType) => {
      if (fault === "fail-after-write") await inner.put(key, body, contentType);
      throw new Error(fault === "refuse" ? "ENOSPC: no space left on device" : "socket hang up after upload");
    },
  };
}
