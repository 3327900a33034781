import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for an OpenAI-compatible chat completions server (POST /v1/chat/completions),
 * so writer tests exercise the real SDK over real HTTP without calling a vendor.
 */

export type FakeChatReply =
  | { kind: "script"; content: string; delayMs?: number }
  | { kind: "empty"; delayMs?: number }
  | { kind: "error"; status: number; message?: string; code?: string; delayMs?: number }
  /** Answers only after delayMs, long enough to outlast the writer's timeout. */
  | { kind: "delay"; delayMs: number; content?: string };

export type RecordedChatRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: ChatRequestBody | undefined;
};

export type ChatRequestBody = {
  model?: string;
  temperature?: number;
  messages?: Array<{ role: string; content: string }>;
  [key: string]: unknown;
};

export type FakeOpenAiChatServer = {
  /** Base URL to give the SDK, e.g. http://127.0.0.1:41234/v1 */
  baseURL: string;
  apiKey: string;
  requests: RecordedChatRequest[];
  /** Queues replies used in order, one per request; when empty, the default reply answers. */
  reply(...replies: FakeChatReply[]): void;
  setDefaultReply(reply: FakeChatReply): void;
  close(): Promise<void>;
};

export const FAKE_CANNED_SCRIPT =
  "Meet the Aurora Pro headphones. They block out the noise and last up to forty hours on one charge. Order yours today.";

export async function startFakeOpenAiChatServer(
  options: { apiKey?: string; defaultReply?: FakeChatReply } = {},
): Promise<FakeOpenAiChatServer> {
  const apiKey = options.apiKey ?? "test-key";
  const requests: RecordedChatRequest[] = [];
  const queue: FakeChatReply[] = [];
  let defaultReply: FakeChatReply = options.defaultReply ?? { kind: "script", content: FAKE_CANNED_SCRIPT };
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    requests.push({ method: req.method ?? "GET", path, headers: req.headers, body: parseJson(raw) });

    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      return sendError(res, 404, `Unknown request URL: ${req.method} ${path}`, "unknown_url");
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(res, 401, "Incorrect API key provided.", "invalid_api_key");
    }
    const reply = queue.shift() ?? defaultReply;
    const body = parseJson(raw);
    const answer = () => respond(res, reply, body?.model ?? "fake-model");
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, reply.delayMs);
      timers.add(timer);
      res.on("close", () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    } else {
      answer();
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    reply: (...replies) => {
      queue.push(...replies);
    },
    setDefaultReply: (reply) => {
      defaultReply = reply;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function respond(res: ServerResponse, reply: FakeChatReply, model: string): void {
  if (reply.kind === "error") {
    return sendError(res, reply.status, reply.message ?? `Fake error ${reply.status}`, reply.code ?? null);
  }
  const content =
    reply.kind === "empty" ? "" : reply.kind === "delay" ? (reply.content ?? FAKE_CANNED_SCRIPT) : reply.content;
  sendJson(res, 200, {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null },
        finish_reason: "stop",
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  });
}

function sendError(res: ServerResponse, status: number, message: string, code: string | null): void {
  // retry-after-ms keeps the SDK's single retry quick in tests.
  sendJson(res, status, { error: { message, type: "fake_error", param: null, code } }, { "retry-after-ms": "10" });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseJson(raw: string): ChatRequestBody | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as ChatRequestBody) : undefined;
  } catch {
    return undefined;
  }
}
