import { describe, expect, it } from "vitest";
import { parseRange } from "./serve-stored-file";

describe("parseRange", () => {
  it("reads one range, open-ended ranges and suffix ranges", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ kind: "range", range: { start: 0, end: 99 } });
    expect(parseRange("bytes=500-", 1000)).toEqual({ kind: "range", range: { start: 500, end: 999 } });
    expect(parseRange("bytes=-100", 1000)).toEqual({ kind: "range", range: { start: 900, end: 999 } });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ kind: "range", range: { start: 0, end: 999 } });
  });

  it("clips an end past the file and refuses ranges outside it", () => {
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ kind: "range", range: { start: 900, end: 999 } });
    expect(parseRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=50-10", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("ignores absent, malformed and multi-range headers (the whole file is sent)", () => {
    expect(parseRange(undefined, 1000)).toEqual({ kind: "none" });
    expect(parseRange("bytes=-", 1000)).toEqual({ kind: "none" });
    expect(parseRange("items=0-1", 1000)).toEqual({ kind: "none" });
    expect(parseRange("bytes=0-1,5-6", 1000)).toEqual({ kind: "none" });
  });
});
