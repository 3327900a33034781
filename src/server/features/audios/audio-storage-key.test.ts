import { describe, expect, it } from "vitest";
import { audioStorageKey } from "./generation.service";

describe("audioStorageKey", () => {
  it("follows the spec's path and keeps two generations of the same millisecond apart", () => {
    const first = audioStorageKey("user-1", 1_763_700_000_000, "3f0c6f8e-1111-4c3b-9d7a-000000000001");
    const second = audioStorageKey("user-1", 1_763_700_000_000, "3f0c6f8e-1111-4c3b-9d7a-000000000002");
    expect(first).toMatch(/^audio-uploads\/user-1\/generated-audio-1763700000000-[0-9a-f-]+\.mp3$/);
    expect(second).not.toBe(first);
  });
});
