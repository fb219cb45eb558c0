// Runs the generated robots.txt parser and validates its output against the raw schemas.
import { parse as parseGenerated } from "../../generated/robots-txt.js";
import { RawRobotsTxt, type RawLine } from "./raw.js";

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
  const tree = RawRobotsTxt.parse(parseGenerated(text) as unknown);
  // The schema's output is a fresh copy, ours to rearrange.
  const lines = tree.rest;
  lines.unshift(tree.first);
  // A text that ends with a line break (or is empty) ends with an empty line: no line at all.
  const last = lines[lines.length - 1]!;
  if (last.end === last.start && last.end === text.length) lines.pop();
  return { bom: tree.bom, lines };
}
