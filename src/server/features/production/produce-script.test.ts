import { describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { ScriptWriterError, type ScriptWriterInput } from "../../script-writer/script-writer-provider";
import { produceScript } from "./produce-script";

describe("produceScript", () => {
  it("hands its abort signal to the writer, so a cancelled job stops writing too (issue 25)", async () => {
    const seen: ScriptWriterInput[] = [];
    const writer = {
      name: "spy",
      write(input: ScriptWriterInput): Promise<string> {
        seen.push(input);
        return Promise.reject(new ScriptWriterError(input.signal?.aborted ? "aborted" : "empty"));
      },
    };
    const controller = new AbortController();
    controller.abort();
    const run = produceScript(
      // The writer refuses first, so nothing reaches the database.
      { db: {} as Database, writer, fetchOptions: {} },
      {
        userId: "u1",
        sessionId: "batch:b1",
        details: "A sturdy oak cutting board.",
        language: "en",
        creativity: 0.5,
        whenPageMayLoadLater: "retry",
        signal: controller.signal,
      },
    );
    await expect(run).rejects.toMatchObject({ code: "writer_aborted" });
    expect(seen[0]?.signal).toBe(controller.signal);
  });
});
