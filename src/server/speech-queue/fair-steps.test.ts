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

describe("fair steps", () => {
  it("interleaves sellers step by step: B's step runs between A's, not after A's call", async () => {
    const steps = createFairSteps({ lanes: 1, perSellerInFlight: 1 });
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
});
