/** PCM pieces one after another in a new array. */
export function joinPcm(pieces: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}
