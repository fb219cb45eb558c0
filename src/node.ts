// Node-only helpers (file system); the core in index.ts runs anywhere.
import { readFile } from "node:fs/promises";
import { parseRobotsTxt, type ParseOptions, type RobotsTxt } from "./robots.js";

/** Reads a robots.txt file from disk as bytes (decoded as UTF-8) and parses it. */
export async function readRobotsTxtFile(path: string, options?: ParseOptions): Promise<RobotsTxt> {
  if (typeof path !== "string") throw new TypeError(`path: expected a file path string, got ${typeof path}`);
  return parseRobotsTxt(new Uint8Array(await readFile(path)), options);
}
