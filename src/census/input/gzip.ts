// Gzip members (RFC 1952) one at a time, with node:zlib. A per-record-gzip WARC (Common Crawl's
// layout) is a run of members; inflating each on its own gives its byte offset and its length,
// which a single gunzip stream hides. inflateRawSync on the deflate data stops at the member's
// end and says how many bytes it read, so the next member's place is known without scanning.
import { constants, inflateRawSync, type ZlibOptions } from "node:zlib";

/** The gzip magic and the deflate method: where a member may start. */
export const GZIP_MAGIC = [0x1f, 0x8b, 0x08] as const;

/** Whether `buf` holds the gzip magic and method at `at`. */
export function isGzipAt(buf: Uint8Array, at: number): boolean {
  return buf[at] === 0x1f && buf[at + 1] === 0x8b && buf[at + 2] === 0x08;
}

/**
 * The offset of the deflate data of the member at `at` (after its header, RFC 1952 §2.3), or
 * -1 when `buf` ends before the header does, or -2 when it is no gzip header (reserved flags).
 */
export function deflateStart(buf: Uint8Array, at: number): number {
  if (buf.length < at + 10) return -1;
  if (!isGzipAt(buf, at)) return -2;
  const flags = buf[at + 3] ?? 0;
  if (flags & 0xe0) return -2;
  let p = at + 10;
  if (flags & 4) {
    if (buf.length < p + 2) return -1;
    p += 2 + ((buf[p] ?? 0) | ((buf[p + 1] ?? 0) << 8));
  }
  for (const bit of [8, 16]) {
    if (!(flags & bit)) continue;
    while (p < buf.length && buf[p] !== 0) p++;
    p++;
  }
  if (flags & 2) p += 2;
  return p > buf.length ? -1 : p;
}

/** A member inflated: its decompressed bytes and where the next member starts. */
export interface Member {
  readonly data: Buffer;
  readonly next: number;
}

/** What inflateMember says when the member is not whole in `buf`. */
export const INCOMPLETE = "incomplete";

/** The most a member may inflate to (a gzip bomb is a problem, not a crash): 256 MiB. */
const MAX_MEMBER_OUTPUT = 256 * 1024 * 1024;

/**
 * Inflates the member at `at`. INCOMPLETE when `buf` ends first (read more and retry); throws
 * a zlib error on corrupt data. The CRC is not checked (the WARC framing checks lengths).
 */
export function inflateMember(buf: Buffer, at: number): Member | typeof INCOMPLETE {
  const p = deflateStart(buf, at);
  if (p === -1) return INCOMPLETE;
  if (p === -2) throw new Error("not a gzip member");
  let result: { buffer: Buffer; engine: { bytesWritten: number } };
  try {
    const options: ZlibOptions & { info: true } = {
      info: true,
      maxOutputLength: MAX_MEMBER_OUTPUT,
    };
    result = inflateRawSync(buf.subarray(p), options) as unknown as typeof result;
  } catch (error) {
    if ((error as { code?: string }).code === "Z_BUF_ERROR") return INCOMPLETE;
    throw error;
  }
  const next = p + result.engine.bytesWritten + 8;
  if (next > buf.length) return INCOMPLETE;
  return { data: result.buffer, next };
}

/**
 * The first bytes a gzip stream (or member) at `at` inflates to, from a prefix of it: at most
 * `limit` bytes, never throwing (corrupt data gives what inflated before it, or nothing).
 */
export function peekInflate(buf: Uint8Array, at: number, limit = 64): Buffer {
  const p = deflateStart(buf, at);
  if (p < 0) return Buffer.alloc(0);
  try {
    // 4 KiB of deflate data inflates to at most ~4 MiB: bounded, and always enough for a peek.
    const out = inflateRawSync(buf.subarray(p, p + 4096), { finishFlush: constants.Z_SYNC_FLUSH });
    return out.subarray(0, limit);
  } catch {
    return Buffer.alloc(0);
  }
}

/** Whether a gzip member really starts at `at` and inflates to a WARC record's start. */
export function isWarcMemberAt(buf: Uint8Array, at: number): boolean {
  return isGzipAt(buf, at) && peekInflate(buf, at, 5).toString("latin1") === "WARC/";
}
