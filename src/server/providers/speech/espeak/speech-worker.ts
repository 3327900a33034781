import { parentPort, workerData } from "node:worker_threads";
import { encodeChecked, masterPcm, masterToMp3 } from "../../../audio/mastering/master-audio";
import { EspeakEngine } from "./espeak-engine";
import { MP3_SAMPLE_RATE } from "../../../audio/mp3/mp3-encoder";
import { joinPcm } from "../../../audio/mp3/join-pcm";
import { silenceCuts } from "../../../audio/mastering/split-at-silence";
import { JobCancelledError, renderSpeechChunks, speakableSentences } from "./speech-job";
import type { FromWorker, SpeechWorkerData, ToWorker } from "./worker-protocol";

/**
 * Worker thread entry: espeak-ng synthesis and MP3 encoding are CPU-bound and
 * synchronous, so they run here and the server's event loop keeps answering requests.
 * Bundled on its own as dist/server/speech-worker.js (see worker-pool.ts).
 */

const port = parentPort;
if (!port) throw new Error("speech-worker must run as a worker thread");
const cancel = new Int32Array((workerData as SpeechWorkerData).cancel);

let engine: Promise<EspeakEngine> | undefined;
const getEngine = () => {
  engine ??= EspeakEngine.create().catch((err: unknown) => {
    engine = undefined;
    throw err;
  });
  return engine;
};

const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function handle(message: ToWorker): Promise<void> {
  const { requestId } = message;
  try {
    switch (message.type) {
      case "warm-up": {
        // One short sentence loads the encoder and gets V8 compiling the hot paths (LAME
        // runs several times slower until optimised), so the first seller's audio isn't slow.
        const part = await renderSpeechChunks(
          await getEngine(),
          { chunks: ["ShelfTalk is ready."], pauseAfter: [false], language: "en", voice: "alloy", speed: 1 },
          { isCancelled: () => false, onChunk: () => {} },
        );
        await masterToMp3(part.pcm, MP3_SAMPLE_RATE);
        send({ type: "result", requestId, value: undefined });
        return;
      }
      case "prepare":
        send({
          type: "result",
          requestId,
          value: await speakableSentences(message.sentences, message.language, message.pronunciations),
        });
        return;
      case "render": {
        const part = await renderSpeechChunks(await getEngine(), message, {
          isCancelled: () => Atomics.load(cancel, 0) === message.jobId,
          onChunk: () => send({ type: "progress", requestId }),
        });
        // A buffer of its own, so it can be transferred rather than copied.
        const owned = part.pcm.slice();
        send({ type: "result", requestId, value: { pcm: owned, samples: part.samples } }, [owned.buffer]);
        return;
      }
      case "master": {
        const mastered = await masterToMp3(message.pcm, message.sampleRate);
        const mp3 = mastered.mp3.slice();
        send({ type: "result", requestId, value: { ...mastered, mp3 } }, [mp3.buffer]);
        return;
      }
      case "master-split": {
        const pcm = joinPcm(message.pieces);
        const { samples, trimmedStart, inputLufs, outputLufs } = masterPcm(pcm, MP3_SAMPLE_RATE, message.ceilingDb);
        const cuts = Number.isFinite(outputLufs)
          ? silenceCuts(
              samples,
              message.starts.map((start) => start - trimmedStart),
              message.parts,
            )
          : [];
        const bounds = [0, ...cuts, samples.length];
        // A buffer of its own per part, so each can be handed to another thread.
        const parts = bounds.slice(1).map((end, index) => samples.slice(bounds[index], end));
        const value = { parts, cuts, trimmedStart, inputLufs, outputLufs, pcm };
        send({ type: "result", requestId, value }, [...parts.map((part) => part.buffer), pcm.buffer as ArrayBuffer]);
        return;
      }
      case "encode": {
        const checked = await encodeChecked(message.samples);
        const mp3 = checked.mp3.slice();
        send({ type: "result", requestId, value: { ...checked, mp3 } }, [mp3.buffer]);
        return;
      }
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    send({ type: "failed", requestId, message, aborted: err instanceof JobCancelledError });
  }
}

// Requests run one at a time, in order.
let queue = Promise.resolve();
port.on("message", (message: ToWorker) => {
  queue = queue.then(() => handle(message));
});
