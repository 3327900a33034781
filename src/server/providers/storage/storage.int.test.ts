import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageProvider } from "./storage-provider";

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error("missing object");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function contract(name: string, make: () => StorageProvider) {
  describe(`${name} storage`, () => {
    const bytes = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));
    it("puts, stats, reads whole and ranged, lists and deletes", async () => {
      const storage = make();
      const key = "audio-uploads/user-1/generated-audio-1.mp3";
      await storage.put(key, bytes, "audio/mpeg");
      expect(await storage.stat(key)).toEqual({ key, size: 1000, contentType: "audio/mpeg" });
      expect(Buffer.compare(await readAll(await storage.read(key)), Buffer.from(bytes))).toBe(0);
      const part = await readAll(await storage.read(key, { start: 10, end: 19 }));
      expect([...part]).toEqual([...bytes.slice(10, 20)]);
      expect(await storage.list("audio-uploads/user-1")).toEqual([key]);
      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.read(key)).toBeNull();
    });
    it("overwrites in place and refuses unsafe keys", async () => {
      const storage = make();
      await storage.put("category-audios/category-1.mp3", new Uint8Array([1, 2, 3]), "audio/mpeg");
      await storage.put("category-audios/category-1.mp3", new Uint8Array([4, 5]), "audio/mpeg");
      expect((await storage.stat("category-audios/category-1.mp3"))?.size).toBe(2);
      await expect(storage.put("../escape.mp3", bytes, "audio/mpeg")).rejects.toThrow(/unsafe/);
      await expect(storage.stat("a//b")).rejects.toThrow(/unsafe/);
    });
  });
}

contract("disk", () => createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "st-disk-"))));

describe("S3-compatible storage against s3rver on loopback", () => {
  let server: S3rver;
  let port = 0;
  beforeAll(async () => {
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), "st-s3rver-")),
      configureBuckets: [{ name: "shelftalk-test" }],
    });
    ({ port } = await server.run());
  });
  afterAll(async () => {
    await server.close();
  });
  contract("s3", () =>
    createS3Storage({
      bucket: "shelftalk-test",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    }),
  );
});

describe("disk storage's temporary files", () => {
  it("the sweep removes write leftovers older than the limit, and nothing else", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "st-disk-sweep-"));
    const storage = createDiskStorage(root);
    await storage.put("audio-uploads/user-1/generated-audio-1.mp3", new Uint8Array([1, 2, 3]), "audio/mpeg");
    // What a crash between writeFile and rename leaves: key.<pid>.<ms>.tmp next to the key.
    const dir = path.join(root, "audio-uploads", "user-1");
    const stale = path.join(dir, "generated-audio-2.mp3.4242.1700000000000.tmp");
    const fresh = path.join(dir, "generated-audio-3.mp3.4242.1700000000001.tmp");
    const nested = path.join(root, "category-audios", "category-1.mp3.77.1700000000002.tmp");
    mkdirSync(path.dirname(nested), { recursive: true });
    for (const file of [stale, fresh, nested]) writeFileSync(file, "partial");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    utimesSync(nested, twoHoursAgo, twoHoursAgo);

    expect(await storage.sweepTemporaryFiles!(60 * 60 * 1000)).toBe(2);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(nested)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(await storage.stat("audio-uploads/user-1/generated-audio-1.mp3")).toMatchObject({ size: 3 });
    // A storage root that does not exist yet has nothing to sweep.
    expect(await createDiskStorage(path.join(root, "missing")).sweepTemporaryFiles!(0)).toBe(0);
  });
});
