import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import ESpeakNg, { type EspeakModule } from "espeak-ng";
import { parseWav, type Pcm16 } from "../../../audio/mp3/wav";

/**
 * espeak-ng compiled to WebAssembly (npm espeak-ng), driven through its CLI `main`.
 *
 * Instantiating the module costs ~80 ms (its 18 MB data segment holds every voice),
 * several times the synthesis of a sentence, so one instance serves every call. The
 * CLI was built to run once, though: its getopt state (`optind`) survives `main` and
 * the second call would skip its options. We locate `optind` in linear memory once
 * (a memory diff around a known call, then verified) and reset it before each call;
 * if that ever fails we fall back, correctly but slowly, to one instance per call.
 */

type Exports = {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  __main_argc_argv(argc: number, argv: number): number;
};

type Instance = { module: EspeakModule; exports: Exports; stderr: string[] };

const INPUT_FILE = "/shelftalk-input.txt";
const OUTPUT_FILE = "/shelftalk-output.wav";
/** Fresh instances now and then bound any slow leak inside the C code. */
const CALLS_PER_INSTANCE = 2000;

let compiled: Promise<WebAssembly.Module> | undefined;

function compileWasm(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const require = createRequire(import.meta.url);
    const bytes = await readFile(require.resolve("espeak-ng/dist/espeak-ng.wasm"));
    return WebAssembly.compile(bytes);
  })();
  return compiled;
}

export class EspeakEngine {
  private instance: Instance | undefined;
  private optindAddress: number | undefined;
  private calls = 0;

  private constructor(private readonly wasm: WebAssembly.Module) {}

  static async create(): Promise<EspeakEngine> {
    const engine = new EspeakEngine(await compileWasm());
    await engine.locateOptind();
    return engine;
  }

  /** Whether calls share one instance (the fast path); false means one instance per call. */
  get reusesInstance(): boolean {
    return this.optindAddress !== undefined;
  }

  /** Renders `text` with the given voice options to mono 16-bit PCM (22,050 Hz). */
  async synthesize(text: string, voiceArgs: readonly string[]): Promise<Pcm16> {
    if (this.optindAddress === undefined || !this.instance || this.calls >= CALLS_PER_INSTANCE) {
      this.instance = await this.instantiate();
      this.calls = 0;
    }
    const instance = this.instance;
    this.calls += 1;
    try {
      return this.render(instance, text, voiceArgs);
    } finally {
      if (this.optindAddress === undefined) this.instance = undefined;
    }
  }

  private render(instance: Instance, text: string, voiceArgs: readonly string[]): Pcm16 {
    const { FS } = instance.module;
    FS.writeFile(INPUT_FILE, text);
    // Text comes from a file, never argv, so a script starting with "-" is not an option.
    const status = this.runMain(instance, ["-b", "1", "-f", INPUT_FILE, "-w", OUTPUT_FILE, ...voiceArgs]);
    if (status !== 0) {
      this.instance = undefined;
      throw new Error(`espeak-ng exited with status ${status}: ${instance.stderr.join(" ").slice(0, 300)}`);
    }
    const wav = FS.readFile(OUTPUT_FILE);
    FS.unlink(OUTPUT_FILE);
    FS.unlink(INPUT_FILE);
    return parseWav(wav);
  }

  private async instantiate(): Promise<Instance> {
    let exports: Exports | undefined;
    const stderr: string[] = [];
    let failInstantiation: (err: unknown) => void = () => {};
    const instantiationFailed = new Promise<never>((_resolve, reject) => (failInstantiation = reject));
    const ready = ESpeakNg({
      arguments: [],
      noInitialRun: true,
      thisProgram: "espeak-ng",
      print: () => {},
      printErr: (line) => {
        if (stderr.length < 20) stderr.push(line);
      },
      // Emscripten's default quit sets process.exitCode; a failed call must only throw.
      quit: (_status, toThrow) => {
        throw toThrow;
      },
      // Must answer asynchronously: the glue defines its export wrappers after asking.
      instantiateWasm: (imports, receive) => {
        WebAssembly.instantiate(this.wasm, imports)
          .then((instance) => {
            exports = instance.exports as unknown as Exports;
            receive(instance, this.wasm);
          })
          .catch(failInstantiation);
        return {};
      },
    });
    const module = await Promise.race([ready, instantiationFailed]);
    if (!exports) throw new Error("espeak-ng WebAssembly instance was not created");
    return { module, exports, stderr };
  }

  /** Calls the C `main` with argv in WASM memory; resets getopt first when we know where it is. */
  private runMain(instance: Instance, args: readonly string[]): number {
    const { exports } = instance;
    if (this.optindAddress !== undefined) new Int32Array(exports.memory.buffer)[this.optindAddress >> 2] = 0;
    const argv = ["espeak-ng", ...args];
    const encoder = new TextEncoder();
    const pointers = argv.map((arg) => {
      const bytes = encoder.encode(`${arg}\0`);
      const pointer = exports.malloc(bytes.length);
      new Uint8Array(exports.memory.buffer).set(bytes, pointer);
      return pointer;
    });
    const table = exports.malloc(4 * (pointers.length + 1));
    const words = new Uint32Array(exports.memory.buffer);
    pointers.forEach((pointer, index) => (words[(table >> 2) + index] = pointer));
    words[(table >> 2) + pointers.length] = 0;
    instance.stderr.length = 0;
    try {
      return exports.__main_argc_argv(argv.length, table);
    } catch (err) {
      // exit() or a trap: the instance's C state is unknown now, so it is not reused.
      this.instance = undefined;
      throw new Error(`espeak-ng failed: ${instance.stderr.join(" ").slice(0, 300) || String(err)}`, {
        cause: err,
      });
    } finally {
      for (const pointer of pointers) exports.free(pointer);
      exports.free(table);
    }
  }

  /**
   * musl's getopt keeps `optind` (initially 1) in static memory and restarts parsing
   * when it is 0. After a call with N option words it holds N + 1, so the cell that went
   * from 1 to N + 1 is it; a second call with a different N must move the same cell.
   */
  private async locateOptind(): Promise<void> {
    const instance = await this.instantiate();
    const warmUp = ["-b", "1", "-f", INPUT_FILE, "-w", OUTPUT_FILE, "-v", "en-us"];
    const before = new Int32Array(instance.exports.memory.buffer.slice(0));
    instance.module.FS.writeFile(INPUT_FILE, "Ready.");
    if (this.runMain(instance, warmUp) !== 0) return;
    const after = new Int32Array(instance.exports.memory.buffer);
    const candidates: number[] = [];
    for (let i = 0; i < before.length; i += 1) {
      if (before[i] === 1 && after[i] === warmUp.length + 1) candidates.push(i * 4);
    }
    if (candidates.length !== 1 || candidates[0] === undefined) return;
    this.optindAddress = candidates[0];
    const check = [...warmUp, "-s", "170"];
    instance.module.FS.writeFile(INPUT_FILE, "Ready.");
    const status = this.runMain(instance, check);
    const cell = new Int32Array(instance.exports.memory.buffer)[this.optindAddress >> 2];
    if (
      status !== 0 ||
      cell !== check.length + 1 ||
      parseWav(instance.module.FS.readFile(OUTPUT_FILE)).samples.length === 0
    ) {
      this.optindAddress = undefined;
      return;
    }
    this.instance = instance;
  }
}
