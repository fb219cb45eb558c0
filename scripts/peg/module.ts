// The generated ES module around the rule functions: parser state, runtime helpers (only
// those used), the grammar's actions and tables, `parse` and `PeggySyntaxError`.
import peggy from "peggy";
import type { Constants, Helper } from "./constants.js";
import { TABLE_DECODER } from "./constants.js";

const HELPERS: Record<Helper, string> = {
  peg$fail: "function peg$fail(p) { if (p > peg$maxFailPos) peg$maxFailPos = p; }",
  peg$lower:
    "// toLowerCase of one code unit, exact where the result is ASCII (A–Z, and the Kelvin sign).\n" +
    "function peg$lower(c) { return c >= 65 && c <= 90 ? c + 32 : c === 8490 ? 107 : c; }",
  peg$equalsLower:
    "function peg$equalsLower(s, p, lower) {\n" +
    "  if (p + lower.length > s.length) return false;\n" +
    "  for (let i = 0; i < lower.length; i++) if (peg$lower(s.charCodeAt(p + i)) !== lower.charCodeAt(i)) return false;\n" +
    "  return true;\n" +
    "}",
  peg$table: TABLE_DECODER,
};

/** What actions may call, as peggy 3 provides it (written only when an action names it). */
const ACTION_HELPERS: Record<string, string> = {
  offset: "function offset() { return peg$savedPos; }",
  range:
    "function range() { return { source: peg$source, start: peg$savedPos, end: peg$currPos }; }",
  text: "function text() { return input.substring(peg$savedPos, peg$currPos); }",
  location: [
    "function peg$position(offset) {",
    "  let line = 1, column = 1;",
    "  for (let i = 0; i < offset; i++) if (input.charCodeAt(i) === 10) { line++; column = 1; } else column++;",
    "  return { offset, line, column };",
    "}",
    "function location() {",
    "  return { source: peg$source, start: peg$position(peg$savedPos), end: peg$position(peg$currPos) };",
    "}",
  ].join("\n"),
};

export interface ModuleParts {
  readonly header: string;
  readonly topLevelInitializer: string | undefined;
  readonly startRules: readonly string[];
  /** The function of each start rule. */
  readonly startFunctions: readonly string[];
  readonly actionCode: readonly string[];
  readonly constants: Constants;
  readonly functions: string;
}

const ABOUT = `// Written by scripts/peg, a plugin of peggy ${peggy.VERSION} (which parses and checks the grammar):
// peggy's values and error offsets (only the offset is kept), one module-level function per
// rule. See ARCHITECTURE.md, "grammar/ → generated/".`;

const STATE = `// Parser state, at module level so that rule functions need no closure: parse() sets it for
// one call. parse() is not reentrant (an action must not call it).
const peg$noOptions = {};
var input = "";
var options = peg$noOptions;
var peg$source;
// What a rule function that builds a value returns when it does not match.
const peg$FAILED = {};
var peg$pos = 0;
var peg$savedPos = 0;
var peg$currPos = 0;
var peg$maxFailPos = 0;`;

function parseFunction(parts: ModuleParts): string {
  const table = parts.startRules.map(
    (rule, i) => `${JSON.stringify(rule)}: ${parts.startFunctions[i]}`,
  );
  const names = parts.startRules.map((rule) => JSON.stringify(rule)).join(" | ");
  return `const peg$startRules = { ${table.join(", ")} };

export interface PeggyLocation {
  source: unknown;
  start: { offset: number };
  end: { offset: number };
}

/** A syntax error: \`location.start.offset\` is where peggy's own parser would report it. */
export class PeggySyntaxError extends Error {
  declare expected: null;
  declare found: string | null;
  declare location: PeggyLocation;
  constructor(message: string, expected: null, found: string | null, location: PeggyLocation) {
    super(message);
    this.name = "SyntaxError";
    this.expected = expected;
    this.found = found;
    this.location = location;
  }
}

export interface ParseOptions {
  startRule?: ${names};
  grammarSource?: unknown;
  [key: string]: unknown;
}

/** Parses \`text\` from a start rule (the first by default); throws PeggySyntaxError. */
export function parse(text: string, opts?: ParseOptions): any {
  opts = opts !== undefined ? opts : peg$noOptions;
  let start = ${parts.startFunctions[0]};
  if ("startRule" in opts) {
    start = Object.prototype.hasOwnProperty.call(peg$startRules, opts.startRule) ? peg$startRules[opts.startRule] : undefined;
    if (start === undefined) throw new Error('Can\\'t start parsing from rule "' + opts.startRule + '".');
  }
  input = text;
  options = opts;
  peg$source = opts.grammarSource;
  peg$maxFailPos = 0;
  const value = start(0);
  const end = value === peg$FAILED ? -1 : peg$pos;
  input = "";
  options = peg$noOptions;
  if (end === text.length) return value;
  // Input left over: peggy's end-of-input expectation fails where the match ended.
  if (end > peg$maxFailPos) peg$maxFailPos = end;
  const at = peg$maxFailPos;
  const found = at < text.length ? text.charAt(at) : null;
  throw new PeggySyntaxError(found === null ? "unexpected end of input" : "unexpected input", null, found, {
    source: peg$source,
    start: { offset: at },
    end: { offset: found === null ? at : at + 1 },
  });
}
`;
}

/** Code with the indentation its lines share removed (the first line is already trimmed). */
function dedent(code: string): string {
  const lines = code.trim().split("\n");
  const indents = lines
    .slice(1)
    .filter((l) => l.trim() !== "")
    .map((l) => /^ */.exec(l)![0].length);
  const cut = Math.min(...indents);
  return lines
    .map((line, i) => (i === 0 || !Number.isFinite(cut) ? line : line.slice(cut)))
    .join("\n");
}

export function moduleCode(parts: ModuleParts): string {
  const actionHelpers = Object.entries(ACTION_HELPERS)
    .filter(([name]) =>
      parts.actionCode.some((code) => new RegExp(`(?<![\\w$.])${name}\\s*\\(`).test(code)),
    )
    .map(([, code]) => code);
  const helpers = (Object.keys(HELPERS) as Helper[])
    .filter((name) => parts.constants.helpers.has(name))
    .map((name) => HELPERS[name]);
  return [
    parts.header,
    ABOUT,
    dedent(parts.topLevelInitializer ?? ""),
    STATE,
    [...actionHelpers, ...helpers].join("\n"),
    parts.constants.code(),
    parts.functions.trimEnd(),
    parseFunction(parts).trimEnd(),
  ]
    .filter((part) => part !== "")
    .join("\n\n")
    .concat("\n");
}
