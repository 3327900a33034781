import { describe, expect, it } from "vitest";
import { defaultWorkerUrl } from "./worker-handle";
import { partitionChunks } from "./worker-pool";

describe("partitionChunks", () => {
  it("splits into contiguous runs of about equal length", () => {
    const chunks = ["a".repeat(100), "b".repeat(100), "c".repeat(100), "d".repeat(100)];
    expect(partitionChunks(chunks, 2)).toEqual([chunks.slice(0, 2), chunks.slice(2)]);
  });

  it("never leaves a worker an empty part, nor makes more parts than chunks", () => {
    expect(partitionChunks(["x".repeat(500), "y"], 2)).toEqual([["x".repeat(500)], ["y"]]);
    expect(partitionChunks(["only"], 2)).toEqual([["only"]]);
    expect(partitionChunks(["a", "b", "c"], 1)).toEqual([["a", "b", "c"]]);
  });

  it("keeps order and every chunk", () => {
    const chunks = Array.from({ length: 9 }, (_, i) => `${i}`.repeat(10 + ((i * 37) % 50)));
    const parts = partitionChunks(chunks, 2);
    expect(parts).toHaveLength(2);
    expect(parts.flat()).toEqual(chunks);
  });
});

describe("defaultWorkerUrl", () => {
  it("points at the TypeScript entry from source and at the bundled sibling from dist", () => {
    expect(defaultWorkerUrl("file:///app/src/server/providers/speech/espeak/worker-handle.ts").pathname).toBe(
      "/app/src/server/providers/speech/espeak/speech-worker.ts",
    );
    expect(defaultWorkerUrl("file:///app/dist/server/main.js").pathname).toBe("/app/dist/server/speech-worker.js");
  });
});
