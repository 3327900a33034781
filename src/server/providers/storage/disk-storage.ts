import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertSafeKey, type ByteRange, type StorageProvider, type StoredObject } from "./storage-provider";

const META_SUFFIX = ".meta.json";
/** A write in progress: `<key>.<pid>.<ms>.tmp`, renamed onto the key once complete. */
const TEMPORARY_FILE = /\.\d+\.\d+\.tmp$/;

/** Embedded default: files under DATA_DIR/storage, written atomically (temp file + rename). */
export function createDiskStorage(root: string): StorageProvider {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    name: "disk",
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`; // matches TEMPORARY_FILE
      await writeFile(temp, body);
      await writeFile(`${file}${META_SUFFIX}`, JSON.stringify({ contentType }));
      await rename(temp, file);
    },
    async stat(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        let contentType = "application/octet-stream";
        try {
          contentType = (JSON.parse(await readFile(`${file}${META_SUFFIX}`, "utf8")) as { contentType: string })
            .contentType;
        } catch {
          // no metadata: keep the generic type
        }
        return { key, size: info.size, contentType };
      } catch {
        return null;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${META_SUFFIX}`, { force: true });
    },
    async list(prefix) {
      const dir = path.join(root, ...prefix.split("/").filter(Boolean));
      try {
        const entries = await readdir(dir, { withFileTypes: true });
        return entries
          .filter((e) => e.isFile() && !e.name.endsWith(META_SUFFIX) && !e.name.endsWith(".tmp"))
          .map((e) => `${prefix.replace(/\/+$/, "")}/${e.name}`);
      } catch {
        return [];
      }
    },
    async sweepTemporaryFiles(olderThanMs) {
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      for (const file of await temporaryFiles(root)) {
        // A file being written right now is young; one this old belongs to a write that died.
        const info = await stat(file).catch(() => null);
        if (!info || info.mtimeMs > cutoff) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

/** Every temporary write file under the storage root, at any depth. */
async function temporaryFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && TEMPORARY_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
