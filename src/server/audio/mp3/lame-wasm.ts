import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Script } from "node:vm";
import { joinBytes } from "./join-bytes";

/**
 * LAME 3.100 compiled to WebAssembly, as shipped inside @mediabunny/mp3-encoder.
 *
 * That package only exposes LAME as a Mediabunny encoder that starts a worker of its own
 * per file; we already encode inside the speech worker, so we load the Emscripten module
 * it is built from (dist/modules/build/lame.js, base64 WASM inlined) and call its four
 * exported C functions directly. The file is CommonJS that also reads `import.meta.url`,
 * which neither `require` nor `import` accept, so it is evaluated as a function body with
 * those three spots rewritten. If a future version changes shape, loading fails and the
 * caller falls back to the pure-JS encoder (slower, same output format).
 */

interface LameModule {
  HEAPU8: Uint8Array;
  _malloc(size: number): number;
  _free(pointer: number): void;
  _init_lame(channels: number, sampleRate: number, bitrate: number): number;
  _encode_samples(lame: number, left: number, right: number, count: number, out: number, outSize: number): number;
  _flush_lame(lame: number, out: number, outSize: number): number;
  _close_lame(lame: number): void;
}

type LameFactory = () => Promise<LameModule>;

const REWRITES: [from: string, to: (fileUrl: string) => string][] = [
  ['Object.defineProperty(exports, "__esModule", { value: true });', () => ""],
  ["import.meta.url", (fileUrl) => JSON.stringify(fileUrl)],
  ["exports.default = Module;", () => "return Module;"],
];

function loadFactory(): LameFactory {
  const require = createRequire(import.meta.url);
  // The package's `exports` only name its bundle; the Emscripten build sits beside it.
  const bundle = require.resolve("@mediabunny/mp3-encoder");
  const file = join(dirname(bundle), "..", "modules", "build", "lame.js");
  let source = readFileSync(file, "utf8");
  for (const [from, to] of REWRITES) {
    if (source.split(from).length !== 2) throw new Error(`LAME WASM build: "${from}" not found exactly once`);
    source = source.replace(from, to(pathToFileURL(file).href));
  }
  const script = new Script(`(function(){${source}\n})()`, { filename: file });
  return script.runInThisContext() as LameFactory;
}

let module: Promise<LameModule> | undefined;

/** One LAME runtime per thread, created on first use. */
export function loadLameWasm(): Promise<LameModule> {
  module ??= Promise.resolve()
    .then(() => loadFactory()())
    .catch((err: unknown) => {
      module = undefined;
      throw err;
    });
  return module;
}

/** Samples per call: 1152 × 32 (~1.5 s at 24 kHz) keeps the WASM heap small for any script length. */
const BLOCK_SAMPLES = 1152 * 32;
/** LAME's documented worst case for an output buffer: 1.25 × samples + 7200 bytes. */
const OUTPUT_BYTES = Math.ceil(1.25 * BLOCK_SAMPLES + 7200);

/** Mono CBR encoder on one LAME instance; `finish()` releases it. */
export class WasmLameEncoder {
  private readonly lame: number;
  private readonly input: number;
  private readonly output: number;
  private readonly parts: Uint8Array[] = [];
  private length = 0;
  private closed = false;

  constructor(
    private readonly wasm: LameModule,
    sampleRate: number,
    kbps: number,
  ) {
    this.lame = wasm._init_lame(1, sampleRate, kbps * 1000);
    if (!this.lame) throw new Error("LAME could not be initialised");
    this.input = wasm._malloc(BLOCK_SAMPLES * 2);
    this.output = wasm._malloc(OUTPUT_BYTES);
  }

  encode(samples: Int16Array): void {
    if (this.closed) throw new Error("MP3 encoder already finished");
    for (let start = 0; start < samples.length; start += BLOCK_SAMPLES) {
      const block = samples.subarray(start, start + BLOCK_SAMPLES);
      // HEAPU8 is re-read each time: the heap may have grown (and been replaced) meanwhile.
      this.wasm.HEAPU8.set(new Uint8Array(block.buffer, block.byteOffset, block.byteLength), this.input);
      const written = this.wasm._encode_samples(
        this.lame,
        this.input,
        this.input,
        block.length,
        this.output,
        OUTPUT_BYTES,
      );
      this.collect(written);
    }
  }

  finish(): Uint8Array {
    if (this.closed) throw new Error("MP3 encoder already finished");
    try {
      this.collect(this.wasm._flush_lame(this.lame, this.output, OUTPUT_BYTES));
    } finally {
      this.release();
    }
    return joinBytes(this.parts, this.length);
  }

  /** Frees the LAME instance and buffers without producing a file (cancelled jobs). */
  release(): void {
    if (this.closed) return;
    this.closed = true;
    this.wasm._close_lame(this.lame);
    this.wasm._free(this.input);
    this.wasm._free(this.output);
  }

  private collect(written: number): void {
    if (written < 0) throw new Error(`LAME encoding failed (${written})`);
    if (written === 0) return;
    this.parts.push(this.wasm.HEAPU8.slice(this.output, this.output + written));
    this.length += written;
  }
}
