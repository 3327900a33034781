import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_CANNED_SCRIPT,
  startFakeOpenAiChatServer,
  type FakeOpenAiChatServer,
} from "../../test/fakes/openai-chat-server";
import { RICH_FACTS } from "../../test/fixtures/rich-facts";
import { createOpenAiScriptWriter, type OpenAiScriptWriterOptions } from "./openai-writer";
import {
  SCRIPT_WRITER_MESSAGES,
  ScriptWriterError,
  type ScriptWriter,
  type ScriptWriterErrorCode,
} from "./script-writer-provider";

const API_KEY = "sk-test-123";
let server: FakeOpenAiChatServer;

beforeEach(async () => {
  server = await startFakeOpenAiChatServer({ apiKey: API_KEY });
});
afterEach(async () => {
  await server.close();
});

function makeWriter(options: Partial<OpenAiScriptWriterOptions> = {}): ScriptWriter {
  return createOpenAiScriptWriter({
    baseURL: server.baseURL,
    apiKey: API_KEY,
    model: "gpt-test",
    timeoutMs: 3000,
    ...options,
  });
}

const enInput = { facts: RICH_FACTS.en.facts, language: "en" as const, creativity: 0.3 };

async function expectWriterError(promise: Promise<unknown>, code: ScriptWriterErrorCode): Promise<ScriptWriterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ScriptWriterError);
  const writerError = error as ScriptWriterError;
  expect(writerError.code).toBe(code);
  // The seller sees the message as is: it must be the readable one, never a status or JSON.
  expect(writerError.message).toBe(SCRIPT_WRITER_MESSAGES[code]);
  expect(writerError.message).not.toMatch(/[{}]|\d{3}|Error:/);
  return writerError;
}

describe("OpenAI-compatible script writer", () => {
  it("sends one chat completion with the model, the creativity as temperature and the prompt", async () => {
    const script = await makeWriter().write(enInput);

    expect(script).toBe(FAKE_CANNED_SCRIPT);
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0];
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body?.model).toBe("gpt-test");
    expect(request?.body?.temperature).toBe(0.3);
    const [system, user] = request?.body?.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toMatch(/English/);
    expect(user?.role).toBe("user");
    expect(user?.content).toContain("Aurora Pro Wireless Headphones");
    expect(user?.content).toContain("129 US dollars and 99 cents");
  });

  it("keeps the temperature inside 0 to 1", async () => {
    await makeWriter().write({ ...enInput, creativity: 7 });
    await makeWriter().write({ ...enInput, creativity: -1 });
    expect(server.requests.map((r) => r.body?.temperature)).toEqual([1, 0]);
  });

  it("cleans markdown, prefaces, links and quotes the model adds anyway", async () => {
    server.reply({
      kind: "script",
      content:
        'Sure! Here is your script:\n\n"**Meet the Aurora Pro.** Visit https://shop.example.com/aurora for more.\n\n- Forty hours of battery.\n- [Order now](https://x.example) today."',
    });
    const script = await makeWriter().write(enInput);
    expect(script).toBe("Meet the Aurora Pro. Visit for more.\n\nForty hours of battery. Order now today.");
  });

  it("turns an empty answer into a clear error", async () => {
    server.reply({ kind: "empty" });
    await expectWriterError(makeWriter().write(enInput), "empty");
    server.reply({ kind: "script", content: "```\n**\n```" });
    await expectWriterError(makeWriter().write(enInput), "empty");
  });

  it("retries a server error once, then succeeds", async () => {
    server.reply({ kind: "error", status: 500 });
    await expect(makeWriter().write(enInput)).resolves.toBe(FAKE_CANNED_SCRIPT);
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    [500, undefined, "unavailable"],
    [503, undefined, "unavailable"],
    [429, undefined, "rate_limited"],
    [429, "insufficient_quota", "unavailable"],
  ] as const)("maps a lasting %s (%s) to %s", async (status, code, expected) => {
    server.setDefaultReply({ kind: "error", status, ...(code ? { code } : {}) });
    const error = await expectWriterError(makeWriter().write(enInput), expected);
    expect(error.status).toBe(status);
    expect(server.requests).toHaveLength(2);
  });

  it("maps a rejected key to a clear error without retrying", async () => {
    const error = await expectWriterError(makeWriter({ apiKey: "sk-wrong" }).write(enInput), "unauthorized");
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it("maps a bad request to a clear error", async () => {
    server.reply({ kind: "error", status: 400, message: "model not supported" });
    await expectWriterError(makeWriter().write(enInput), "rejected");
  });

  it("gives up after timeoutMs, retries included", async () => {
    server.setDefaultReply({ kind: "delay", delayMs: 5000 });
    const started = Date.now();
    await expectWriterError(makeWriter({ timeoutMs: 300 }).write(enInput), "timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("maps an unreachable server to a network error", async () => {
    const closedPort = await unusedLoopbackPort();
    const writer = makeWriter({ baseURL: `http://127.0.0.1:${closedPort}/v1`, maxRetries: 0 });
    await expectWriterError(writer.write(enInput), "network");
  });

  it("stops when the caller aborts", async () => {
    server.setDefaultReply({ kind: "delay", delayMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expectWriterError(makeWriter().write({ ...enInput, signal: controller.signal }), "aborted");
  });

  it("does not call the model when there is nothing to write about", async () => {
    await expectWriterError(
      makeWriter().write({ facts: { features: [], images: [] }, details: "  <br>  ", language: "en", creativity: 0.5 }),
      "not_enough_information",
    );
    expect(server.requests).toHaveLength(0);
  });

  it("hands the model the spec table and the length; a script citing a row's figure is not sent back", async () => {
    const facts = {
      name: "Trail kettle",
      description: "A camping kettle.",
      features: [],
      images: [],
      specs: [
        { name: "Item weight", value: "1.2 kg" },
        { name: "Capacity", value: "1.7 l" },
        { name: "Fuel", value: "Gas" },
      ],
    };
    const script =
      "Meet the Trail kettle, a camping kettle. It weighs 1.2 kilograms and holds 1.7 litres. It runs on gas.";
    server.reply({ kind: "script", content: script });
    expect(await makeWriter().write({ facts, language: "en", creativity: 0.5, length: "short" })).toBe(script);
    // Supported by the rows it was given: no rewrite request.
    expect(server.requests).toHaveLength(1);
    const [system, user] = server.requests[0]?.body?.messages ?? [];
    expect(user?.content).toContain("- Item weight: 1.2 kg\n- Capacity: 1.7 l\n- Fuel: Gas");
    expect(system?.content).toMatch(/about 15 seconds read aloud, 30 to 40 words/);

    // The same script from a page without the weight row: the figure is unsupported and named.
    server.reply({ kind: "script", content: script });
    const lighter = { ...facts, specs: facts.specs.slice(1) };
    await makeWriter().write({ facts: lighter, language: "en", creativity: 0.5, length: "short" });
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]?.body?.messages?.at(-1)?.content).toMatch(
      /"It weighs 1\.2 kilograms and holds 1\.7 litres\."/,
    );
  });

  it("writes from seller details alone", async () => {
    await makeWriter().write({
      facts: { features: [], images: [] },
      details: "Handmade oak cutting board.",
      language: "de",
      creativity: 0.5,
    });
    const user = server.requests[0]?.body?.messages?.[1]?.content ?? "";
    expect(user).toContain("Handmade oak cutting board.");
    expect(server.requests[0]?.body?.messages?.[0]?.content).toMatch(/German/);
  });
});

/** A loopback port that nothing listens on: bind one, note it, close it. */
async function unusedLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
