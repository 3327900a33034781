import { afterEach, describe, expect, it, vi } from "vitest";
import { createHostLimiter } from "./host-limiter";

/** Runs `count` tasks through the limiter on one host; each records when it starts and takes `taskMs`. */
function runTasks(
  limit: ReturnType<typeof createHostLimiter>,
  count: number,
  taskMs: number,
  url = "https://shop.com/p",
) {
  let running = 0;
  let peak = 0;
  const starts: number[] = [];
  const done = Promise.all(
    Array.from({ length: count }, () =>
      limit(url, async () => {
        starts.push(Date.now());
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, taskMs));
        running -= 1;
      }),
    ),
  );
  return { done, starts, peak: () => peak };
}

const gaps = (starts: number[]) => starts.slice(1).map((t, i) => t - starts[i]!);

describe("host limiter: the contract, on a fake clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at most N at once per host and starts them delayMs apart, no sooner", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const limit = createHostLimiter({ concurrency: 2, delayMs: 20 });
    const run = runTasks(limit, 6, 30);
    await vi.advanceTimersByTimeAsync(1_000);
    await run.done;
    expect(run.peak()).toBe(2);
    // 0 and 20 start at once; the third waits for a free slot (30) and then for the gap (40), and so on.
    expect(run.starts.map((t) => t - 1_000_000)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it("waits for a free slot when the tasks are longer than the gap", async () => {
    vi.useFakeTimers({ now: 0 });
    const limit = createHostLimiter({ concurrency: 1, delayMs: 10 });
    const run = runTasks(limit, 3, 50);
    await vi.advanceTimersByTimeAsync(1_000);
    await run.done;
    expect(run.peak()).toBe(1);
    expect(run.starts).toEqual([0, 50, 100]);
  });

  it("with no delay, starts up to N at once without waiting for any timer", async () => {
    vi.useFakeTimers({ now: 0 });
    const limit = createHostLimiter({ concurrency: 3, delayMs: 0 });
    const run = runTasks(limit, 3, 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.starts).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(10);
    await run.done;
    expect(run.peak()).toBe(3);
  });

  it("keeps hosts apart: another shop is not slowed by the first", async () => {
    vi.useFakeTimers({ now: 0 });
    const limit = createHostLimiter({ concurrency: 1, delayMs: 100 });
    const first = runTasks(limit, 2, 10, "https://one.example/p");
    const second = runTasks(limit, 2, 10, "https://TWO.example/q");
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all([first.done, second.done]);
    expect(first.starts).toEqual([0, 100]);
    expect(second.starts).toEqual([0, 100]);
  });

  it("lets the next fetch start after a task fails", async () => {
    vi.useFakeTimers({ now: 0 });
    const limit = createHostLimiter({ concurrency: 1, delayMs: 5 });
    const failing = limit("https://shop.com/a", () => Promise.reject(new Error("refused")));
    const after = limit("https://shop.com/b", () => Promise.resolve(Date.now()));
    await expect(failing).rejects.toThrow("refused");
    await vi.advanceTimersByTimeAsync(10);
    await expect(after).resolves.toBe(5);
  });
});

describe("host limiter on a busy machine (real clock)", () => {
  it("holds to the gap when its timers fire late", async () => {
    // The first task blocks the process for 80 ms, as a busy machine would, once the other two
    // are waiting for their turns (+25 and +50): their timers fire late, at the same moment.
    // They must still start 25 ms apart.
    const limit = createHostLimiter({ concurrency: 3, delayMs: 25 });
    const starts: number[] = [];
    const block = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        // busy: nothing else runs
      }
    };
    await Promise.all([
      limit("https://shop.com/1", async () => {
        starts.push(Date.now());
        await Promise.resolve(); // the others book their starts first
        block(80);
      }),
      limit("https://shop.com/2", () => Promise.resolve(starts.push(Date.now()))),
      limit("https://shop.com/3", () => Promise.resolve(starts.push(Date.now()))),
    ]);
    expect(starts).toHaveLength(3);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(80);
    expect(Math.min(...gaps(starts))).toBeGreaterThanOrEqual(25);
  });
});
