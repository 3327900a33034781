import { describe, expect, it } from "vitest";
import { defaultWorkerUrl } from "./worker-handle";

describe("defaultWorkerUrl", () => {
  it("points at the TypeScript entry from source and at the bundled sibling from dist", () => {
    expect(defaultWorkerUrl("file:///app/src/server/providers/speech/espeak/worker-handle.ts").pathname).toBe(
      "/app/src/server/providers/speech/espeak/speech-worker.ts",
    );
    expect(defaultWorkerUrl("file:///app/dist/server/main.js").pathname).toBe("/app/dist/server/speech-worker.js");
  });
});
