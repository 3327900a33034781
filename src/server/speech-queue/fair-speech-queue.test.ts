import { describe, expect, it } from "vitest";
import { SpokenTextTooLongError } from "../providers/speech/apply-pronunciations";
import type { SpeechInput, SpeechProvider, SpeechResult } from "../providers/speech/speech-provider";
import { createFairSpeechQueue, EMBEDDED_CALLS_PER_LANE, fairSpeechOptions } from "./fair-speech-queue";

/** An engine whose calls finish only when the test says so; it records the order they started in. */
function controlledEngine() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  let running = 0;
  let maxRunning = 0;
  const engine: SpeechProvider = {
    name: "controlled",
    synthesize: (input: SpeechInput) =>
      new Promise<SpeechResult>((resolve) => {
        started.push(input.text);
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        finishers.set(input.text, () => {
          running -= 1;
          resolve({ audio: new Uint8Array(), cues: [] });
        });
      }),
  };
  const finish = async (text: string) => {
    finishers.get(text)?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { engine, started, finish, maxRunning: () => maxRunning, running: () => running };
}

const call = (sellerId: string, text: string, signal?: AbortSignal): SpeechInput => ({
  sellerId,
  text,
  language: "en",
  voice: "alloy",
  ...(signal ? { signal } : {}),
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("fair speech queue", () => {
  it("serves waiting sellers in turn, not in arrival order", async () => {
    const { engine, started, finish } = controlledEngine();
    const queue = createFairSpeechQueue(engine, { concurrency: 1, perSellerInFlight: 1 });
    const done = [
      ...["a1", "a2", "a3"].map((t) => queue.synthesize(call("A", t))),
      queue.synthesize(call("B", "b1")),
      queue.synthesize(call("C", "c1")),
    ];
    await tick();
    expect(started).toEqual(["a1"]);
    for (const text of ["a1", "b1", "c1", "a2", "a3"]) await finish(text);
    await Promise.all(done);
    // A's backlog does not hold B and C back: after A's running call, each gets a turn.
    expect(started).toEqual(["a1", "b1", "c1", "a2", "a3"]);
  });

  it("keeps each seller to its bound of calls in flight, and the engine to its concurrency", async () => {
    const { engine, started, finish, maxRunning } = controlledEngine();
    const queue = createFairSpeechQueue(engine, { concurrency: 3, perSellerInFlight: 1 });
    const done = ["a1", "a2", "a3", "a4"].map((t) => queue.synthesize(call("A", t)));
    await tick();
    // A alone still runs one at a time; two lanes stay free for whoever comes next.
    expect(started).toEqual(["a1"]);
    const b = queue.synthesize(call("B", "b1"));
    const c = queue.synthesize(call("C", "c1"));
    const d = queue.synthesize(call("D", "d1"));
    await tick();
    expect(started).toEqual(["a1", "b1", "c1"]);
    expect(queue.stats()).toEqual({ running: 3, waiting: 4 });
    for (const text of ["b1", "c1", "a1", "d1", "a2", "a3", "a4"]) await finish(text);
    await Promise.all([...done, b, c, d]);
    expect(maxRunning()).toBe(3);
    expect(started.indexOf("d1")).toBeLessThan(started.indexOf("a2"));
  });

  it("lets a one-sentence seller in at the first free lane while another keeps it busy", async () => {
    const { engine, started, finish } = controlledEngine();
    const queue = createFairSpeechQueue(engine, { concurrency: 2, perSellerInFlight: 1 });
    const longOnes = Array.from({ length: 20 }, (_, i) => queue.synthesize(call("A", `long-${i}`)));
    await tick();
    const short = queue.synthesize(call("B", "short"));
    await tick();
    // B starts at once on the second lane: A's twenty waiting calls are not ahead of it.
    expect(started).toEqual(["long-0", "short"]);
    await finish("short");
    await short;
    for (let i = 0; i < 20; i += 1) await finish(`long-${i}`);
    await Promise.all(longOnes);
  });

  it("drops a waiting call whose signal aborts, and refuses a text over the spoken cap before queueing", async () => {
    const { engine, started, finish } = controlledEngine();
    const queue = createFairSpeechQueue(engine, { concurrency: 1, perSellerInFlight: 1 });
    const first = queue.synthesize(call("A", "a1"));
    const controller = new AbortController();
    const abandoned = queue.synthesize(call("B", "b1", controller.signal));
    controller.abort();
    await expect(abandoned).rejects.toThrow();
    await finish("a1");
    await first;
    expect(started).toEqual(["a1"]);
    const long = queue.synthesize({
      ...call("A", "Kallax ".repeat(100)),
      pronunciations: [{ term: "Kallax", sayAs: "KAH-lahks ".repeat(20) }],
    });
    await expect(long).rejects.toBeInstanceOf(SpokenTextTooLongError);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});

describe("fairSpeechOptions", () => {
  it("admits several sellers' calls per embedded instance, one per seller; remote engines keep their parallel calls", () => {
    expect(fairSpeechOptions(false, 1)).toEqual({ concurrency: EMBEDDED_CALLS_PER_LANE, perSellerInFlight: 1 });
    expect(fairSpeechOptions(false, 2)).toEqual({ concurrency: 2 * EMBEDDED_CALLS_PER_LANE, perSellerInFlight: 1 });
    expect(fairSpeechOptions(true, 1)).toEqual({ concurrency: 8, perSellerInFlight: 8 });
    expect(fairSpeechOptions(true, 12)).toEqual({ concurrency: 12, perSellerInFlight: 12 });
  });
});
