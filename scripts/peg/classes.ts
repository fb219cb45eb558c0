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

/** The code units in [0, end] that the ranges leave out. */
function complement(ranges: readonly Range[], end = 0xffff): Range[] {
  const out: Range[] = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= end) out.push([next, end]);
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
/** Below a threshold past which every code unit answers the same, a few more are worth it. */
const MAX_LOW_COMPARISONS = 6;

/** Comparisons with the ranges or with their complement (negated), whichever are fewer. */
function fewest(ranges: readonly Range[], c: string, end = 0xffff): { code: string; cost: number } {
  const direct = compare(ranges, c);
  const inverse = compare(complement(ranges, end), c);
  return direct.cost <= inverse.cost ? direct : { code: `!(${inverse.code})`, cost: inverse.cost };
}

/** A table of the ranges below 128 (a module constant): `table[c] === 1`. */
function tableTest(ranges: readonly Range[], c: string, constants: Constants): string {
  const low = new Array<number>(128).fill(0);
  for (const [lo, hi] of ranges) for (let u = lo; u <= Math.min(hi, 127); u++) low[u] = 1;
  return `${constants.table(low)}[${c}] === 1`;
}

/**
 * A test of the code unit `c` (0–65535; an expression the test may read several times)
 * against a class: comparisons when a few are enough; else, when every code unit from some
 * point below 128 up answers the same (as for "anything but a few ASCII characters"), one
 * comparison with that point first; else a table below 128 and comparisons above.
 */
export function classTest(ranges: readonly Range[], c: string, constants: Constants): string {
  const whole = fewest(ranges, c);
  if (whole.cost <= MAX_COMPARISONS) return whole.code;
  const last = ranges[ranges.length - 1];
  const tailIn = last !== undefined && last[1] === 0xffff;
  // The start of the constant tail: where the last range begins (or the last gap, if out).
  const threshold = tailIn ? last[0] : last === undefined ? 0 : last[1] + 1;
  if (threshold <= 128) {
    const low = ranges
      .filter(([lo]) => lo < threshold)
      .map(([lo, hi]): Range => [lo, Math.min(hi, threshold - 1)]);
    const fewestLow = fewest(low, c, threshold - 1);
    const lowTest =
      fewestLow.cost <= MAX_LOW_COMPARISONS ? fewestLow.code : tableTest(ranges, c, constants);
    return tailIn ? `${c} >= ${threshold} || ${lowTest}` : `${c} < ${threshold} && ${lowTest}`;
  }
  const high = ranges
    .filter(([, hi]) => hi >= 128)
    .map(([lo, hi]): Range => [Math.max(lo, 128), hi]);
  const allAbove = high.length === 1 && high[0]![0] === 128 && high[0]![1] === 0xffff;
  const above = allAbove ? "true" : compare(high, c).code;
  return `(${c} < 128 ? ${tableTest(ranges, c, constants)} : ${above})`;
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

/** A test of one code unit against a lower-case ASCII character, as toLowerCase would match. */
function lowerUnitTest(unit: string, lower: number): string {
  const units = unitsLoweringTo(lower).join();
  if (units === String(lower)) return `${unit} === ${lower}`;
  // Letters other than "k": the upper and lower case differ in bit 5 only.
  const byBit = [lower & ~32, lower].join();
  if (lower & 32 && units === byBit) return `(${unit} | 32) === ${lower}`;
  return `peg$lower(${unit}) === ${lower}`;
}

/**
 * A test that `s` at `p` starts with the literal (case-insensitively when `ignoreCase`). A
 * case-insensitive literal longer than `inlineUpTo` calls peg$equalsLower: each character
 * inline takes ~30 bytes of a browser bundle (ACAP's field names and usages: ~400 B gzipped).
 */
export function literalTest(value: string, ignoreCase: boolean, inlineUpTo: number): string {
  const n = value.length;
  const lower = value.toLowerCase();
  const ascii =
    lower.length === n &&
    Array.from({ length: n }, (_, i) => lower.charCodeAt(i) < 128).every(Boolean);
  // As peggy compares: as many units as the lower-cased literal has (İ lowers to two).
  if (ignoreCase && !ascii)
    return `s.substr(p, ${lower.length}).toLowerCase() === ${jsString(lower)}`;
  if (!ignoreCase && n > 2) return `s.startsWith(${jsString(value)}, p)`;
  if (ignoreCase && n > inlineUpTo) return `peg$equalsLower(s, p, ${jsString(lower)})`;
  const at = (i: number): string => (i === 0 ? "s.charCodeAt(p)" : `s.charCodeAt(p + ${i})`);
  const inBounds = n === 1 ? "p < s.length" : `p + ${n - 1} < s.length`;
  const tests = Array.from({ length: n }, (_, i) =>
    ignoreCase ? lowerUnitTest(at(i), lower.charCodeAt(i)) : `${at(i)} === ${value.charCodeAt(i)}`,
  );
  return [inBounds, ...tests].join(" && ");
}
