import { describe, expect, it } from "vitest";
import type { SiteLookupResult } from "../../../shared/sites/site-lookup";
import { createSiteLookupCache } from "./site-lookup-cache";

const answer = (publicId: string): SiteLookupResult => ({
  publicId,
  embedUrl: `https://app.example/embed/${publicId}`,
  title: "Oak board",
  selector: null,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the site lookup cache", () => {
  it("reads every time until change notifications are heard", async () => {
    const cache = createSiteLookupCache({ ttlMs: 10_000, maxEntries: 10 });
    let reads = 0;
    const read = () => Promise.resolve((reads++, answer("a")));
    await cache.answer("s1", "url=x", read);
    await cache.answer("s1", "url=x", read);
    expect(reads).toBe(2);
    cache.connected(true);
    await cache.answer("s1", "url=x", read);
    await cache.answer("s1", "url=x", read);
    expect(reads).toBe(3);
    cache.connected(false);
    expect(cache.size).toBe(0);
    await cache.answer("s1", "url=x", read);
    expect(reads).toBe(4);
  });

  it("drops a site's answers (and only that site's) on its notification, all of them on *", async () => {
    const cache = createSiteLookupCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.connected(true);
    const reads: string[] = [];
    const read = (site: string) => () => Promise.resolve((reads.push(site), answer(site)));
    await cache.answer("s1", "k", read("s1"));
    await cache.answer("s2", "k", read("s2"));
    cache.changed("s1");
    await cache.answer("s1", "k", read("s1"));
    await cache.answer("s2", "k", read("s2"));
    expect(reads).toEqual(["s1", "s2", "s1"]);
    cache.changed("*");
    expect(cache.size).toBe(0);
  });

  it("never keeps an answer read before a change to its site and finished after it", async () => {
    const cache = createSiteLookupCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.connected(true);
    const slow = deferred<SiteLookupResult | undefined>();
    const first = cache.answer("s1", "k", () => slow.promise);
    cache.changed("s1");
    // A request after the change does not join the read that began before it.
    let fresh = 0;
    const second = cache.answer("s1", "k", () => Promise.resolve((fresh++, undefined)));
    slow.resolve(answer("old"));
    expect(await first).toEqual(answer("old"));
    expect(await second).toBeUndefined();
    expect(fresh).toBe(1);
    // What is kept is the answer read after the change.
    expect(await cache.answer("s1", "k", () => Promise.resolve(answer("never read")))).toBeUndefined();
  });

  it("shares one read between concurrent requests for the same answer, and expires answers", async () => {
    let clock = 0;
    const cache = createSiteLookupCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    cache.connected(true);
    let reads = 0;
    const read = () => Promise.resolve((reads++, answer("a")));
    await Promise.all([cache.answer("s1", "k", read), cache.answer("s1", "k", read), cache.answer("s1", "k", read)]);
    expect(reads).toBe(1);
    clock = 999;
    await cache.answer("s1", "k", read);
    expect(reads).toBe(1);
    clock = 1001;
    await cache.answer("s1", "k", read);
    expect(reads).toBe(2);
  });

  it("stays within its bound", async () => {
    const cache = createSiteLookupCache({ ttlMs: 10_000, maxEntries: 3 });
    cache.connected(true);
    for (let i = 0; i < 10; i++) await cache.answer(`s${i}`, "k", () => Promise.resolve(undefined));
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});
