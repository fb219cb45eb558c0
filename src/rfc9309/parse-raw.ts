// Runs the generated robots.txt parser and validates its output against the raw schemas.
import { parseEach, parsePrefix } from "../../generated/robots-txt.js";
import { RawLine } from "./raw.js";
import { checkerOf } from "../core/check.js";

/** The validated raw tree: one node per physical line, `lines[i]` is line `i + 1`. */
export interface RawRobotsTxtFile {
  readonly bom: boolean;
  readonly lines: readonly RawLine[];
}

/** What reading a file's lines one by one says of the whole. */
export interface RawLinesRead {
  readonly bom: boolean;
  readonly lineCount: number;
}

const checkLine = checkerOf(RawLine);

/** What takes the lines as they are read: `line(node, index)`, `index` 0 for the first. */
export interface LineSink {
  line(node: RawLine, index: number): void;
}

/**
 * Reads `text` as grammar/robots-txt.peggy's `RobotsTxt = BOM? Line (EOL Line)*` reads it, one
 * line at a time (the grammar's `// each: Line by EOL`), and gives each validated line to
 * `sink` as it is read: so a file's lines are consumed while they are young and no array of
 * them is kept (a file of 500,000 blank lines costs what its bytes cost).
 * test/conformance/grammar-lines.test.ts checks that the lines are RobotsTxt's. A text that ends
 * with a line break (or is empty) ends with an empty line: no line at all. The grammar
 * classifies every line and cannot fail on any text; a line the schema rejects would be a
 * bug in the grammar, so it throws. `check`: false when the same text was read and checked
 * already (the policy model reads again the text its crawl index was read from).
 */
export function readRawLines(text: string, sink: LineSink, check = true): RawLinesRead {
  const bom: string | undefined = parsePrefix(text, "BOM", 0);
  const from = bom === undefined ? 0 : bom.length;
  const lines = new LineBatches(sink, check);
  const end = parseEach(text, from, (line: unknown) => lines.add(line));
  // RobotsTxt reads the whole text: lines that stop short of it would be a grammar bug.
  if (end !== text.length) throw new Error(`robots.txt grammar: no line break at ${end}`);
  // After a final line break (or in a text of nothing but a BOM) the last Line is empty and
  // ends the text: it is no line. (A line never holds CR or LF, so that is the only case.)
  const last = text.charCodeAt(text.length - 1);
  lines.finish(text.length === from || last === 0x0a || last === 0x0d);
  return { bom: bom !== undefined, lineCount: lines.count };
}

/** Lines handed on together (see LineBatches). */
const BATCH = 512;

/**
 * Lines are handed on in batches: each stage then runs over many lines at a time (as it did
 * over a whole array), while a batch is still young when it is let go. One array, filled
 * again for each batch (a batch emptied by `length = 0` grew its store again each time).
 */
class LineBatches {
  readonly #lines: unknown[] = [];
  #size = 0;
  /** Every blank line is one frozen node (grammar/robots-txt.peggy): checked once. */
  #blank: unknown = undefined;
  /** Lines given to the sink. */
  count = 0;

  constructor(
    readonly sink: LineSink,
    readonly check: boolean,
  ) {}

  /** A full batch is handed on when the next line comes, so the last line is still held at the end. */
  add(line: unknown): void {
    if (this.#size === BATCH) this.#flush(BATCH);
    this.#lines[this.#size++] = line;
  }

  /** The rest, without the last line when it is the empty line after a final line break. */
  finish(dropLast: boolean): void {
    this.#flush(dropLast ? this.#size - 1 : this.#size);
    this.#lines.length = 0;
  }

  #flush(size: number): void {
    const { sink } = this;
    const lines = this.#lines;
    for (let i = 0; i < size; i++) {
      const line = lines[i];
      if (this.check && line !== this.#blank) this.#check(line);
      sink.line(line as RawLine, this.count++);
    }
    this.#size = 0;
  }

  #check(line: unknown): void {
    if (!checkLine(line)) RawLine.parse(line);
    if ((line as RawLine).type === "blank" && Object.isFrozen(line)) this.#blank = line;
  }
}

/** Parses robots.txt text into validated raw lines, all of them kept (the policy model reads them). */
export function parseRawRobotsTxt(text: string): RawRobotsTxtFile {
  const lines: RawLine[] = [];
  const { bom } = readRawLines(text, { line: (line) => lines.push(line) });
  return { bom, lines };
}
