// Shrinks a peggy 3 parser for browser bundles (issue: "small in a browser").
//
// Our callers read one thing from a failed parse: `error.location.start.offset` (the raw
// schemas turn it into a diagnostic with a column). peggy 3 also builds, per parser, a
// message formatter, a line/column cache and one expectation object per literal and class
// of the grammar, all to word an error message nobody reads; and it emits every rule of an
// included grammar, reachable or not. These passes remove exactly that. The furthest
// failure position (`peg$maxFailPos`) is kept as it was, so error offsets do not change;
// `test/conformance/generated-parser.test.ts` checks trees and error offsets against an
// unoptimised peggy build. Like the speed passes, each one throws when the code shape it
// expects is missing, so a peggy upgrade cannot slip through unnoticed.

// Between two statements of the generated code: white space and ts-pegjs's `// @ts-ignore`.
const IGNORE = "// @ts-ignore";

/** Escapes a name for use inside a regular expression (names are the generator's own). */
function literal(name: string): string {
  return name.replace(/[$]/g, "\\$");
}

/** The [start, end) of a top-level (two-space indented) function of peg$parse, comments included. */
function innerFunction(source: string, name: string): [number, number] | undefined {
  const header = new RegExp(
    `\\n(?:  ${IGNORE}\\n)?  function (?:${IGNORE}\\n)?${literal(name)}\\(`,
  );
  const match = header.exec(source);
  if (!match) return undefined;
  const end = source.indexOf("\n  }\n", match.index + 1);
  if (end === -1) throw new Error(`slim-parser: no end for function ${name}`);
  return [match.index, end + "\n  }".length];
}

function removeRange(source: string, [start, end]: [number, number]): string {
  return source.slice(0, start) + source.slice(end);
}

function replaceFunction(source: string, name: string, replacement: string): string {
  const range = innerFunction(source, name);
  if (!range) throw new Error(`slim-parser: function ${name} not found`);
  return source.slice(0, range[0]) + "\n" + replacement + source.slice(range[1]);
}

/** Calls of `name` outside its own definition. */
function callCount(source: string, name: string): number {
  const calls = source.match(new RegExp(`(?<![\\w$])${literal(name)}\\(`, "g"))?.length ?? 0;
  const definitions =
    source.match(new RegExp(`function (?:${IGNORE}\\n)?${literal(name)}\\(`, "g"))?.length ?? 0;
  return calls - definitions;
}

/**
 * peggy's error reporting, down to the position: the SyntaxError class keeps `location`
 * (offsets only, no line/column), `peg$fail` records the furthest position and nothing
 * else, and the expectation objects go.
 */
export function leanErrors(source: string): string {
  let out = source;
  // The module-level SyntaxError class, its message builder and formatter.
  const classStart = out.indexOf("function peg$subclass(child, parent) {");
  const parseStart = out.indexOf("function peg$parse(input, options) {");
  if (classStart === -1 || parseStart === -1 || parseStart < classStart)
    throw new Error("slim-parser: SyntaxError block not found");
  const commentStart = out.lastIndexOf("\n", classStart - 2);
  out =
    out.slice(0, commentStart + 1) +
    "// Syntax errors carry their position only (scripts/slim-parser.ts).\n" +
    "function peg$SyntaxError(message, expected, found, location) {\n" +
    "  var error = new Error(message);\n" +
    '  error.name = "SyntaxError";\n' +
    "  error.found = found;\n" +
    "  error.location = location;\n" +
    "  return error;\n" +
    "}\n\n" +
    out.slice(parseStart);

  out = replaceFunction(
    out,
    "peg$fail",
    "  function peg$fail() {\n    if (peg$currPos > peg$maxFailPos) peg$maxFailPos = peg$currPos;\n  }",
  );
  out = replaceFunction(
    out,
    "peg$buildStructuredError",
    '  function peg$buildStructuredError(expected, found, location) {\n    return new peg$SyntaxError(found === null ? "unexpected end of input" : "unexpected input", null, found, location);\n  }',
  );
  out = replaceFunction(
    out,
    "peg$computeLocation",
    "  function peg$computeLocation(startPos, endPos) {\n    return { source: peg$source, start: { offset: startPos }, end: { offset: endPos } };\n  }",
  );
  const failCalls = /peg\$fail\((?:peg\$e\d+|peg\$endExpectation\(\))\)/g;
  if (!failCalls.test(out)) throw new Error("slim-parser: no peg$fail(expectation) call found");
  out = out.replace(failCalls, "peg$fail()");
  out = out.replace(
    /peg\$buildStructuredError\(\s*(?:\/\/ @ts-ignore\s*)*peg\$maxFailExpected,/,
    "peg$buildStructuredError(null,",
  );
  out = out.replace(/^[ \t]*(?:\/\/ @ts-ignore\n[ \t]*)?var peg\$maxFailExpected = \[\];\n/m, "");
  out = out.replace(/^[ \t]*(?:\/\/ @ts-ignore\n[ \t]*)?var peg\$posDetailsCache = .*;\n/m, "");

  // The hoisted expectations and their constructors are now unreferenced.
  out = out.replace(/^  var peg\$e\d+ = peg\$hoisted\w+Expectation\(.*\);\n/gm, "");
  out = out.replace(
    /^  \/\/ Expectations, built once \(scripts\/optimize-parser\.ts\)\.\n(?:  function peg\$hoisted\w+Expectation\(.*\n)+/m,
    "",
  );
  if (/peg\$e\d+\b|peg\$maxFailExpected|peg\$hoisted\w+Expectation/.test(out))
    throw new Error("slim-parser: an expectation is still referenced");

  // peggy's helpers for actions and messages, where nothing calls them any more.
  const helpers = [
    "expected",
    "error",
    "location",
    "text",
    "offset",
    "range",
    "peg$buildSimpleError",
    "peg$literalExpectation",
    "peg$classExpectation",
    "peg$anyExpectation",
    "peg$endExpectation",
    "peg$otherExpectation",
    "peg$computePosDetails",
  ];
  for (let changed = true; changed;) {
    changed = false;
    for (const name of helpers) {
      const range = innerFunction(out, name);
      if (range && callCount(out, name) === 0) {
        out = removeRange(out, range);
        changed = true;
      }
    }
  }
  if (callCount(out, "peg$computePosDetails") > 0)
    throw new Error("slim-parser: line/column details are still used");
  return out;
}

/**
 * peggy 3 emits every rule of a grammar, and `// include:` brings in a whole other grammar
 * (App-Directives includes RFC 9651's Dictionary and Item, which it never reaches). Only
 * the rules reachable from the allowed start rules stay.
 */
export function dropUnreachableRules(source: string): string {
  const starts = /var peg\$startRuleFunctions = \{(.*)\};/.exec(source);
  if (!starts) throw new Error("slim-parser: no peg$startRuleFunctions");
  const rules = new Map<string, [number, number]>();
  for (const match of source.matchAll(
    /\n  function (?:\/\/ @ts-ignore\n)?peg\$parse(\w+)\(\) \{/g,
  )) {
    const end = source.indexOf("\n  }\n", match.index + 1);
    if (end === -1) throw new Error(`slim-parser: no end for rule ${match[1]}`);
    // Include the ts-ignore line peggy puts above the function.
    const before = source.lastIndexOf("\n", match.index - 1);
    const start = source.slice(before, match.index).trim() === IGNORE ? before : match.index;
    rules.set(match[1]!, [start, end + "\n  }".length]);
  }
  if (rules.size === 0) throw new Error("slim-parser: no rule functions found");
  const reached = new Set<string>();
  const queue = [...starts[1]!.matchAll(/peg\$parse(\w+)/g)].map((m) => m[1]!);
  while (queue.length > 0) {
    const rule = queue.pop()!;
    if (reached.has(rule)) continue;
    reached.add(rule);
    const range = rules.get(rule);
    if (!range) throw new Error(`slim-parser: start or called rule ${rule} has no function`);
    for (const call of source.slice(range[0], range[1]).matchAll(/peg\$parse(\w+)\(\)/g))
      queue.push(call[1]!);
  }
  const dropped = [...rules]
    .filter(([rule]) => !reached.has(rule))
    .sort((a, b) => b[1][0] - a[1][0]);
  let out = source;
  for (const [, range] of dropped) out = removeRange(out, range);
  return out;
}

/**
 * Constants, actions, class tables and class tests that no code refers to any more (those of
 * dropped rules, and regexes whose tests became tables). Repeated until nothing changes: a
 * table is referenced by its class test, which may itself be unused.
 */
export function dropUnusedDeclarations(source: string): string {
  const declaration = (name: string): RegExp => {
    const n = literal(name);
    return new RegExp(
      [
        // var peg$fN = function(…) { … };  (actions end with "};" — on their line, or indented four spaces)
        // (one-expression actions: "{// @ts-ignore" then " return x; };" on the next line)
        String.raw`^  var ${n} = function\([^)]*\) \{(?:// @ts-ignore\n[^\n]*\};|[^\n]*\};|[\s\S]*?\n    \};)(?:// @ts-ignore)?\n`,
        // var peg$cN = "…";  var peg$rN = /…/;  var peg$tN = new Uint8Array([…]);
        String.raw`^  var ${n} = [^\n]*;\n`,
        // function peg$classN(c) { … }
        String.raw`^  function ${n}\(c\) \{[^\n]*\}\n`,
      ].join("|"),
      "m",
    );
  };
  let out = source;
  for (let changed = true; changed;) {
    changed = false;
    const names = new Set(out.match(/peg\$(?:c|f|r|t|class)\d+\b/g));
    for (const name of names) {
      const uses = out.match(new RegExp(`${literal(name)}\\b`, "g"))?.length ?? 0;
      if (uses !== 1) continue;
      const pattern = declaration(name);
      if (!pattern.test(out))
        throw new Error(`slim-parser: unused ${name} has a declaration of unknown shape`);
      out = out.replace(pattern, "");
      changed = true;
    }
  }
  return out;
}
