import { abortError } from "../providers/speech/speech-provider";

export type FairStepsOptions = {
  /** Threads (lanes) that run one step each at a time. */
  lanes: number;
  /** Steps of one seller running at once; the rest of theirs wait their turn. */
  perSellerInFlight: number;
};

type Step = {
  /** Lanes the step may run on, the preferred first. */
  lanes: readonly number[];
  work: (lane: number) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
};
type Seller = { waiting: Step[]; inFlight: number; lastServed: number };

/**
 * The embedded speech engine shared between sellers step by step (issue 26, decision 103): a
 * call is cut into short steps (a few sentences to prepare or render, a mastering, an encode), and
 * a free lane goes to the seller served least recently among those with a step waiting that may
 * run there and fewer than `perSellerInFlight` steps running (round-robin). Seller B's one
 * sentence then waits for at most one step of seller A's long script, not for the whole call.
 * A step given up (its signal aborted) while it waits leaves the queue at once; a running step
 * finishes (the engine can't be interrupted mid-step), and its lane is free only then.
 */
export function createFairSteps(options: FairStepsOptions) {
  const sellers = new Map<string, Seller>();
  const busy = Array.from({ length: Math.max(1, options.lanes) }, () => false);
  let served = 0;

  const freeLane = (step: Step) => step.lanes.find((lane) => busy[lane] === false);

  /** The seller served least recently whose first waiting step can start now, and the lane it gets. */
  const next = (): [string, Seller, number] | undefined => {
    let best: [string, Seller, number] | undefined;
    for (const [key, seller] of sellers) {
      const step = seller.waiting[0];
      if (!step || seller.inFlight >= options.perSellerInFlight) continue;
      const lane = freeLane(step);
      if (lane === undefined) continue;
      if (!best || seller.lastServed < best[1].lastServed) best = [key, seller, lane];
    }
    return best;
  };

  const forget = (key: string) => {
    const seller = sellers.get(key);
    if (seller && seller.inFlight === 0 && seller.waiting.length === 0) sellers.delete(key);
  };

  const pump = () => {
    for (let chosen = next(); chosen; chosen = next()) {
      const [key, seller, lane] = chosen;
      const step = seller.waiting.shift()!;
      seller.lastServed = served += 1;
      if (step.onAbort) step.signal?.removeEventListener("abort", step.onAbort);
      busy[lane] = true;
      seller.inFlight += 1;
      // A step that throws synchronously is still a rejected step, and its lane comes back.
      Promise.resolve()
        .then(() => step.work(lane))
        .then(step.resolve, step.reject)
        .finally(() => {
          busy[lane] = false;
          seller.inFlight -= 1;
          forget(key);
          pump();
        });
    }
  };

  /** Runs `work` on one of `lanes` when it is this seller's turn and that lane is free. */
  const run = <T>(
    sellerId: string,
    lanes: readonly number[],
    work: (lane: number) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> => {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (!lanes.some((lane) => lane >= 0 && lane < busy.length)) {
      return Promise.reject(new Error(`no such speech lane: ${lanes.join(",")}`));
    }
    return new Promise<T>((resolve, reject) => {
      let seller = sellers.get(sellerId);
      if (!seller) {
        seller = { waiting: [], inFlight: 0, lastServed: 0 };
        sellers.set(sellerId, seller);
      }
      const step: Step = { lanes, work, resolve: resolve as (value: unknown) => void, reject, signal };
      if (signal) {
        step.onAbort = () => {
          const waiting = sellers.get(sellerId)?.waiting;
          const at = waiting?.indexOf(step) ?? -1;
          if (at < 0 || !waiting) return;
          waiting.splice(at, 1);
          forget(sellerId);
          reject(abortError(signal));
          // The seller's next step may run where this one waited.
          pump();
        };
        signal.addEventListener("abort", step.onAbort, { once: true });
      }
      seller.waiting.push(step);
      pump();
    });
  };

  return {
    run,
    /** Steps running and waiting now, for tests. */
    stats: () => ({
      running: busy.filter(Boolean).length,
      waiting: [...sellers.values()].reduce((sum, seller) => sum + seller.waiting.length, 0),
    }),
  };
}

export type FairSteps = ReturnType<typeof createFairSteps>;
