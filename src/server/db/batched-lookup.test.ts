import { describe, expect, it } from "vitest";
import { createBatchedLookup } from "./batched-lookup";

type Row = { key: string; value: string };

/** A load whose queries stay open until the test settles them, recording the keys of each. */
function controllableLoad(table: Row[]) {
  const queries: Array<{ keys: string[]; settle: (error?: Error) => void }> = [];
  const load = (keys: string[]) =>
    new Promise<Row[]>((resolve, reject) => {
      queries.push({
        keys,
        settle: (error) => (error ? reject(error) : resolve(table.filter((row) => keys.includes(row.key)))),
      });
    });
  return { load, queries };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createBatchedLookup", () => {
  const table: Row[] = [
    { key: "a", value: "a1" },
    { key: "a", value: "a2" },
    { key: "b", value: "b1" },
    { key: "c", value: "c1" },
  ];

  it("sends a lone lookup at once and answers it with its own rows only", async () => {
    const { load, queries } = controllableLoad(table);
    const lookup = createBatchedLookup(load, (row) => row.key, { maxInFlight: 1, maxBatch: 10 });
    const a = lookup("a");
    await tick();
    expect(queries.map((q) => q.keys)).toEqual([["a"]]);
    queries[0]!.settle();
    expect(await a).toEqual([
      { key: "a", value: "a1" },
      { key: "a", value: "a2" },
    ]);
  });

  it("puts the keys that arrive while the queries run into one later query, never into a running one", async () => {
    const { load, queries } = controllableLoad(table);
    const lookup = createBatchedLookup(load, (row) => row.key, { maxInFlight: 1, maxBatch: 10 });
    const first = lookup("a");
    await tick();
    const later = [lookup("b"), lookup("c"), lookup("missing"), lookup("b")];
    await tick();
    // The running query was sent before these lookups: it must not answer them.
    expect(queries.map((q) => q.keys)).toEqual([["a"]]);
    queries[0]!.settle();
    expect(await first).toHaveLength(2);
    await tick();
    expect(queries.map((q) => q.keys)).toEqual([["a"], ["b", "c", "missing"]]);
    queries[1]!.settle();
    const [b, c, missing, bAgain] = await Promise.all(later);
    expect(b).toEqual([{ key: "b", value: "b1" }]);
    expect(c).toEqual([{ key: "c", value: "c1" }]);
    expect(missing).toEqual([]);
    expect(bAgain).toEqual(b);
  });

  it("runs up to maxInFlight queries and caps each at maxBatch keys, oldest keys first", async () => {
    const { load, queries } = controllableLoad(table);
    const lookup = createBatchedLookup(load, (row) => row.key, { maxInFlight: 2, maxBatch: 2 });
    const lookups = ["k1", "k2", "k3", "k4", "k5"].map((key) => lookup(key));
    await tick();
    expect(queries.map((q) => q.keys)).toEqual([
      ["k1", "k2"],
      ["k3", "k4"],
    ]);
    queries[1]!.settle();
    await tick();
    expect(queries.map((q) => q.keys)).toEqual([["k1", "k2"], ["k3", "k4"], ["k5"]]);
    queries[0]!.settle();
    queries[2]!.settle();
    expect(await Promise.all(lookups)).toEqual([[], [], [], [], []]);
  });

  it("fails only the lookups of a failed query; the next ones are sent and answered", async () => {
    const { load, queries } = controllableLoad(table);
    const lookup = createBatchedLookup(load, (row) => row.key, { maxInFlight: 1, maxBatch: 10 });
    const failing = lookup("a");
    await tick();
    const next = lookup("b");
    queries[0]!.settle(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    await tick();
    expect(queries.map((q) => q.keys)).toEqual([["a"], ["b"]]);
    queries[1]!.settle();
    expect(await next).toEqual([{ key: "b", value: "b1" }]);
  });

  it("shares one query among lookups made in the same turn of the event loop", async () => {
    const { load, queries } = controllableLoad(table);
    const lookup = createBatchedLookup(load, (row) => row.key, { maxInFlight: 4, maxBatch: 10 });
    const both = [lookup("a"), lookup("c")];
    await tick();
    expect(queries.map((q) => q.keys)).toEqual([["a", "c"]]);
    queries[0]!.settle();
    expect((await Promise.all(both)).map((rows) => rows.length)).toEqual([2, 1]);
  });
});
