import type { Readable } from "node:stream";

/** A stored object's metadata. */
export type StoredObject = { key: string; size: number; contentType: string };

/** A byte range to read, inclusive, as HTTP Range gives it. */
export type ByteRange = { start: number; end: number };

/**
 * Object storage: local disk by default, S3-compatible in production. Keys are
 * slash-separated paths such as `audio-uploads/{userId}/generated-audio-{ts}.mp3`.
 */
export type StorageProvider = {
  readonly name: "disk" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Metadata, or null when the key does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** A stream of the whole object or of one range; null when the key does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix (non-recursive listing is not needed by the product). */
  list(prefix: string): Promise<string[]>;
  /**
   * Removes what interrupted writes left behind (temporary files older than `olderThanMs`) and
   * says how many; the periodic sweep calls it. Absent where writes are atomic (S3).
   */
  sweepTemporaryFiles?(olderThanMs: number): Promise<number>;
};

/** Keys come from our own code, but a bug must never escape the storage root. */
export function assertSafeKey(key: string): void {
  if (!key || key.startsWith("/") || key.split("/").some((part) => part === ".." || part === "." || part === "")) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
