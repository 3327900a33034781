import {
  SPOKEN_TEXT_MAX_LENGTH,
  spokenTextLength,
  SpokenTextTooLongError,
} from "../providers/speech/apply-pronunciations";
import {
  abortError,
  type SpeechInput,
  type SpeechProvider,
  type SpeechResult,
} from "../providers/speech/speech-provider";

export type FairSpeechOptions = {
  /** Speech calls this process runs at once (the engine's lanes). */
  concurrency: number;
  /** Calls of one seller running at once; the rest of theirs wait their turn. */
  perSellerInFlight: number;
};

type Task = {
  input: SpeechInput;
  resolve: (result: SpeechResult) => void;
  reject: (err: unknown) => void;
  onAbort?: () => void;
};
type Seller = { waiting: Task[]; inFlight: number; lastServed: number };

/** Calls one process makes at once to a remote speech engine (OpenAI-compatible, ElevenLabs). */
const REMOTE_SPEECH_CALLS = 8;
/**
 * Calls admitted at once per lane of the embedded engine (decision 104): the engine's threads
 * are shared step by step inside (fair-steps.ts), so calls of several sellers must be in at once
 * for a short one to run beside a long one. Each admitted call holds its PCM (~25 MB for the
 * longest script), which is what this bounds.
 */
export const EMBEDDED_CALLS_PER_LANE = 4;

/**
 * How many calls the queue admits, and how many of one seller's. A remote engine is sized on its
 * own side: calls are bounded per process, not made one at a time, so a seller's batch keeps its
 * parallel items. The embedded engine takes one call per seller (its steps are shared fairly).
 */
export function fairSpeechOptions(remote: boolean, speechConcurrency: number): FairSpeechOptions {
  if (remote) {
    const calls = Math.max(REMOTE_SPEECH_CALLS, speechConcurrency);
    return { concurrency: calls, perSellerInFlight: calls };
  }
  return { concurrency: speechConcurrency * EMBEDDED_CALLS_PER_LANE, perSellerInFlight: 1 };
}

/** Calls that name no seller share one turn (none in the app: generation always names one). */
const NO_SELLER = "";

/**
 * The speech engine shared fairly between sellers (issue 26): calls wait in a queue per seller,
 * and a free lane goes to the seller served least recently (round-robin) among those with work
 * waiting and fewer than `perSellerInFlight` calls running. A seller with a hundred long scripts then delays
 * another seller's one sentence by at most the calls already running, not by their whole
 * backlog. A text over the spoken-text cap is refused here too, before it queues (the
 * generation refuses it before taking a credit; this is the backstop).
 */
export function createFairSpeechQueue(provider: SpeechProvider, options: FairSpeechOptions) {
  const sellers = new Map<string, Seller>();
  let running = 0;
  let served = 0;

  /** The seller served least recently (never served: first) among those who may start a call now. */
  const next = (): [string, Seller] | undefined => {
    let best: [string, Seller] | undefined;
    for (const entry of sellers) {
      const [, seller] = entry;
      if (seller.waiting.length === 0 || seller.inFlight >= options.perSellerInFlight) continue;
      if (!best || seller.lastServed < best[1].lastServed) best = entry;
    }
    return best;
  };

  const pump = () => {
    while (running < options.concurrency) {
      const chosen = next();
      if (!chosen) return;
      const [key, seller] = chosen;
      seller.lastServed = served += 1;
      start(key, seller, seller.waiting.shift()!);
    }
  };

  const start = (key: string, seller: Seller, task: Task) => {
    if (task.onAbort) task.input.signal?.removeEventListener("abort", task.onAbort);
    running += 1;
    seller.inFlight += 1;
    provider
      .synthesize(task.input)
      .then(task.resolve, task.reject)
      .finally(() => {
        running -= 1;
        seller.inFlight -= 1;
        if (seller.inFlight === 0 && seller.waiting.length === 0) sellers.delete(key);
        pump();
      });
  };

  const synthesize = (input: SpeechInput): Promise<SpeechResult> => {
    const length = spokenTextLength(input.text, input.pronunciations, input.language);
    if (length > SPOKEN_TEXT_MAX_LENGTH) return Promise.reject(new SpokenTextTooLongError(length));
    if (input.signal?.aborted) return Promise.reject(abortError(input.signal));
    return new Promise<SpeechResult>((resolve, reject) => {
      const key = input.sellerId ?? NO_SELLER;
      let seller = sellers.get(key);
      if (!seller) {
        seller = { waiting: [], inFlight: 0, lastServed: 0 };
        sellers.set(key, seller);
      }
      const task: Task = { input, resolve, reject };
      // A call given up while it waits leaves the queue at once.
      task.onAbort = () => {
        const waiting = sellers.get(key)?.waiting;
        const at = waiting?.indexOf(task) ?? -1;
        if (at < 0 || !waiting) return;
        waiting.splice(at, 1);
        const left = sellers.get(key);
        if (left && left.inFlight === 0 && left.waiting.length === 0) sellers.delete(key);
        reject(abortError(input.signal));
      };
      input.signal?.addEventListener("abort", task.onAbort, { once: true });
      seller.waiting.push(task);
      pump();
    });
  };

  const fair: SpeechProvider = { ...provider, synthesize };
  return Object.assign(fair, {
    /** Calls running and waiting now, for tests and metrics. */
    stats: () => ({
      running,
      waiting: [...sellers.values()].reduce((sum, seller) => sum + seller.waiting.length, 0),
    }),
  });
}

/**
 * `count` copies of an engine (the embedded espeak-ng pool, which shares its threads between
 * the calls it holds step by step), used as one engine of `count` lanes: a call goes to the copy
 * holding the fewest calls.
 */
export function speechLanes(create: () => SpeechProvider, count: number): SpeechProvider {
  const lanes = Array.from({ length: Math.max(1, count) }, () => ({ provider: create(), busy: 0 }));
  const first = lanes[0]!.provider;
  return {
    name: first.name,
    async synthesize(input) {
      const lane = lanes.reduce((best, candidate) => (candidate.busy < best.busy ? candidate : best));
      lane.busy += 1;
      try {
        return await lane.provider.synthesize(input);
      } finally {
        lane.busy -= 1;
      }
    },
    warmUp: async () => {
      await Promise.all(lanes.map((lane) => lane.provider.warmUp?.() ?? Promise.resolve()));
    },
    close: async () => {
      await Promise.all(lanes.map((lane) => lane.provider.close?.() ?? Promise.resolve()));
    },
  };
}
