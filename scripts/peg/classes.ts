// Character classes and literals as char-code tests.
//
// peggy 3 tests a class with a regular expression on `input.charAt(pos)` (one UTF-16 code
// unit, no "u" flag, "i" for [...]i). Here the same regular expression is run at build time on
// all 65,536 code units; the set it accepts becomes comparisons on the code unit (a few
// ranges) or a constant 128-entry table plus one answer above it. Callers test `p < s.length`
// first: reading past the end (charCodeAt's NaN) makes V8 deoptimise the function, once per
// call site.
import type { NodeOf } from "./ast.js";
import type { Constants } from "./constants.js";

type ClassNode = NodeOf<"class">;
type Range = readonly [number, number];

/** A JavaScript string literal, with every character outside printable ASCII escaped. */
export const jsString = (text: string): string =>
  JSON.stringify(text).replace(
    /[^\x20-\x7e]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

const unit = (code: number): string => `\\u${code.toString(16).padStart(4, "0")}`;
const escapeUnits = (text: string): string =>
  Array.from({ length: text.length }, (_, i) => unit(text.charCodeAt(i))).join("");

/** The regular expression peggy 3 builds for a class (escaped by code unit: same set). */
export function classRegex(node: ClassNode): RegExp {
  const parts = node.parts
    .map((part) =>
      typeof part === "string"
        ? escapeUnits(part)
        : `${escapeUnits(part[0])}-${escapeUnits(part[1])}`,
    )
    .join("");
  return new RegExp(`^[${node.inverted ? "^" : ""}${parts}]`, node.ignoreCase ? "i" : "");
}

/** The code units a class accepts, as sorted disjoint ranges. */
export function classRanges(node: ClassNode): Range[] {
  if (node.parts.length === 0) return [];
  const regex = classRegex(node);
  const ranges: [number, number][] = [];
  for (let c = 0; c < 0x10000; c++) {
    if (!regex.test(String.fromCharCode(c))) continue;
    const last = ranges[ranges.length - 1];
    if (last !== undefined && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges;
}

function complement(ranges: readonly Range[]): Range[] {
  const out: Range[] = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= 0xffff) out.push([next, 0xffff]);
  return out;
}

/** Comparisons of the code unit `c` with ranges; the number of comparisons beside. */
function compare(ranges: readonly Range[], c: string): { code: string; cost: number } {
  const terms = ranges.map(([lo, hi]) =>
    lo === hi
      ? `${c} === ${lo}`
      : lo === 0 && hi === 0xffff
        ? "true"
        : lo === 0
          ? `${c} <= ${hi}`
          : hi === 0xffff
            ? `${c} >= ${lo}`
            : `${c} >= ${lo} && ${c} <= ${hi}`,
  );
  const cost = terms.reduce(
    (sum, term) => sum + (term === "true" ? 0 : term.split("&&").length),
    0,
  );
  return { code: terms.length === 0 ? "false" : terms.join(" || "), cost };
}

const MAX_COMPARISONS = 4;

/**
 * A test of the code unit `c` (0–65535; an expression the test may read several times)
 * against a class: comparisons when a few are enough, else a table below 128 and
 * comparisons above.
 */
export function classTest(ranges: readonly Range[], c: string, constants: Constants): string {
  const direct = compare(ranges, c);
  const inverse = compare(complement(ranges), c);
  if (Math.min(direct.cost, inverse.cost) <= MAX_COMPARISONS)
    return direct.cost <= inverse.cost ? direct.code : `!(${inverse.code})`;
  const high = ranges
    .filter(([, hi]) => hi >= 128)
    .map(([lo, hi]): Range => [Math.max(lo, 128), hi]);
  const low = new Array<number>(128).fill(0);
  for (const [lo, hi] of ranges) for (let u = lo; u <= Math.min(hi, 127); u++) low[u] = 1;
  const table = constants.table(low);
  const allAbove = high.length === 1 && high[0]![0] === 128 && high[0]![1] === 0xffff;
  const above = allAbove ? "true" : compare(high, c).code;
  return `(${c} < 128 ? ${table}[${c}] === 1 : ${above})`;
}

/** Whether a test reads its code unit more than once (then it needs a variable). */
export const readsTwice = (test: string, c: string): boolean => test.split(c).length > 2;

let lowering: Map<number, number[]> | undefined;

/**
 * The code units whose toLowerCase() is the ASCII character `lower` (computed once over all
 * code units): A–Z for a–z, and the Kelvin sign for "k".
 */
function unitsLoweringTo(lower: number): number[] {
  if (lowering === undefined) {
    lowering = new Map();
    for (let u = 0; u < 0x10000; u++) {
      const text = String.fromCharCode(u).toLowerCase();
      if (text.length === 1 && text.charCodeAt(0) < 128) {
        const units = lowering.get(text.charCodeAt(0)) ?? [];
        units.push(u);
        lowering.set(text.charCodeAt(0), units);
      }
    }
  }
  return lowering.get(lower) ?? [];
}

/** What the runtime helper peg$lower (module.ts) maps a code unit to. */
export const RUNTIME_LOWER = (c: number): number =>
  c >= 65 && c <= 90 ? c + 32 : c === 0x212a ? 107 : c;

/** Checks that peg$lower agrees with toLowerCase for every ASCII result: throws otherwise. */
export function verifyRuntimeLower(): void {
  const runtime = new Map<number, number[]>();
  for (let u = 0; u < 0x10000; u++) {
    const lower = RUNTIME_LOWER(u);
    if (lower < 128) runtime.set(lower, [...(runtime.get(lower) ?? []), u]);
  }
  for (let target = 0; target < 128; target++)
    if (unitsLoweringTo(target).join() !== (runtime.get(target) ?? []).join())
      throw new Error(
        `peg$lower disagrees with toLowerCase for ${JSON.stringify(String.fromCharCode(target))}`,
      );
}

/** A test that `s` at `p` starts with the literal (case-insensitively when `ignoreCase`). */
export function literalTest(value: string, ignoreCase: boolean): string {
  const n = value.length;
  const lower = value.toLowerCase();
  const ascii = Array.from({ length: n }, (_, i) => lower.charCodeAt(i)).every((c) => c < 128);
  if (ignoreCase && !ascii) return `s.substr(p, ${n}).toLowerCase() === ${jsString(lower)}`;
  if (!ignoreCase && n > 2) return `s.startsWith(${jsString(value)}, p)`;
  if (ignoreCase && n > 2) return `peg$equalsLower(s, p, ${jsString(lower)})`;
  const at = (i: number): string => (i === 0 ? "s.charCodeAt(p)" : `s.charCodeAt(p + ${i})`);
  const inBounds = n === 1 ? "p < s.length" : `p + ${n - 1} < s.length`;
  const tests = Array.from({ length: n }, (_, i) => {
    const code = lower.charCodeAt(i);
    if (!ignoreCase) return `${at(i)} === ${value.charCodeAt(i)}`;
    const units = unitsLoweringTo(code);
    return units.length === 1 ? `${at(i)} === ${code}` : `peg$lower(${at(i)}) === ${code}`;
  });
  return [inBounds, ...tests].join(" && ");
}
