// Straight-line checkers for object shapes and discriminated unions. A closure per key costs a
// call per key of every node; code written for the shape (`typeof v.start === "number" && …`)
// checks a robots.txt line five times faster. It is made with `new Function` from the schema's
// own definition (key names and literals of our schemas, never input), as zod makes its object
// parser, and only where zod would: not under zod's `jitless` setting nor where the platform
// forbids it (there zod's own parse validates, as before checkers existed).
import { globalConfig } from "zod/v4/core";

/** Is `value` what the schema accepts (and would return unchanged, but for unknown keys)? */
export type Checker = (value: unknown) => boolean;

let evalAllowed: boolean | undefined;

/**
 * Can straight-line checkers be made here? As zod decides for its own compiled parsers: not
 * under its `jitless` setting, not on Cloudflare Workers, and only where `new Function` works
 * (zod's `util.allowsEval`, written out: importing zod's util pulls all of it into a bundle).
 */
export function canCompile(): boolean {
  if (globalConfig.jitless === true) return false;
  if (evalAllowed === undefined) {
    const agent = (globalThis as { navigator?: { userAgent?: unknown } }).navigator?.userAgent;
    try {
      evalAllowed =
        !(typeof agent === "string" && agent.includes("Cloudflare")) && !!new Function("");
    } catch {
      evalAllowed = false;
    }
  }
  return evalAllowed;
}

/** How one key of an object is checked: inline JavaScript for a value `x`, or a checker. */
export type KeyCheck =
  | { readonly inline: (x: string) => string; readonly optional: boolean }
  | { readonly checker: Checker; readonly optional: boolean };

/** An expression testing `x` against literal values (strings, numbers, booleans, null). */
export function literalTest(values: readonly unknown[]): ((x: string) => string) | undefined {
  if (!values.every((v) => v === null || ["string", "number", "boolean"].includes(typeof v)))
    return undefined;
  return (x) => `(${values.map((v) => `${x} === ${JSON.stringify(v)}`).join(" || ")})`;
}

/**
 * A checker for an object with exactly these keys (optional ones may be absent): a plain
 * object, no other own key (zod would strip it), each key as `checks` says.
 */
export function compileObject(checks: Readonly<Record<string, KeyCheck>>): Checker {
  const keys = Object.keys(checks);
  const parts: Checker[] = [];
  const required = keys.filter((k) => !checks[k]!.optional).length;
  const optional = keys
    .filter((k) => checks[k]!.optional)
    .map((k) => ` + (${JSON.stringify(k)} in v ? 1 : 0)`)
    .join("");
  const lines = keys.map((key) => {
    const check = checks[key]!;
    const x = `v[${JSON.stringify(key)}]`;
    if ("inline" in check) return `if (!(${check.inline(x)})) return false;`;
    parts.push(check.checker);
    return `if (!parts[${parts.length - 1}](${x})) return false;`;
  });
  const body = [
    `if (typeof v !== "object" || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;`,
    `let n = 0; for (const k in v) n++;`,
    `if (n !== ${required}${optional}) return false;`,
    ...lines,
    `return true;`,
  ].join("\n");
  return new Function("parts", `return function check(v) {\n${body}\n};`)(parts) as Checker;
}

/** A checker of one value by an inline test. */
export function compileValue(test: (x: string) => string): Checker {
  return new Function(`return function check(v) { return ${test("v")}; };`)() as Checker;
}

/** A discriminated union whose options each own distinct discriminator values. */
export function compileUnion(key: string, byValue: ReadonlyMap<unknown, Checker>): Checker {
  const parts = [...byValue.values()];
  const cases = [...byValue.keys()].map(
    (value, i) => `case ${JSON.stringify(value)}: return parts[${i}](v);`,
  );
  const body = [
    `if (typeof v !== "object" || v === null) return false;`,
    `switch (v[${JSON.stringify(key)}]) {`,
    ...cases,
    `default: return false;`,
    `}`,
  ].join("\n");
  return new Function("parts", `return function check(v) {\n${body}\n};`)(parts) as Checker;
}
