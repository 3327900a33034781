import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { FromWorker, SpeechWorkerData, WorkerRequest } from "./worker-protocol";

/**
 * From source (tsx, vitest) this module is a .ts file and the worker is the .ts file
 * beside it. In the production bundle this module is inlined into dist/server/main.js,
 * and the worker must be built as a second entry point to dist/server/speech-worker.js.
 */
export function defaultWorkerUrl(moduleUrl: string = import.meta.url): URL {
  return new URL(moduleUrl.endsWith(".ts") ? "./speech-worker.ts" : "./speech-worker.js", moduleUrl);
}

function spawnWorker(url: URL, workerData: SpeechWorkerData): Worker {
  if (!url.pathname.endsWith(".ts")) return new Worker(url, { workerData });
  // Node 20 cannot load .ts in a worker, and `--import tsx` registers tsx's loader on the
  // main thread only. So the worker registers tsx's ESM hooks itself, then imports the entry.
  const require = createRequire(import.meta.url);
  const tsxApi = path.join(path.dirname(require.resolve("tsx/package.json")), "dist/esm/api/index.mjs");
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsxApi).href)})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

type Waiter = {
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  onProgress?: () => void;
};

/**
 * One speech worker thread, started on first use and again after a crash or terminate().
 * Requests are answered in order; the thread is unref'd while idle so it never keeps a
 * process alive on its own.
 */
export class SpeechWorkerHandle {
  private worker: Worker | undefined;
  private workerError: unknown;
  private readonly waiters = new Map<number, Waiter>();
  private nextRequestId = 1;

  constructor(
    private readonly url: URL,
    private readonly workerData: SpeechWorkerData,
  ) {}

  /**
   * `transfer`: buffers the message hands over instead of copying (they are unusable here
   * afterwards); copying a long script's PCM took the event loop tens of milliseconds.
   */
  request<T>(message: WorkerRequest, onProgress?: () => void, transfer: readonly ArrayBuffer[] = []): Promise<T> {
    const worker = this.ensureWorker();
    const requestId = this.nextRequestId++;
    return new Promise<T>((resolve, reject) => {
      this.waiters.set(requestId, { resolve: resolve as (value: unknown) => void, reject, onProgress });
      worker.ref();
      worker.postMessage({ ...message, requestId }, [...new Set(transfer)]);
    });
  }

  /** Stops the thread (a hung engine, shutdown); pending requests fail; the next request respawns. */
  async terminate(reason: Error): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(reason);
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = spawnWorker(this.url, this.workerData);
    worker.on("message", (message: FromWorker) => this.onMessage(message));
    worker.on("error", (err: Error) => {
      this.workerError = err;
    });
    worker.on("exit", (code) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const cause = this.workerError;
      this.workerError = undefined;
      this.failAll(new Error(`The speech worker stopped unexpectedly (exit code ${code}).`, { cause }));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private onMessage(message: FromWorker): void {
    const waiter = this.waiters.get(message.requestId);
    if (!waiter) return;
    if (message.type === "progress") {
      waiter.onProgress?.();
      return;
    }
    this.waiters.delete(message.requestId);
    if (this.waiters.size === 0) this.worker?.unref();
    if (message.type === "result") {
      waiter.resolve(message.value);
    } else {
      const error = new Error(message.message);
      if (message.aborted) error.name = "AbortError";
      waiter.reject(error);
    }
  }

  private failAll(err: Error): void {
    const waiters = [...this.waiters.values()];
    this.waiters.clear();
    for (const waiter of waiters) waiter.reject(err);
  }
}
