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
  /** Rules matched as prefixes (`parsePrefix`), and their silent functions. */
  readonly prefixRules: readonly string[];
  readonly prefixFunctions: readonly string[];
  /** The repetition read item by item (`parseEach`): its rules, and their silent functions (the separator's match-only). */
  readonly each?: {
    readonly item: string;
    readonly separator: string;
    readonly itemFunction: string;
    readonly separatorFunction: string;
  };
  readonly actionCode: readonly string[];
  readonly constants: Constants;
  readonly functions: string;
}

const ABOUT = `// Written by scripts/peg, a plugin of peggy ${peggy.VERSION} (which parses and checks the grammar):
// peggy's values and error offsets (only the offset is kept), one module-level function per
// rule. See ARCHITECTURE.md, "grammar/ → generated/".`;

/** The parser state; `options` and `peg$source` only when an action or helper reads them. */
const state = (
  usesOptions: boolean,
  usesSource: boolean,
) => `// Parser state, at module level so that rule functions need no closure: parse() sets it for
// one call. parse() is not reentrant (an action must not call it).
var input = "";${usesOptions ? "\nconst peg$noOptions = {};\nvar options = peg$noOptions;" : ""}${usesSource ? "\nvar peg$source;" : ""}
// What a rule function that builds a value returns when it does not match.
const peg$FAILED = {};
var peg$pos = 0;
var peg$savedPos = 0;
var peg$currPos = 0;
var peg$maxFailPos = 0;`;

function parseFunction(parts: ModuleParts, usesOptions: boolean, usesSource: boolean): string {
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

/** What \`tryParse\` returns: the value, or where peggy's own parser would report the error. */
export type ParseResult = { ok: true; value: any } | { ok: false; offset: number; found: string | null };

/**
 * Parses \`text\` from a start rule (the first by default) without throwing: a file of
 * thousands of malformed values would otherwise make an Error per value, which costs more
 * than reading the value (issue 24).
 */
export function tryParse(text: string, opts?: ParseOptions): ParseResult {
  const rule = opts?.startRule;
  const start = rule === undefined ? ${parts.startFunctions[0]} : Object.hasOwn(peg$startRules, rule) ? peg$startRules[rule] : undefined;
  if (start === undefined) throw new Error('Can\\'t start parsing from rule "' + rule + '".');
  input = text;${usesOptions ? "\n  options = opts ?? peg$noOptions;" : ""}${usesSource ? "\n  peg$source = opts?.grammarSource;" : ""}
  peg$maxFailPos = 0;
  const value = start(0);
  const end = value === peg$FAILED ? -1 : peg$pos;
  input = "";${usesOptions ? "\n  options = peg$noOptions;" : ""}
  if (end === text.length) return { ok: true, value };
  // Input left over: peggy's end-of-input expectation fails where the match ended.
  if (end > peg$maxFailPos) peg$maxFailPos = end;
  const at = peg$maxFailPos;
  return { ok: false, offset: at, found: at < text.length ? text.charAt(at) : null };
}

/** Parses \`text\` from a start rule (the first by default); throws PeggySyntaxError. */
export function parse(text: string, opts?: ParseOptions): any {
  const result = tryParse(text, opts);
  if (result.ok) return result.value;
  const { offset: at, found } = result;
  throw new PeggySyntaxError(found === null ? "unexpected end of input" : "unexpected input", null, found, {
    source: opts?.grammarSource,
    start: { offset: at },
    end: { offset: found === null ? at : at + 1 },
  });
}`;
}

/** `parsePrefix`, when the grammar lists prefix rules. */
function prefixFunction(parts: ModuleParts): string {
  if (parts.prefixRules.length === 0) return "";
  const names = parts.prefixRules.map((rule) => JSON.stringify(rule));
  // A chain of tests on the rule's name: each call site then calls one function directly.
  const call = parts.prefixRules
    .map((_, i) =>
      i < names.length - 1
        ? `rule === ${names[i]} ? ${parts.prefixFunctions[i]}(from) : `
        : `${parts.prefixFunctions[i]}(from)`,
    )
    .join("");
  return `/**
 * Matches \`rule\` at \`from\` on a prefix of the rest of \`text\` (the text need not end where
 * the match does): the rule's value, or undefined when it does not match there. Silent: no
 * error position is kept. For a caller that drives a repetition itself, one item at a time,
 * so that no array of every item is built (a value carrying its span says where it ended).
 */
export function parsePrefix(text: string, rule: ${names.join(" | ")}, from: number): any {
  input = text;
  const value = ${call};
  input = "";
  return value === peg$FAILED ? undefined : value;
}
`;
}

/** `parseEach`, when the grammar names a repetition to read item by item. */
function eachFunction(parts: ModuleParts): string {
  const each = parts.each;
  if (each === undefined) return "";
  return `/**
 * Reads \`${each.item} (${each.separator} ${each.item})*\` from \`from\`, giving each ${each.item}'s value to
 * \`onItem\` as soon as it is matched (its index, 0 for the first), so that no array of the
 * items is built; returns where the repetition ended. Silent, like parsePrefix. \`onItem\` must
 * not parse with this module (its state belongs to this call).
 */
export function parseEach(text: string, from: number, onItem: (value: any, index: number) => void): number {
  input = text;
  let p = from;
  let value = ${each.itemFunction}(p);
  for (let index = 0; value !== peg$FAILED; index++) {
    p = peg$pos;
    onItem(value, index);
    const next = ${each.separatorFunction}(p);
    if (next < 0) break;
    // An item must follow the separator, or the repetition ends before it (p).
    value = ${each.itemFunction}(next);
  }
  input = "";
  return p;
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
  const code = [...parts.actionCode, parts.topLevelInitializer ?? ""];
  const usesOptions = code.some((text) => /(?<![\w$.])options\b/.test(text));
  const usesSource = actionHelpers.some((text) => text.includes("peg$source"));
  const helpers = (Object.keys(HELPERS) as Helper[])
    .filter((name) => parts.constants.helpers.has(name))
    .map((name) => HELPERS[name]);
  return [
    parts.header,
    ABOUT,
    dedent(parts.topLevelInitializer ?? ""),
    state(usesOptions, usesSource),
    [...actionHelpers, ...helpers].join("\n"),
    parts.constants.code(),
    parts.functions.trimEnd(),
    parseFunction(parts, usesOptions, usesSource).trimEnd(),
    prefixFunction(parts).trimEnd(),
    eachFunction(parts).trimEnd(),
  ]
    .filter((part) => part !== "")
    .join("\n\n")
    .concat("\n");
}
