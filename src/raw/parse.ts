// Runs the generated robots.txt parser and validates its output against the raw schemas.
import { parse as parseGenerated } from "../../generated/robots-txt.js";
import { RawRobotsTxt, type RawLine } from "./robots-txt.js";

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
  // The schema's output is a fresh copy, ours to extend.
  if (tree.final.end > tree.final.start) tree.lines.push(tree.final);
  return { bom: tree.bom, lines: tree.lines };
}
