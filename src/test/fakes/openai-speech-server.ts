import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { encodeMp3, MP3_SAMPLE_RATE } from "../../server/audio/mp3/mp3-encoder";
import { parseMp3 } from "../../server/audio/mp3/mp3-frames";

/**
 * A loopback stand-in for OpenAI's POST /v1/audio/speech: checks the bearer key and the
 * JSON body as the real API does (including the 4,096-character input limit), answers
 * with a real MP3 shaped like the API's (ID3v2 tag + Info frame + audio), or with the
 * error statuses a test asks for. Every request is recorded.
 */

export type RecordedSpeechRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
};

export type FakeOpenAISpeechServer = {
  /** Base URL for the SDK, ending in /v1. */
  baseURL: string;
  apiKey: string;
  requests: RecordedSpeechRequest[];
  /** The next `times` requests fail with this status and an OpenAI-style JSON error. */
  failNext(status: number, options?: { times?: number; message?: string }): void;
  /** Delay before answering, to exercise client timeouts. */
  delayMs: number;
  /** Seconds of audio in each successful answer. */
  readonly secondsPerResponse: number;
  /** Forgets recorded requests, pending failures and the delay (call in beforeEach). */
  reset(): void;
  close(): Promise<void>;
};

const VOICES = new Set([
  "alloy",
  "ash",
  "ballad",
  "coral",
  "echo",
  "fable",
  "onyx",
  "nova",
  "sage",
  "shimmer",
  "verse",
]);
const MAX_INPUT = 4096;
const QUIET_AMPLITUDE = 1000;

function errorBody(message: string, type: string, param: string | null = null, code: string | null = null) {
  return JSON.stringify({ error: { message, type, param, code } });
}

function sendJson(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(body);
}

/**
 * A 220 Hz tone, encoded once, wrapped like an API answer. Deliberately quiet (about −33 LUFS):
 * the mastering step must bring it to the target whatever an engine delivers.
 */
async function apiLikeMp3(seconds: number): Promise<Uint8Array> {
  const samples = new Int16Array(Math.round(seconds * MP3_SAMPLE_RATE));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(QUIET_AMPLITUDE * Math.sin((2 * Math.PI * 220 * i) / MP3_SAMPLE_RATE));
  const audio = await encodeMp3(samples);
  const first = parseMp3(audio).frames[0];
  if (!first) throw new Error("encoder produced no frames");
  // Info frame: a silent frame with the same header whose side info is followed by "Info".
  const info = new Uint8Array(first.length);
  info.set(audio.subarray(0, 4));
  const tag = 4 + (first.version === 1 ? 17 : 9);
  const view = new DataView(info.buffer);
  info.set(new TextEncoder().encode("Info"), tag);
  view.setUint32(tag + 4, 0x0f);
  view.setUint32(tag + 8, parseMp3(audio).frames.length + 1);
  view.setUint32(tag + 12, audio.length + info.length);
  // ID3v2.4 tag with one TSSE (encoder) frame, as ffmpeg-based servers write.
  const text = new TextEncoder().encode("\u0003Lavf60.16.100");
  const frame = new Uint8Array(10 + text.length);
  frame.set(new TextEncoder().encode("TSSE"));
  frame[7] = text.length; // synchsafe size, < 128
  frame.set(text, 10);
  const header = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, frame.length]);
  const out = new Uint8Array(header.length + frame.length + info.length + audio.length);
  out.set(header);
  out.set(frame, header.length);
  out.set(info, header.length + frame.length);
  out.set(audio, header.length + frame.length + info.length);
  return out;
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

/** Checks the body like the API; returns an error message and the offending param, or undefined. */
function validate(
  body: Record<string, unknown> | undefined,
  voices: ReadonlySet<string>,
): [string, string] | undefined {
  if (!body) return ["We could not parse the JSON body of your request.", "body"];
  if (typeof body.model !== "string" || !body.model) return ["Missing required parameter: 'model'.", "model"];
  if (typeof body.input !== "string" || !body.input) return ["Missing required parameter: 'input'.", "input"];
  if ([...body.input].length > MAX_INPUT) {
    return [`'input' is too long: maximum length is ${MAX_INPUT} characters.`, "input"];
  }
  if (typeof body.voice !== "string" || !voices.has(body.voice)) return ["Invalid value for 'voice'.", "voice"];
  if (body.response_format !== undefined && body.response_format !== "mp3") {
    return ["This fake only speaks mp3.", "response_format"];
  }
  const speed = body.speed;
  if (speed !== undefined && (typeof speed !== "number" || speed < 0.25 || speed > 4)) {
    return ["'speed' must be between 0.25 and 4.0.", "speed"];
  }
  return undefined;
}

export async function startFakeOpenAISpeechServer(
  options: {
    apiKey?: string;
    secondsPerResponse?: number;
    /** The voices this server knows (a Kokoro or Piper server's own names); default OpenAI's. */
    voices?: Iterable<string>;
  } = {},
): Promise<FakeOpenAISpeechServer> {
  const voices = options.voices ? new Set(options.voices) : VOICES;
  const apiKey = options.apiKey ?? "sk-test-shelftalk";
  const secondsPerResponse = options.secondsPerResponse ?? 0.5;
  const mp3 = await apiLikeMp3(secondsPerResponse);
  const failures: Array<{ status: number; message: string }> = [];
  const requests: RecordedSpeechRequest[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = req.method === "POST" ? await readJson(req) : undefined;
    requests.push({ method: req.method ?? "", path: req.url ?? "", authorization: req.headers.authorization, body });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (req.method !== "POST" || req.url !== "/v1/audio/speech") {
      return sendJson(res, 404, errorBody("Not found", "invalid_request_error"));
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(
        res,
        401,
        errorBody("Incorrect API key provided.", "invalid_request_error", null, "invalid_api_key"),
      );
    }
    const failure = failures.shift();
    if (failure) {
      // retry-after-ms keeps SDK retries in tests to milliseconds.
      const type = failure.status >= 500 ? "server_error" : "invalid_request_error";
      return sendJson(res, failure.status, errorBody(failure.message, type), { "retry-after-ms": "5" });
    }
    const invalid = validate(body, voices);
    if (invalid) return sendJson(res, 400, errorBody(invalid[0], "invalid_request_error", invalid[1]));
    res.writeHead(200, { "content-type": "audio/mpeg", "content-length": String(mp3.length) });
    res.end(mp3);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => sendJson(res, 500, errorBody("fake server error", "server_error")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeOpenAISpeechServer = {
    baseURL: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    delayMs: 0,
    secondsPerResponse,
    failNext(status, { times = 1, message = status === 503 ? "Service Unavailable" : `Error ${status}` } = {}) {
      for (let i = 0; i < times; i += 1) failures.push({ status, message });
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
      fake.delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}
