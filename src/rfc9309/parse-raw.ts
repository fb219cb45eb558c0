// Runs the generated robots.txt parser and validates its output against the raw schemas.
import { parse as parseGenerated } from "../../generated/robots-txt.js";
import { RawRobotsTxt, type RawLine } from "./raw.js";
import { checkerOf } from "../core/check.js";

const checkRawRobotsTxt = checkerOf(RawRobotsTxt);

/** The validated raw tree: one node per physical line, `lines[i]` is line `i + 1`. */
export interface RawRobotsTxtFile {
  readonly bom: boolean;
  readonly lines: readonly RawLine[];
}

/**
 * Parses robots.txt text into validated raw lines. The grammar classifies every line and
 * cannot fail on any text; a schema mismatch would be a bug in the grammar, so it throws.
 */
export function parseRawRobotsTxt(text: string): RawRobotsTxtFile {
  const output = parseGenerated(text) as unknown;
  // Checked in place (src/core/check.ts); zod's parse runs only to say what is wrong.
  const tree = checkRawRobotsTxt(output) ? (output as RawRobotsTxt) : RawRobotsTxt.parse(output);
  // The parser's output is fresh, ours to rearrange.
  const lines = tree.rest;
  lines.unshift(tree.first);
  // A text that ends with a line break (or is empty) ends with an empty line: no line at all.
  const last = lines[lines.length - 1]!;
  if (last.end === last.start && last.end === text.length) lines.pop();
  return { bom: tree.bom, lines };
}
