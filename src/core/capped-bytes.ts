// The first `cap` octets of chunks read in turn (a file, standard input), and whether there
// were more: shared by robots-policy/node's file reader and the CLI's standard input.

/** `chunks` (of `total` octets) joined, cut at `cap`. */
export function joinCapped(
  chunks: readonly Uint8Array[],
  total: number,
  cap: number,
): { readonly bytes: Uint8Array; readonly cut: boolean } {
  const bytes = new Uint8Array(Math.min(total, cap));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.length;
  }
  return { bytes, cut: total > cap };
}
