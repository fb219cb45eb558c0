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
  const { final } = tree;
  const lines = final.span.end > final.span.start || final.type !== "blank" ? [...tree.lines, final] : tree.lines;
  return { bom: tree.bom, lines };
}
