import { abortError } from "../providers/speech/speech-provider";

export type FairStepsOptions = {
  /** Threads (lanes) that run one step each at a time. */
  lanes: number;
  /** Steps of one seller running at once; the rest of theirs wait their turn. */
  perSellerInFlight: number;
  /** Milliseconds, for the engine time each seller has used; tests pass their own clock. */
  now?: () => number;
  /** FAIR_STEPS_CATCH_UP_MS unless given. */
  catchUpMs?: number;
};

/**
 * How far behind the active seller who has used least a seller coming (back) may start, in
 * engine milliseconds: enough for a short call's every step (a one-sentence call is ~60 ms of
 * engine time on the 2-vCPU VM) to go before a long call's next, and a seller who idled banks
 * no more than this.
 */
export const FAIR_STEPS_CATCH_UP_MS = 100;

type Step = {
  /** Lanes the step may run on, the preferred first. */
  lanes: readonly number[];
  work: (lane: number) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
};
type Seller = {
  waiting: Step[];
  inFlight: number;
  lastServed: number;
  /** Engine time (ms) its steps have run, counted from where the other active sellers stood when it came. */
  used: number;
};

/**
 * The embedded speech engine shared between sellers step by step (issue 26, decisions 103 and
 * 141): a call is cut into short steps (a few sentences to prepare, one to render, a mastering,
 * an encode), and a free lane goes to the seller whose steps have used the least engine time
 * (least recently served on a tie) among those with a step waiting that may run there and fewer
 * than `perSellerInFlight` steps running. A seller who comes (back) starts at most
 * FAIR_STEPS_CATCH_UP_MS behind the active seller who has used least, so idling banks little.
 * Seller B's one sentence then waits for the step of seller A's long script already running,
 * not for A's call, and not for one of A's steps per step of its own: when a step ends, the lane
 * is handed out only once the code awaiting that step has run (a macrotask later), so the
 * call's next step is there to compete.
 * A step given up (its signal aborted) while it waits leaves the queue at once; a running step
 * finishes (the engine can't be interrupted mid-step), and its lane is free only then.
 */
export function createFairSteps(options: FairStepsOptions) {
  const sellers = new Map<string, Seller>();
  const busy = Array.from({ length: Math.max(1, options.lanes) }, () => false);
  const now = options.now ?? (() => performance.now());
  let served = 0;
  let pumpScheduled = false;

  const freeLane = (step: Step) => step.lanes.find((lane) => busy[lane] === false);
  const active = (seller: Seller) => seller.inFlight > 0 || seller.waiting.length > 0;
  /** The least engine time among active sellers (undefined when none is active). */
  const floor = () => {
    let least: number | undefined;
    for (const seller of sellers.values()) {
      if (active(seller) && (least === undefined || seller.used < least)) least = seller.used;
    }
    return least;
  };

  /** The seller with the least engine time (then served least recently) whose first waiting step can start now. */
  const next = (): [Seller, number] | undefined => {
    let best: [Seller, number] | undefined;
    for (const seller of sellers.values()) {
      const step = seller.waiting[0];
      if (!step || seller.inFlight >= options.perSellerInFlight) continue;
      const lane = freeLane(step);
      if (lane === undefined) continue;
      const [chosen] = best ?? [];
      if (
        !chosen ||
        seller.used < chosen.used ||
        (seller.used === chosen.used && seller.lastServed < chosen.lastServed)
      ) {
        best = [seller, lane];
      }
    }
    return best;
  };

  /** Where a seller coming (back) starts at least (undefined when no one is active). */
  const catchUpFrom = () => {
    const least = floor();
    return least === undefined ? undefined : least - (options.catchUpMs ?? FAIR_STEPS_CATCH_UP_MS);
  };

  /**
   * Drops idle sellers whose record no longer matters: one at or under where a seller coming
   * back starts would be lifted to it anyway (all of them when no one is active).
   */
  const forgetIdle = () => {
    const from = catchUpFrom();
    for (const [key, seller] of sellers) {
      if (!active(seller) && (from === undefined || seller.used <= from)) sellers.delete(key);
    }
  };

  const pump = () => {
    pumpScheduled = false;
    for (let chosen = next(); chosen; chosen = next()) {
      const [seller, lane] = chosen;
      const step = seller.waiting.shift()!;
      seller.lastServed = served += 1;
      if (step.onAbort) step.signal?.removeEventListener("abort", step.onAbort);
      busy[lane] = true;
      seller.inFlight += 1;
      const started = now();
      // A step that throws synchronously is still a rejected step, and its lane comes back.
      Promise.resolve()
        .then(() => step.work(lane))
        .then(step.resolve, step.reject)
        .finally(() => {
          busy[lane] = false;
          seller.inFlight -= 1;
          seller.used += now() - started;
          forgetIdle();
          // Not at once: the call that awaited this step may queue its next one in the meantime.
          if (!pumpScheduled) {
            pumpScheduled = true;
            setImmediate(pump);
          }
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
      if (!seller || !active(seller)) {
        // Coming (back): at most the catch-up behind the active seller who has used least.
        const from = catchUpFrom();
        seller ??= { waiting: [], inFlight: 0, lastServed: 0, used: from ?? 0 };
        seller.used = Math.max(seller.used, from ?? 0);
        sellers.set(sellerId, seller);
      }
      const step: Step = { lanes, work, resolve: resolve as (value: unknown) => void, reject, signal };
      if (signal) {
        step.onAbort = () => {
          const waiting = sellers.get(sellerId)?.waiting;
          const at = waiting?.indexOf(step) ?? -1;
          if (at < 0 || !waiting) return;
          waiting.splice(at, 1);
          forgetIdle();
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
