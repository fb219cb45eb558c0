// RFC 9309 §2.5: "Crawlers SHOULD limit the size of the file they parse"; the limit is at least
// 500 KiB. The body is streamed and reading stops one byte past the limit (enough for the
// parser to report the cut), so a huge or endless body never fills memory.

export interface BodyRead {
  readonly bytes: Uint8Array;
  /** More than maxBytes arrived: the rest was not read. */
  readonly truncated: boolean;
}

export async function readBody(response: Response, maxBytes: number): Promise<BodyRead> {
  if (!response.body) return { bytes: new Uint8Array(0), truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
      if (size > maxBytes) {
        truncated = true;
        break;
      }
    }
  } finally {
    if (truncated) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  const bytes = new Uint8Array(Math.min(size, maxBytes + 1));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.length;
    if (at === bytes.length) break;
  }
  return { bytes, truncated };
}
