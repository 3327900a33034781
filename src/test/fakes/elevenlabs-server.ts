import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { encodeMp3 } from "../../server/audio/mp3/mp3-encoder";

/**
 * A loopback stand-in for ElevenLabs' POST /v1/text-to-speech/{voice_id}: checks the xi-api-key
 * header, the voice id in the path, the JSON body (text, model_id, voice_settings) and the
 * output_format query as the real API does, and answers with a real 44.1 kHz MP3 (a quiet
 * tone, so mastering has work to do) or with ElevenLabs-shaped errors a test asks for.
 */

export type RecordedElevenLabsRequest = {
  method: string;
  path: string;
  voiceId: string | undefined;
  query: Record<string, string>;
  apiKey: string | undefined;
  body: Record<string, unknown> | undefined;
};

export type FakeElevenLabsServer = {
  baseURL: string;
  apiKey: string;
  requests: RecordedElevenLabsRequest[];
  /** The next request fails with this status and an ElevenLabs-style { detail: { status, message } }. */
  failNext(status: number, detailStatus?: string): void;
  reset(): void;
  close(): Promise<void>;
};

const SAMPLE_RATE = 44_100;
const MAX_TEXT = 10_000;

async function quietTone(seconds: number): Promise<Uint8Array> {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(900 * Math.sin((2 * Math.PI * 180 * i) / SAMPLE_RATE));
  return encodeMp3(samples, SAMPLE_RATE, 64);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function sendDetail(res: ServerResponse, status: number, detailStatus: string, message: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ detail: { status: detailStatus, message } }));
}

export async function startFakeElevenLabsServer(
  options: { apiKey?: string; secondsPerResponse?: number; knownVoices?: readonly string[] } = {},
): Promise<FakeElevenLabsServer> {
  const apiKey = options.apiKey ?? "xi-test-shelftalk";
  const mp3 = await quietTone(options.secondsPerResponse ?? 0.8);
  const failures: Array<{ status: number; detailStatus: string }> = [];
  const requests: RecordedElevenLabsRequest[] = [];
  const known = options.knownVoices ? new Set(options.knownVoices) : undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const match = /^\/v1\/text-to-speech\/([^/]+)$/.exec(url.pathname);
    const body = req.method === "POST" ? await readJson(req) : undefined;
    const apiKeyHeader = req.headers["xi-api-key"];
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      voiceId: match?.[1] ? decodeURIComponent(match[1]) : undefined,
      query: Object.fromEntries(url.searchParams),
      apiKey: typeof apiKeyHeader === "string" ? apiKeyHeader : undefined,
      body,
    });
    if (req.method !== "POST" || !match) return sendDetail(res, 404, "not_found", "Not found");
    if (apiKeyHeader !== apiKey) return sendDetail(res, 401, "invalid_api_key", "Invalid API key");
    const failure = failures.shift();
    if (failure) return sendDetail(res, failure.status, failure.detailStatus, `Failure ${failure.status}`);
    if (known && !known.has(decodeURIComponent(match[1] ?? ""))) {
      return sendDetail(res, 404, "voice_not_found", "A voice with that id was not found.");
    }
    const text = body?.text;
    if (typeof text !== "string" || !text.trim() || text.length > MAX_TEXT) {
      return sendDetail(res, 422, "invalid_text", "text is missing or too long");
    }
    if (typeof body?.model_id !== "string") return sendDetail(res, 422, "invalid_model", "model_id is required");
    const speed = (body.voice_settings as { speed?: unknown } | undefined)?.speed;
    if (speed !== undefined && (typeof speed !== "number" || speed < 0.7 || speed > 1.2)) {
      return sendDetail(res, 422, "invalid_voice_settings", "speed must be between 0.7 and 1.2");
    }
    if (url.searchParams.get("output_format")?.startsWith("mp3_") === false) {
      return sendDetail(res, 422, "invalid_output_format", "This fake only speaks MP3.");
    }
    res.writeHead(200, { "content-type": "audio/mpeg", "content-length": String(mp3.length) });
    res.end(mp3);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => sendDetail(res, 500, "internal", "fake server error"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    failNext(status, detailStatus = status === 429 ? "too_many_concurrent_requests" : "error") {
      failures.push({ status, detailStatus });
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
