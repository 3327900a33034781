/**
 * Reads a request body into memory, stopping as soon as it passes `maxBytes`: the rest is never
 * read, so nothing oversized is held. `tooLarge` makes the error to throw (each upload says its
 * own limit in its own words).
 */
export async function readCappedStream(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
