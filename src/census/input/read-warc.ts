// Captures from a WARC or WARC.gz unit: every `response` record with application/http content,
// whatever its status (redirects and errors are captures too). WARC-Target-URI is the url,
// WARC-Date the date, the source offset the record's (or its gzip member's) byte offset.
// Three ways to read, all with bounded memory:
// - per-record gzip (Common Crawl): member by member from a window of the file (gzip.ts), so a
//   unit may be a byte range and every record knows its member's offset;
// - one long gzip stream: node:zlib's gunzip stream (every record's offset is 0, its member's);
// - plain WARC: the file in pieces, each record at its own offset.
import { createReadStream } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { createGunzip } from "node:zlib";
import type { Capture } from "../model.js";
import { INCOMPLETE, inflateMember, isWarcMemberAt, type Member } from "./gzip.js";
import { decodeBody, parseHttpResponse } from "./http.js";
import { MemberMap } from "./member-map.js";
import { BODY_CAP, type ReadOptions, type WorkUnit } from "./unit.js";
import { WarcFramer, type FramedRecord } from "./warc-framer.js";

const PIECE = 4 * 1024 * 1024;
/** A gzip member longer than this (compressed) is a problem, not a reason to hold more. */
const MAX_MEMBER = 64 * 1024 * 1024;
/** The HTTP header block's allowance on top of the body cap. */
const HEAD_ROOM = 64 * 1024;

/** A framed response record as a Capture (HTTP parsed, codings undone, body capped). */
export function toCapture(
  input: string,
  record: FramedRecord,
  problem: (code: string, message: string, offset: number) => void,
): Capture {
  const http = parseHttpResponse(record.block);
  const decoded = decodeBody(http.headers, http.payload);
  if (decoded.problem !== undefined) problem("decoding", decoded.problem, record.offset);
  let body = decoded.body;
  let size: number | undefined;
  if (record.length > record.block.length && decoded.body === http.payload) {
    // The block was cut at the cap and the body is stored as is: its size is known exactly.
    size = record.length - (record.block.length - http.payload.length);
  }
  if (body.length > BODY_CAP) {
    size = body.length;
    body = body.subarray(0, BODY_CAP);
  }
  return {
    source: { input, offset: record.offset },
    url: record.targetUri,
    ...(http.status === undefined ? {} : { status: http.status }),
    headers: http.headers,
    body,
    ...(size === undefined ? {} : { size }),
    ...(record.date === undefined ? {} : { date: record.date }),
  };
}

/** A framer wired to a queue of captures, the stats and the problem hook. */
function framerFor(
  unit: WorkUnit,
  queue: Capture[],
  options: ReadOptions,
  map?: MemberMap,
): WarcFramer {
  const stats = options.stats;
  const problem = (code: string, message: string, offset: number): void => {
    if (stats) stats.problems++;
    options.onProblem?.({ input: unit.input, code, message, offset });
  };
  return new WarcFramer(
    {
      record(record) {
        if (stats) {
          stats.records++;
          stats.captures++;
        }
        const at = map === undefined ? record : { ...record, offset: map.memberOf(record.offset) };
        queue.push(toCapture(unit.input, at, problem));
      },
      skip(type) {
        if (!stats) return;
        stats.records++;
        stats.skipped[type] = (stats.skipped[type] ?? 0) + 1;
      },
      problem: (message, offset) =>
        problem("warc-framing", message, map?.memberOf(offset) ?? offset),
      ...(map === undefined ? {} : { boundary: (position: number) => map.addBoundary(position) }),
    },
    BODY_CAP + HEAD_ROOM,
  );
}

/** Reads `length` bytes at `position` (fewer at the end of the file). */
async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await fh.read(buf, got, length - got, position + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return buf.subarray(0, got);
}

/**
 * Over [start, end) of a per-record-gzip file with one native gunzip stream, the members found
 * by member-map.ts. A corrupt member stops a gunzip stream: from the last member that gave a
 * record, readMembersSync takes over (it skips a bad member and goes on).
 */
async function* readMembers(unit: WorkUnit, options: ReadOptions): AsyncGenerator<Capture> {
  const start = unit.start ?? 0;
  const map = new MemberMap(start);
  const queue: Capture[] = [];
  const framer = framerFor(unit, queue, options, map);
  const end = unit.end ?? Infinity;
  if (end <= start) return;
  const file = createReadStream(unit.input, {
    start,
    ...(end === Infinity ? {} : { end: end - 1 }),
    highWaterMark: PIECE,
  });
  // Before the pipe, so every compressed chunk is scanned before it is inflated.
  file.on("data", (chunk) => map.addCompressed(chunk as Buffer));
  const gunzip = file.pipe(createGunzip({ chunkSize: 256 * 1024 }));
  let position = 0;
  let last = { offset: start, count: 0 };
  try {
    for await (const piece of gunzip as AsyncIterable<Buffer>) {
      framer.push(piece, position, true);
      position += piece.length;
      for (const capture of queue.splice(0)) {
        const offset = capture.source.offset ?? start;
        last = offset === last.offset ? { offset, count: last.count + 1 } : { offset, count: 1 };
        yield capture;
      }
    }
    if (framer.idle) return;
    reportMember(unit, options, last.offset, "truncated WARC record at the end of the range");
    return;
  } catch {
    // The sync reader reports the bad member itself.
  } finally {
    file.destroy();
  }
  let skip = last.count;
  for await (const capture of readMembersSync({ ...unit, start: last.offset }, options)) {
    if (skip > 0 && capture.source.offset === last.offset) skip--;
    else yield capture;
  }
}

/** Member by member over [start, end), each inflated on its own (gzip.ts). */
async function* readMembersSync(unit: WorkUnit, options: ReadOptions): AsyncGenerator<Capture> {
  const queue: Capture[] = [];
  const framer = framerFor(unit, queue, options);
  const fh = await open(unit.input, "r");
  try {
    const size = (await fh.stat()).size;
    const end = Math.min(unit.end ?? size, size);
    let off = unit.start ?? 0;
    let winStart = off;
    let win = Buffer.alloc(0);
    // A record may run past `end` into the next member (not Common Crawl's way): finish it.
    while ((off < end || !framer.idle) && off < size) {
      const rel = off - winStart;
      let member: Member | typeof INCOMPLETE | Error;
      try {
        member = rel + 3 <= win.length ? inflateMember(win, rel) : INCOMPLETE;
      } catch (error) {
        member = error as Error;
      }
      if (member === INCOMPLETE) {
        const held = win.length - rel;
        if (winStart + win.length >= size || held > MAX_MEMBER) {
          reportMember(
            unit,
            options,
            off,
            held > MAX_MEMBER ? "gzip member too long" : "truncated gzip member",
          );
          if (held <= MAX_MEMBER) break;
          off = nextMember(win, rel, winStart);
          continue;
        }
        const more = await readAt(fh, winStart + win.length, Math.max(PIECE, held));
        win = Buffer.concat([win.subarray(rel), more]);
        winStart = off;
        continue;
      }
      if (member instanceof Error) {
        reportMember(unit, options, off, `corrupt gzip member: ${member.message}`);
        off = nextMember(win, rel, winStart);
        continue;
      }
      framer.push(member.data, off, false);
      off = winStart + member.next;
      if (queue.length > 0) yield* queue.splice(0);
    }
  } finally {
    await fh.close();
  }
}

/** The next place after `rel` in the window where a WARC member really starts (or its end). */
function nextMember(win: Buffer, rel: number, winStart: number): number {
  let at = win.indexOf(0x1f, rel + 1);
  while (at >= 0 && !isWarcMemberAt(win, at)) at = win.indexOf(0x1f, at + 1);
  // None in the window: go past it (keeping two bytes, the magic may straddle the edge).
  return winStart + (at >= 0 ? at : Math.max(rel + 1, win.length - 2));
}

function reportMember(unit: WorkUnit, options: ReadOptions, offset: number, message: string): void {
  if (options.stats) options.stats.problems++;
  options.onProblem?.({ input: unit.input, code: "gzip", message, offset });
}

/** A plain WARC, or a WARC.gz that is one gzip stream, piece by piece. */
async function* readStream(unit: WorkUnit, options: ReadOptions): AsyncGenerator<Capture> {
  const queue: Capture[] = [];
  const framer = framerFor(unit, queue, options);
  const gzipped = unit.kind === "warc.gz";
  const file = createReadStream(unit.input, { highWaterMark: PIECE });
  const source = gzipped ? file.pipe(createGunzip({ chunkSize: 256 * 1024 })) : file;
  let position = 0;
  try {
    for await (const piece of source as AsyncIterable<Buffer>) {
      framer.push(piece, gzipped ? 0 : position, !gzipped);
      position += piece.length;
      if (queue.length > 0) yield* queue.splice(0);
    }
  } catch (error) {
    reportMember(unit, options, position, `unreadable gzip stream: ${(error as Error).message}`);
  } finally {
    file.destroy();
  }
}

/** Captures of a `warc` or `warc.gz` unit. */
export function readWarc(unit: WorkUnit, options: ReadOptions = {}): AsyncIterable<Capture> {
  return unit.kind === "warc.gz" && unit.members !== false
    ? readMembers(unit, options)
    : readStream(unit, options);
}
