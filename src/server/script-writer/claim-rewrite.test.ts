import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAiChatServer, type FakeOpenAiChatServer } from "../../test/fakes/openai-chat-server";
import { createOpenAiScriptWriter } from "./openai-writer";

const DETAILS = "Aurora Pro wireless headphones. Battery life: 30 hours. Bluetooth 5.3.";
const SEEDED =
  "Meet the Aurora Pro wireless headphones. The battery lasts up to forty hours on one charge. They are eco-friendly. Order yours today.";
const FIXED =
  "Meet the Aurora Pro wireless headphones. The battery lasts up to thirty hours on one charge. Order yours today.";
const input = { facts: { features: [], images: [] }, details: DETAILS, language: "en" as const, creativity: 0.3 };

let server: FakeOpenAiChatServer;
beforeEach(async () => {
  server = await startFakeOpenAiChatServer({ apiKey: "k" });
});
afterEach(async () => {
  await server.close();
});
const writer = () => createOpenAiScriptWriter({ baseURL: server.baseURL, apiKey: "k", model: "m", timeoutMs: 3000 });

describe("the OpenAI-compatible writer's one automatic rewrite", () => {
  it("names each unsupported sentence with its reason in one rewrite request and returns the rewrite", async () => {
    server.reply({ kind: "script", content: SEEDED }, { kind: "script", content: FIXED });
    expect(await writer().write(input)).toBe(FIXED);
    expect(server.requests).toHaveLength(2);
    const messages = server.requests[1]?.body?.messages ?? [];
    expect(messages.at(-2)).toEqual({ role: "assistant", content: SEEDED });
    const ask = messages.at(-1)?.content ?? "";
    expect(ask).toContain('"The battery lasts up to forty hours on one charge." ("forty hours" does not match');
    expect(ask).toContain('"They are eco-friendly."');
    expect(ask).not.toContain("Order yours today");
    // The first request's prompt already asks for the given facts only.
    expect(messages[0]?.content).toMatch(/Use only the product facts and seller details provided/);
  });

  it("rewrites only once: a rewrite that still errs goes on as it is (the draft's check marks it)", async () => {
    server.setDefaultReply({ kind: "script", content: SEEDED });
    expect(await writer().write(input)).toBe(SEEDED);
    expect(server.requests).toHaveLength(2);
  });

  it("asks nothing more of a faithful script, and keeps the first script when the rewrite fails", async () => {
    server.reply({ kind: "script", content: FIXED });
    expect(await writer().write(input)).toBe(FIXED);
    expect(server.requests).toHaveLength(1);

    server.reply({ kind: "script", content: SEEDED }, { kind: "error", status: 400, message: "bad" });
    expect(await writer().write(input)).toBe(SEEDED);
  });
});
