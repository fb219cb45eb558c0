// Node-only helpers (file system); the core in index.ts runs anywhere.
import { open } from "node:fs/promises";
import { DEFAULT_MAX_BYTES } from "./core/input.js";
import { parseRobotsTxt, type ParseOptions, type RobotsTxt } from "./robots.js";

/**
 * Reads a robots.txt file from disk as bytes (decoded as UTF-8) and parses it. Reads at
 * most `maxBytes` + 1 bytes, so a huge file or a device never fills memory; one byte past
 * the limit is enough for the parser to report the cut.
 */
export async function readRobotsTxtFile(
  path: string,
  options: ParseOptions = {},
): Promise<RobotsTxt> {
  if (typeof path !== "string")
    throw new TypeError(`path: expected a file path string, got ${typeof path}`);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (typeof maxBytes !== "number" || !Number.isInteger(maxBytes) || maxBytes < 0)
    throw new RangeError(`maxBytes: expected a non-negative integer, got ${String(maxBytes)}`);
  const file = await open(path, "r");
  try {
    const buffer = new Uint8Array(maxBytes + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return parseRobotsTxt(buffer.subarray(0, filled), options);
  } finally {
    await file.close();
  }
}
