// The census's inputs cut into work units. An input's kind is read from its content, never its
// name: a directory is a folder; gzip magic, then the first inflated bytes (`WARC/` → warc.gz,
// `{` → ndjson.gz); else `WARC/` → warc; `{` → ndjson; anything else is one robots.txt file.
// A folder becomes batches of files (by bytes); a per-record-gzip WARC.gz bigger than a unit
// becomes byte ranges cut at gzip members, so that several workers read one file.
import { lstat, open, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { deflateStart, inflateMember, isGzipAt, isWarcMemberAt, peekInflate } from "./gzip.js";
import { MANIFEST_NAMES } from "./read-folder.js";
import type { InputKind, WorkUnit } from "./unit.js";

/** The default bytes of input per unit: 64 MiB. */
export const DEFAULT_UNIT_BYTES = 64 * 1024 * 1024;
/** How much of a file detection and member probing read at a time. */
const PROBE = 1024 * 1024;
/** The window nextMemberStart scans, and how much consecutive windows overlap. */
const SCAN = 64 * 1024;
const OVERLAP = 8 * 1024;

async function readSlice(path: string, position: number, length: number): Promise<Buffer> {
  const fh = await open(path, "r");
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await fh.read(buf, 0, length, position);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** The first non-blank byte of `bytes` (after a UTF-8 BOM), as a character. */
function firstChar(bytes: Buffer): string {
  let p = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (p < bytes.length && [9, 10, 13, 32].includes(bytes[p] ?? 0)) p++;
  return bytes.toString("latin1", p, p + 5);
}

/** What a file is, by its content; and for a WARC.gz whether each record is its own member. */
export async function detectFile(path: string): Promise<{ kind: InputKind; members?: boolean }> {
  const head = await readSlice(path, 0, PROBE);
  if (isGzipAt(head, 0)) {
    const start = firstChar(peekInflate(head, 0, 64));
    if (start.startsWith("WARC/")) {
      // Per-record gzip when the first member ends within the probe and a WARC member follows.
      let member: ReturnType<typeof inflateMember> | undefined;
      try {
        member = inflateMember(head, 0);
      } catch {
        member = undefined;
      }
      const members =
        typeof member === "object" && (member.next >= head.length || isGzipAt(head, member.next));
      return { kind: "warc.gz", members };
    }
    if (start.startsWith("{")) return { kind: "ndjson.gz" };
    return { kind: "file" };
  }
  const start = firstChar(head);
  if (start.startsWith("WARC/")) return { kind: "warc" };
  if (start.startsWith("{")) return { kind: "ndjson" };
  return { kind: "file" };
}

/** The first place at or after `from` where a WARC gzip member really starts, or `size`. */
export async function nextMemberStart(path: string, from: number, size: number): Promise<number> {
  // Windows overlap by OVERLAP bytes so that a member near a window's end is seen whole enough
  // to confirm (a few hundred bytes of deflate data give the first five inflated bytes).
  for (let base = from; base < size; base += SCAN - OVERLAP) {
    const buf = await readSlice(path, base, SCAN);
    const last = buf.length < SCAN ? buf.length : SCAN - OVERLAP;
    let at = buf.indexOf(0x1f);
    while (at >= 0 && at < last) {
      if (deflateStart(buf, at) >= 0 && isWarcMemberAt(buf, at)) return base + at;
      at = buf.indexOf(0x1f, at + 1);
    }
    if (buf.length < SCAN) break;
  }
  return size;
}

async function planFolder(input: string, unitBytes: number): Promise<WorkUnit[]> {
  const names = (await readdir(input)).sort();
  const manifest = MANIFEST_NAMES.find((name) => names.includes(name));
  const units: WorkUnit[] = [];
  let batch: string[] = [];
  let bytes = 0;
  const flush = (): void => {
    if (batch.length === 0) return;
    const id = `${input}#${units.length}`;
    units.push({
      id,
      input,
      kind: "folder",
      bytes,
      files: batch,
      ...(manifest ? { manifest } : {}),
    });
    batch = [];
    bytes = 0;
  };
  for (const name of names) {
    if (name === manifest) continue;
    const info = await lstat(join(input, name));
    if (!info.isFile()) continue;
    batch.push(name);
    bytes += info.size;
    if (bytes >= unitBytes) flush();
  }
  flush();
  return units;
}

async function planFile(input: string, size: number, unitBytes: number): Promise<WorkUnit[]> {
  const { kind, members } = await detectFile(input);
  if (kind !== "warc.gz") return [{ id: input, input, kind, bytes: size }];
  if (!members || size <= unitBytes) {
    return [{ id: input, input, kind, bytes: size, members: members === true }];
  }
  const cuts = [0];
  for (let target = unitBytes; target < size; target += unitBytes) {
    const last = cuts[cuts.length - 1] ?? 0;
    if (target <= last) continue;
    const cut = await nextMemberStart(input, target, size);
    if (cut < size && cut > last) cuts.push(cut);
  }
  return cuts.map((start, i) => {
    const end = cuts[i + 1] ?? size;
    return { id: `${input}@${start}`, input, kind, bytes: end - start, start, end, members: true };
  });
}

/**
 * Work units for `inputs`, in the order given, each input's units in file order (a folder's
 * files sorted by name). `unitBytes` (default 64 MiB) is the bytes of input a unit aims at.
 * Throws a TypeError naming the path when an input is missing or neither a file nor a folder.
 */
export async function planUnits(
  inputs: readonly string[],
  options: { unitBytes?: number } = {},
): Promise<WorkUnit[]> {
  const unitBytes = options.unitBytes ?? DEFAULT_UNIT_BYTES;
  if (!(unitBytes > 0)) throw new RangeError(`unitBytes must be positive, not ${unitBytes}`);
  const units: WorkUnit[] = [];
  for (const input of inputs) {
    let info;
    try {
      info = await stat(input);
    } catch (error) {
      throw new TypeError(`census input ${input}: ${(error as Error).message}`, { cause: error });
    }
    if (info.isDirectory()) units.push(...(await planFolder(input, unitBytes)));
    else if (info.isFile()) units.push(...(await planFile(input, info.size, unitBytes)));
    else throw new TypeError(`census input ${input}: neither a file nor a folder`);
  }
  return units;
}
