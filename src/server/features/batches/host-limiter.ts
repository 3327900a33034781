/**
 * Politeness towards the shops a batch reads (issue 16): at most `concurrency` fetches to one
 * host at a time from this process, and at least `delayMs` between the starts of two of them.
 * Per process by design (decision 041): with several workers a shop sees at most
 * workers × concurrency requests at once, still a handful.
 *
 * The spacing is held to, not just booked: fetches start one after another through a queue, and
 * each waits until `delayMs` has passed since the previous one really started. A timer that fires
 * late on a busy machine therefore delays the fetches after it instead of bunching them up.
 */
export type HostLimiter = <T>(url: string, task: () => Promise<T>) => Promise<T>;

type HostState = {
  running: number;
  waiting: Array<() => void>;
  /** When the host's last fetch really started (-Infinity: never). */
  lastStart: number;
  /** Settles once the fetch queued last has started: the next one waits for it. */
  started: Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHostLimiter(options: { concurrency: number; delayMs: number }): HostLimiter {
  const hosts = new Map<string, HostState>();

  return async (url, task) => {
    const host = hostOf(url);
    let state = hosts.get(host);
    if (!state) {
      state = { running: 0, waiting: [], lastStart: -Infinity, started: Promise.resolve() };
      hosts.set(host, state);
    }
    const slot = state;
    if (slot.running >= options.concurrency) await new Promise<void>((resolve) => slot.waiting.push(resolve));
    else slot.running += 1;
    try {
      // Take a place in the start queue, wait for the fetch before to start, then for the gap.
      const previous = slot.started;
      let markStarted = () => {};
      slot.started = new Promise<void>((resolve) => (markStarted = resolve));
      await previous;
      // A loop, not one sleep: a timer may fire a millisecond early, and Date.now() is the judge.
      for (let wait = slot.lastStart + options.delayMs - Date.now(); wait > 0;) {
        await sleep(wait);
        wait = slot.lastStart + options.delayMs - Date.now();
      }
      // The start is stamped and the task called in the same turn: nothing can run in between.
      slot.lastStart = Date.now();
      markStarted();
      return await task();
    } finally {
      // The host's entry stays (its last start spaces out the next fetch); one per shop is small.
      const next = slot.waiting.shift();
      if (next) next();
      else slot.running -= 1;
    }
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

let shared: { key: string; limiter: HostLimiter } | undefined;

/** The process's one limiter (every batch job in this process shares it). */
export function processHostLimiter(options: { concurrency: number; delayMs: number }): HostLimiter {
  const key = `${options.concurrency}/${options.delayMs}`;
  if (shared?.key !== key) shared = { key, limiter: createHostLimiter(options) };
  return shared.limiter;
}
