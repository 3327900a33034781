import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findCorpusDir, findSharedDir, requireCorpusDir, requireSharedDir } from "./corpus";

describe("the shared folder beside the repository", () => {
  it("finds the corpus and the security lists where the suites read them", () => {
    const corpus = requireCorpusDir("corpus.test.ts");
    expect(corpus).toMatch(/shared[\\/]corpus$/);
    expect(findCorpusDir()).toBe(corpus);
    expect(requireSharedDir("security", "ssrf-urls.txt", "test")).toBe(findSharedDir("security", "ssrf-urls.txt"));
  });

  it("fails with a message naming the suite, the file and both places looked at when it is missing", () => {
    expect(findSharedDir("no-such-part", "list.txt")).toBeUndefined();
    let message = "";
    try {
      requireSharedDir("no-such-part", "list.txt", "The example suite");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("The example suite needs shared/no-such-part/list.txt");
    expect(message).toContain(join("shared", "no-such-part", "list.txt"));
    expect(message.match(/shared[\\/]no-such-part[\\/]list\.txt/g)).toHaveLength(3);
    expect(message).toContain("Put the project's shared folder next to the checkout");
  });
});
