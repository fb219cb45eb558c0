// Node-only helpers (file system); the core in index.ts runs anywhere.
import { open } from "node:fs/promises";
import { checkOptions } from "./core/arguments.js";
import { joinCapped } from "./core/capped-bytes.js";
import { DEFAULT_MAX_BYTES } from "./core/input.js";
import { parseRobotsTxt, parseWithNotes, type RobotsTxt } from "./robots.js";
import type { ParseOptions } from "./core/arguments.js";

/**
 * How much of a file the reader holds at most, whatever the profile: google/robotstxt reads a
 * file of any length, but a device or a huge file must not fill memory (a parse costs tens of
 * bytes per octet).
 */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/**
 * Options of `readRobotsTxtFile`: `parseRobotsTxt`'s, and how much of the file may be read at most.
 */
export interface ReadFileOptions extends ParseOptions {
  /** The hard cap on octets read from the file (default MAX_FILE_BYTES, 8 MiB), at least `maxBytes`. */
  readonly maxFileBytes?: number;
}

function checkedSize(name: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0)
    throw new RangeError(`${name}: expected a non-negative integer, got ${String(value)}`);
  return value;
}

/** @internal The first `cap` octets of a file, and whether there were more. */
export async function readFileHead(
  path: string,
  cap: number,
): Promise<{ readonly bytes: Uint8Array; readonly cut: boolean }> {
  const file = await open(path, "r");
  try {
    // One octet past the cap tells whether the file goes on; it is never kept.
    const buffer = new Uint8Array(Math.min(cap + 1, 64 * 1024));
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { bytesRead } = await file.read(
        buffer,
        0,
        Math.min(buffer.length, cap + 1 - total),
        null,
      );
      if (bytesRead === 0) break;
      chunks.push(buffer.slice(0, bytesRead));
      total += bytesRead;
      if (total > cap) break;
    }
    return joinCapped(chunks, total, cap);
  } finally {
    await file.close();
  }
}

/** @internal `bytes` parsed, with a diagnostic that says they were cut at the hard cap `cap`. */
export function parseCapped(bytes: Uint8Array, options: ParseOptions, cap: number): RobotsTxt {
  return parseWithNotes(bytes, options, [
    {
      severity: "warning",
      code: "size-limit",
      message: `the file is longer than ${cap} bytes, the reader's hard limit; no profile reads past it (google included)`,
      line: lineCount(bytes),
      column: 1,
      spec: "RFC 9309 §2.5",
    },
  ]);
}

/**
 * Reads a robots.txt file from disk as bytes (decoded as UTF-8) and parses it, as
 * `parseRobotsTxt(bytes, options)` does: profile rfc9309 reads the first `maxBytes`, profile
 * google the whole file. At most `maxFileBytes` are read, so a huge file or a device never
 * fills memory; a file cut there has a `size-limit` diagnostic that says so.
 */
export async function readRobotsTxtFile(
  path: string,
  options: ReadFileOptions = {},
): Promise<RobotsTxt> {
  if (typeof path !== "string")
    throw new TypeError(`path: expected a file path string, got ${typeof path}`);
  checkOptions(options as ReadFileOptions | undefined);
  const maxBytes = checkedSize("maxBytes", options.maxBytes ?? DEFAULT_MAX_BYTES);
  const cap = Math.max(
    maxBytes,
    checkedSize("maxFileBytes", options.maxFileBytes ?? MAX_FILE_BYTES),
  );
  const { bytes, cut } = await readFileHead(path, cap);
  return cut
    ? parseCapped(bytes, { ...options, maxBytes }, cap)
    : parseRobotsTxt(bytes, { ...options, maxBytes });
}

/** @internal The number of the last line of `bytes` (LF, CR LF or CR ends a line). */
export function lineCount(bytes: Uint8Array): number {
  let lines = 1;
  for (let i = 0; i < bytes.length; i++)
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) lines++;
  return lines;
}
