/**
 * Politeness towards the shops a batch reads (issue 16): at most `concurrency` fetches to one
 * host at a time from this process, and at least `delayMs` between the starts of two of them.
 * Per process by design (decision 041): with several workers a shop sees at most
 * workers × concurrency requests at once, still a handful.
 */
export type HostLimiter = <T>(url: string, task: () => Promise<T>) => Promise<T>;

export function createHostLimiter(options: { concurrency: number; delayMs: number }): HostLimiter {
  const hosts = new Map<string, { running: number; lastStart: number; waiting: Array<() => void> }>();
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  return async (url, task) => {
    const host = hostOf(url);
    let state = hosts.get(host);
    if (!state) {
      state = { running: 0, lastStart: 0, waiting: [] };
      hosts.set(host, state);
    }
    const slot = state;
    if (slot.running >= options.concurrency) await new Promise<void>((resolve) => slot.waiting.push(resolve));
    else slot.running += 1;
    try {
      // Starts are spaced out even when slots are free: claim the next start time, then wait for it.
      const start = Math.max(Date.now(), slot.lastStart + options.delayMs);
      slot.lastStart = start;
      if (start > Date.now()) await sleep(start - Date.now());
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
