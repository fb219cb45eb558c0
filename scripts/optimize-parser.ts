// Speeds up a peggy 3 parser by replacing its character-class tests.
//
// peggy 3.0.2 tests a character class with `peg$rN.test(input.charAt(peg$currPos))`: a
// regular-expression call per input character, which profiling showed to be most of the
// parse time (KOSTER/RFC robots.txt lines are mostly long runs of value characters). Each
// class regex is replaced by a lookup table over the code unit (`charCodeAt`), built by
// testing the regex itself on every one of the 65,536 UTF-16 code units, and the result is
// checked exhaustively against the regex before it is written: the parser's language does
// not change. The regexes are the grammar's own classes, never anything from input.

interface ClassTest {
  readonly index: number;
  readonly regex: RegExp;
}

function findClasses(source: string): ClassTest[] {
  const classes: ClassTest[] = [];
  for (const match of source.matchAll(/^\s*var peg\$r(\d+) = \/(.*)\/([a-z]*);$/gm)) {
    classes.push({ index: Number(match[1]), regex: new RegExp(match[2]!, match[3]) });
  }
  return classes;
}

/**
 * Builds a 128-entry table from 32 hex digits, 4 entries per digit, most significant bit
 * first: the form the tables take in the generated code (a literal array of 128 numbers
 * cost 260 bytes per class in the browser bundle). This text is emitted into the parser;
 * the script decodes every table with the same text, so what is verified is what runs.
 */
const TABLE_DECODER =
  "function peg$table(hex) { var t = new Uint8Array(128); for (var i = 0; i < 128; i++) t[i] = (parseInt(hex.charAt(i >> 2), 16) >> (3 - (i & 3))) & 1; return t; }";
const peg$table = new Function(`${TABLE_DECODER} return peg$table;`)() as (
  hex: string,
) => Uint8Array;

function hexOf(table: readonly number[]): string {
  let hex = "";
  for (let i = 0; i < 128; i += 4)
    hex += (
      (table[i]! << 3) |
      (table[i + 1]! << 2) |
      (table[i + 2]! << 1) |
      table[i + 3]!
    ).toString(16);
  return hex;
}

/** The replacement: a 128-entry ASCII table, and one answer (or the regex) above it. */
function compileClass({ index, regex }: ClassTest): { code: string; test: (c: number) => boolean } {
  const computed: number[] = [];
  for (let c = 0; c < 128; c++) computed.push(regex.test(String.fromCharCode(c)) ? 1 : 0);
  const hex = hexOf(computed);
  // The table the parser will hold is the one its own decoder builds; verify() checks it.
  const table = [...peg$table(hex)];
  let high: boolean | undefined = regex.test(String.fromCharCode(128));
  for (let c = 129; c < 0x10000 && high !== undefined; c++)
    if (regex.test(String.fromCharCode(c)) !== high) high = undefined;
  // charCodeAt past the end is NaN: `c === c` is false for it, as the regex is for "".
  const above =
    high === undefined
      ? `c === c && peg$classRegex${index}.test(String.fromCharCode(c))`
      : high
        ? "c === c"
        : "false";
  const code =
    (high === undefined ? `  var peg$classRegex${index} = ${String(regex)};\n` : "") +
    `  var peg$t${index} = peg$table("${hex}");\n` +
    `  function peg$class${index}(c) { return c < 128 ? peg$t${index}[c] === 1 : ${above}; }\n`;
  const test = (c: number): boolean =>
    c < 128
      ? table[c] === 1
      : high === undefined
        ? c === c && regex.test(String.fromCharCode(c))
        : high && c === c;
  return { code, test };
}

function verify({ index, regex }: ClassTest, test: (c: number) => boolean): void {
  for (let c = 0; c < 0x10000; c++)
    if (test(c) !== regex.test(String.fromCharCode(c)))
      throw new Error(`peg$r${index} ${regex}: table differs at code unit ${c}`);
  if (test(Number.NaN) !== regex.test(""))
    throw new Error(`peg$r${index} ${regex}: table differs at end of input`);
}

export function compileClassTests(source: string): string {
  let out = source;
  let tables = "";
  for (const cls of findClasses(source)) {
    const { code, test } = compileClass(cls);
    verify(cls, test);
    tables += code;
    out = out.replaceAll(
      `peg$r${cls.index}.test(input.charAt(peg$currPos))`,
      `peg$class${cls.index}(input.charCodeAt(peg$currPos))`,
    );
  }
  if (out.includes(".test(input.charAt(peg$currPos))"))
    throw new Error("a character-class test was left unreplaced");
  // The tables are constants: declared once per module, not once per parse() call.
  const strict = out.indexOf('"use strict";');
  if (strict === -1) throw new Error('no "use strict" to place the class tables after');
  const at = strict + '"use strict";'.length;
  const decoder = `  ${TABLE_DECODER}\n`;
  return `${out.slice(0, at)}\n  // Character-class tables (scripts/optimize-parser.ts).\n${decoder}${tables}${out.slice(at)}`;
}

/**
 * Inside a text operator (`$expr`) peggy 3 still builds the arrays of every repetition and
 * then throws them away for `input.substring(start, end)`. Between the position save
 * `sK = peg$currPos;` and `sK = input.substring(sK, peg$currPos);` slot K is occupied, so
 * the nearest preceding save is the text operator's own; the array pushes between the two
 * only feed discarded values (peggy 3 tests those arrays against peg$FAILED, never their
 * contents or length), so they are dropped, and the arrays are not even allocated.
 */
export function dropDiscardedArrays(source: string): string {
  const cuts: Array<[number, number]> = [];
  for (const match of source.matchAll(/(s\d+) = input\.substring\(\1, peg\$currPos\);/g)) {
    const end = match.index;
    const start = source.lastIndexOf(`${match[1]} = peg$currPos;`, end);
    if (start === -1) throw new Error(`no position save before text operator at offset ${end}`);
    cuts.push([start, end]);
  }
  // Nested text operators: rewrite the union of the regions once.
  cuts.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const cut of cuts) {
    const last = merged[merged.length - 1];
    if (last && cut[0] <= last[1]) last[1] = Math.max(last[1], cut[1]);
    else merged.push([cut[0], cut[1]]);
  }
  let out = "";
  let done = 0;
  for (const [start, end] of merged) {
    const region = source.slice(start, end);
    // A bounded repetition (`x|1..15|`) counts its array's length: such arrays stay.
    const counted = new Set([...region.matchAll(/(s\d+)\.length/g)].map((m) => m[1]));
    out +=
      source.slice(done, start) +
      region
        .replace(/(s\d+)\.push\(s\d+\);/g, (push, array: string) =>
          counted.has(array) ? push : "",
        )
        // Other arrays are only ever compared with peg$FAILED: one shared empty (frozen)
        // array stands in for all of them.
        .replace(/(s\d+) = \[\];/g, (init, array: string) =>
          counted.has(array) ? init : `${array} = peg$discardedArray;`,
        );
    done = end;
  }
  out += source.slice(done);
  const strict = out.indexOf('"use strict";');
  if (strict === -1) throw new Error('no "use strict" to declare peg$discardedArray after');
  const at = strict + '"use strict";'.length;
  return `${out.slice(0, at)}\n  var peg$discardedArray = Object.freeze([]);${out.slice(at)}`;
}

// Between two statements of the generated code: white space and ts-pegjs's `// @ts-ignore`.
const GAP = String.raw`(?:\s|// @ts-ignore)*`;

/**
 * A repetition of one character class whose values are discarded (inside a text operator,
 * after dropDiscardedArrays) still advances `peg$currPos`, a closure variable, one
 * character per loop turn through an if/else. It becomes a scan with a local index. The
 * loop ends exactly as before: the value slot holds peg$FAILED and the failure is recorded.
 */
export function tightenClassLoops(source: string): string {
  const loop = new RegExp(
    [
      String.raw`while \((s\d+) !== peg\$FAILED\) \{`,
      String.raw`if \(peg\$class(\d+)\(input\.charCodeAt\(peg\$currPos\)\)\) \{`,
      String.raw`\1 = input\.charAt\(peg\$currPos\);`,
      String.raw`peg\$currPos\+\+;`,
      String.raw`\} else \{`,
      String.raw`\1 = peg\$FAILED;`,
      String.raw`if \(peg\$silentFails === 0\) \{${GAP}peg\$fail\((peg\$e\d+)\);${GAP}\}`,
      String.raw`\}`,
      String.raw`\}`,
    ].join(GAP),
    "g",
  );
  // The scan reads the table directly, with the input and the table in locals.
  const above = new Map<string, string>();
  for (const m of source.matchAll(
    /function peg\$class(\d+)\(c\) \{ return c < 128 \? peg\$t\d+\[c\] === 1 : (.*); \}/g,
  ))
    above.set(m[1]!, m[2]!);
  return source.replace(loop, (_all, slot: string, cls: string, expectation: string) => {
    const high = above.get(cls);
    if (high === undefined) throw new Error(`no table for peg$class${cls}`);
    return (
      `{ const text = input, table = peg$t${cls}; let p = peg$currPos; ` +
      `for (let c = text.charCodeAt(p); c < 128 ? table[c] === 1 : ${high}; c = text.charCodeAt(++p)); ` +
      `peg$currPos = p; ${slot} = peg$FAILED; if (peg$silentFails === 0) { peg$fail(${expectation}); } }`
    );
  });
}

/**
 * peggy 3 declares its constants inside `peg$parse`, so every call re-creates each class
 * regex and each expectation object: microseconds per call, which dominate on the many
 * small files a crawler sees. Regexes no longer referenced (their tests were replaced by
 * tables) are dropped; expectations, plain immutable objects, are built once per module
 * by copies of peggy's own constructor functions.
 */
export function hoistConstants(source: string): string {
  let out = source;
  for (const match of source.matchAll(/^[ \t]*var (peg\$r\d+) = \/.*\/[a-z]*;\n/gm)) {
    const uses = out.split(match[1]!).length - 1;
    if (uses === 1) out = out.replace(match[0], "");
  }
  const hoisted: string[] = [];
  out = out.replace(
    /^[ \t]*(?:\/\/ @ts-ignore\n[ \t]*)?var (peg\$e\d+) = peg\$(literal|class|any|other|end)Expectation\((.*)\);\n/gm,
    (_all, name: string, kind: string, args: string) => {
      hoisted.push(`  var ${name} = peg$hoisted${kind}Expectation(${args});`);
      return "";
    },
  );
  if (hoisted.length === 0) return out;
  const constructors = [
    '  function peg$hoistedliteralExpectation(text, ignoreCase) { return { type: "literal", text: text, ignoreCase: ignoreCase }; }',
    '  function peg$hoistedclassExpectation(parts, inverted, ignoreCase) { return { type: "class", parts: parts, inverted: inverted, ignoreCase: ignoreCase }; }',
    '  function peg$hoistedanyExpectation() { return { type: "any" }; }',
    '  function peg$hoistedotherExpectation(description) { return { type: "other", description: description }; }',
    '  function peg$hoistedendExpectation() { return { type: "end" }; }',
  ];
  const marker = "  // Character-class tables (scripts/optimize-parser.ts).\n";
  const at = out.indexOf(marker);
  if (at === -1) throw new Error("hoistConstants runs after compileClassTests");
  const block = `  // Expectations, built once (scripts/optimize-parser.ts).\n${constructors.join("\n")}\n${hoisted.join("\n")}\n`;
  return out.slice(0, at) + block + out.slice(at);
}

/**
 * A case-insensitive literal is tested as `input.substr(pos, n).toLowerCase() === "lit"`:
 * two strings allocated per attempt, on every line. It becomes a comparison of code units
 * that allocates nothing while the input is ASCII, and falls back to the original
 * expression as soon as a non-ASCII code unit appears (toLowerCase maps some of those,
 * such as U+212A KELVIN SIGN, onto ASCII letters), so the language is unchanged.
 */
export function compareLiteralsInPlace(source: string): string {
  const helper =
    "  function peg$equalsIgnoringCase(input, pos, literal) {\n" +
    "    if (pos + literal.length > input.length) return input.substr(pos, literal.length).toLowerCase() === literal;\n" +
    "    for (let i = 0; i < literal.length; i++) {\n" +
    "      let c = input.charCodeAt(pos + i);\n" +
    "      if (c >= 128) return input.substr(pos, literal.length).toLowerCase() === literal;\n" +
    "      if (c >= 65 && c <= 90) c += 32;\n" +
    "      if (c !== literal.charCodeAt(i)) return false;\n" +
    "    }\n" +
    "    return true;\n" +
    "  }\n";
  let count = 0;
  const out = source.replace(
    /input\.substr\(peg\$currPos, (\d+)\)\.toLowerCase\(\) === (peg\$c\d+)/g,
    (_all, _length: string, literal: string) => {
      count++;
      return `peg$equalsIgnoringCase(input, peg$currPos, ${literal})`;
    },
  );
  if (count === 0) return source;
  const marker = "  // Character-class tables (scripts/optimize-parser.ts).\n";
  const at = out.indexOf(marker);
  if (at === -1) throw new Error("compareLiteralsInPlace runs after compileClassTests");
  return (
    out.slice(0, at) +
    "  // Case-insensitive literals (scripts/optimize-parser.ts).\n" +
    helper +
    out.slice(at)
  );
}
