import { describe, expect, it } from "vitest";
import { createFairSteps } from "./fair-steps";

/** Steps that finish only when the test says so; it records which started, and on which lane. */
function controlled() {
  const started: string[] = [];
  const lanesOf = new Map<string, number>();
  const finishers = new Map<string, (fail?: Error) => void>();
  const step = (name: string) => (lane: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      lanesOf.set(name, lane);
      finishers.set(name, (fail) => (fail ? reject(fail) : resolve(name)));
    });
  const finish = async (name: string, fail?: Error) => {
    finishers.get(name)?.(fail);
    await tick();
  };
  return { started, lanesOf, step, finish };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const afterTurns = async (promise: Promise<unknown>) => {
  await promise;
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe("fair steps", () => {
  it("interleaves sellers step by step: B's step runs between A's, not after A's call", async () => {
    // Steps of equal length (the clock stands still), no catch-up: a turn each, round-robin.
    const steps = createFairSteps({ lanes: 1, perSellerInFlight: 1, now: () => 0, catchUpMs: 0 });
    const { started, step, finish } = controlled();
    const a = ["a1", "a2", "a3", "a4"].map((name) => steps.run("A", [0], step(name)));
    await tick();
    const b = ["b1", "b2"].map((name) => steps.run("B", [0], step(name)));
    const c = steps.run("C", [0], step("c1"));
    for (const name of ["a1", "b1", "c1", "a2", "b2", "a3", "a4"]) await finish(name);
    await Promise.all([...a, ...b, c]);
    expect(started).toEqual(["a1", "b1", "c1", "a2", "b2", "a3", "a4"]);
  });

  it("keeps a seller to its bound of steps in flight, so another seller always finds a lane", async () => {
    const steps = createFairSteps({ lanes: 2, perSellerInFlight: 1 });
    const { started, step, finish } = controlled();
    const a = ["a1", "a2", "a3"].map((name) => steps.run("A", [1, 0], step(name)));
    await tick();
    // Lane 0 is free but A already has a step running: A's others wait.
    expect(started).toEqual(["a1"]);
    expect(steps.stats()).toEqual({ running: 1, waiting: 2 });
    const b = steps.run("B", [0], step("b1"));
    await tick();
    expect(started).toEqual(["a1", "b1"]);
    for (const name of ["b1", "a1", "a2", "a3"]) await finish(name);
    await Promise.all([...a, b]);
  });

  it("lets a seller use several lanes up to its bound, preferring lanes in the order given", async () => {
    const steps = createFairSteps({ lanes: 3, perSellerInFlight: 2 });
    const { started, lanesOf, step, finish } = controlled();
    const a = ["a1", "a2", "a3"].map((name) => steps.run("A", [2, 1, 0], step(name)));
    await tick();
    expect(started).toEqual(["a1", "a2"]);
    expect([lanesOf.get("a1"), lanesOf.get("a2")]).toEqual([2, 1]);
    await finish("a1");
    expect(lanesOf.get("a3")).toBe(2);
    for (const name of ["a2", "a3"]) await finish(name);
    await Promise.all(a);
  });

  it("waits for a lane the step may run on, while other lanes serve other steps", async () => {
    const steps = createFairSteps({ lanes: 2, perSellerInFlight: 2 });
    const { started, step, finish } = controlled();
    const a1 = steps.run("A", [0], step("a1"));
    const b1 = steps.run("B", [0], step("b1"));
    const c1 = steps.run("C", [1, 0], step("c1"));
    await tick();
    expect(started).toEqual(["a1", "c1"]);
    for (const name of ["a1", "b1", "c1"]) await finish(name);
    await Promise.all([a1, b1, c1]);
  });

  it("drops a waiting step whose signal aborts, and gives its turn to the next", async () => {
    const steps = createFairSteps({ lanes: 1, perSellerInFlight: 1 });
    const { started, step, finish } = controlled();
    const controller = new AbortController();
    const a1 = steps.run("A", [0], step("a1"));
    const a2 = steps.run("A", [0], step("a2"), controller.signal);
    const a3 = steps.run("A", [0], step("a3"), controller.signal);
    const b1 = steps.run("B", [0], step("b1"));
    controller.abort();
    await expect(a2).rejects.toMatchObject({ name: "AbortError" });
    await expect(a3).rejects.toMatchObject({ name: "AbortError" });
    await finish("a1");
    await finish("b1");
    await Promise.all([a1, b1]);
    expect(started).toEqual(["a1", "b1"]);
    expect(steps.stats()).toEqual({ running: 0, waiting: 0 });
    // Already aborted: refused before it queues.
    await expect(steps.run("A", [0], step("a4"), controller.signal)).rejects.toMatchObject({ name: "AbortError" });
  });

  it("a failing step rejects its caller and frees its lane", async () => {
    const steps = createFairSteps({ lanes: 1, perSellerInFlight: 1 });
    const { started, step, finish } = controlled();
    const a1 = steps.run("A", [0], step("a1"));
    const b1 = steps.run("B", [0], step("b1"));
    await tick();
    const failed = expect(a1).rejects.toThrow("engine trap");
    await finish("a1", new Error("engine trap"));
    await failed;
    await finish("b1");
    await expect(b1).resolves.toBe("b1");
    expect(started).toEqual(["a1", "b1"]);
    const thrown = steps.run("A", [0], () => {
      throw new Error("sync");
    });
    await expect(thrown).rejects.toThrow("sync");
    expect(steps.stats().running).toBe(0);
  });

  it("runs a call's next step, queued when its last one ends, before a long call's waiting steps", async () => {
    const clock = { now: 0 };
    const steps = createFairSteps({ lanes: 1, perSellerInFlight: 1, now: () => clock.now });
    const { started, step, finish } = controlled();
    const a = ["a1", "a2", "a3"].map((name) => steps.run("A", [0], step(name)));
    await tick();
    // B's call awaits each of its steps before it queues the next, through a few promise turns
    // (Promise.all, helpers' awaits), as the speech pool does.
    const b = (async () => {
      for (const name of ["b1", "b2", "b3"]) await afterTurns(Promise.all([steps.run("B", [0], step(name))]));
    })();
    await tick();
    for (const [name, ms] of [
      ["a1", 50],
      ["b1", 2],
      ["b2", 30],
      ["b3", 5],
      ["a2", 50],
      ["a3", 50],
    ] as const) {
      clock.now += ms;
      await finish(name);
    }
    await Promise.all([...a, b]);
    // B waited for the step of A's already running, and then for none of A's (its 37 ms are
    // within the catch-up).
    expect(started).toEqual(["a1", "b1", "b2", "b3", "a2", "a3"]);
  });

  it("shares the engine's time: a seller with short calls back to back gets no more than one with long steps", async () => {
    const clock = { now: 0 };
    const steps = createFairSteps({ lanes: 1, perSellerInFlight: 1, now: () => clock.now, catchUpMs: 0 });
    const { started, step, finish } = controlled();
    const a = ["a1", "a2", "a3"].map((name) => steps.run("A", [0], step(name)));
    await tick();
    const bNames = ["b1", "b2", "b3", "b4", "b5", "b6", "b7"];
    const b = (async () => {
      for (const name of bNames) await steps.run("B", [0], step(name));
    })();
    await tick();
    // A's steps take 30 ms, B's 10: three of B's for each of A's.
    for (let finished = 0; finished < 10; finished += 1) {
      const name = started.at(-1)!;
      clock.now += name.startsWith("a") ? 30 : 10;
      await finish(name);
    }
    await Promise.all([...a, b]);
    expect(started).toEqual(["a1", "b1", "b2", "b3", "a2", "b4", "b5", "b6", "a3", "b7"]);
  });

  it("starts a seller who comes back at most the catch-up behind: time spent idle is not banked", async () => {
    const clock = { now: 0 };
    const steps = createFairSteps({ lanes: 1, perSellerInFlight: 1, now: () => clock.now, catchUpMs: 100 });
    const { started, step, finish } = controlled();
    // B runs one step, then idles while A uses the engine a long while.
    const b1 = steps.run("B", [0], step("b1"));
    await tick();
    clock.now += 10;
    await finish("b1");
    await b1;
    const a = ["a1", "a2", "a3", "a4", "a5"].map((name) => steps.run("A", [0], step(name)));
    await tick();
    for (const name of ["a1", "a2"]) {
      clock.now += 100;
      await finish(name);
    }
    // B comes back 100 ms (the catch-up) behind A, not 190 ms: once it has caught up, they alternate.
    const b = ["b2", "b3", "b4", "b5"].map((name) => steps.run("B", [0], step(name)));
    for (const name of ["a3", "b2", "b3", "a4", "b4", "a5", "b5"]) {
      clock.now += 100;
      await finish(name);
    }
    await Promise.all([...a, ...b]);
    expect(started).toEqual(["b1", "a1", "a2", "a3", "b2", "b3", "a4", "b4", "a5", "b5"]);
    expect(steps.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
