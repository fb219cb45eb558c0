// How an answer is judged against a vector (conformance/PROTOCOL.md, *Comparing answers*).
import type { Outcome } from "./conformance-adapter.js";
import type { SuiteVector } from "./conformance-suite.js";

/** Why a vector failed. */
export type FailReason = "mismatch" | "error" | "timeout" | "crash" | "bad answer" | "not run";

/** One vector's result. */
export type VectorResult = {
  readonly id: string;
  readonly spec: string;
  readonly section: string;
} & (
  | { readonly status: "pass" }
  | { readonly status: "unsupported"; readonly why: string }
  | { readonly status: "open"; readonly reading: string | null; readonly answer: unknown }
  | {
      readonly status: "fail";
      readonly reason: FailReason;
      /** The answer, or what happened instead. */
      readonly actual: unknown;
      /** What differs, in a few words. */
      readonly detail: string;
    }
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON equality: same types, same array order, same object members in any order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
  );
}

/** Whether the answer's field meets the expected one; undefined when it does, else why not. */
function fieldMismatch(name: string, expected: unknown, answer: Record<string, unknown>) {
  const given = Object.hasOwn(answer, name);
  // line and diagnostics: optional in answers (other implementations know neither).
  if (!given) return name === "line" || name === "diagnostics" ? undefined : `no ${name}`;
  const actual = answer[name];
  if (name === "diagnostics" && Array.isArray(expected) && Array.isArray(actual)) {
    // Every expected code is among the answer's; [] expects none at all.
    const missing = expected.filter((code) => !actual.includes(code));
    if (expected.length === 0 && actual.length > 0)
      return `diagnostics ${JSON.stringify(actual)}, expected none`;
    return missing.length > 0 ? `diagnostics lack ${JSON.stringify(missing)}` : undefined;
  }
  if (name === "preferences" && isObject(expected) && isObject(actual)) {
    // Only the categories the vector names.
    const differ = Object.keys(expected).filter((key) => !jsonEqual(expected[key], actual[key]));
    return differ.length > 0 ? `preferences differ in ${differ.join(", ")}` : undefined;
  }
  return jsonEqual(expected, actual)
    ? undefined
    : `${name} ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`;
}

/** Every way the answer misses `expected` (empty: it matches). */
export function mismatches(
  expected: Readonly<Record<string, unknown>>,
  answer: Record<string, unknown>,
): string[] {
  return Object.entries(expected).flatMap(([name, value]) => {
    const why = fieldMismatch(name, value, answer);
    return why === undefined ? [] : [why];
  });
}

/** The answer without its id: what the report shows as "actual". */
function actualOf(answer: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { id: _id, ...rest } = answer;
  return rest;
}

/** Judges one vector's outcome. */
export function judge(vector: SuiteVector, outcome: Outcome): VectorResult {
  const where = { id: vector.id, spec: vector.spec, section: vector.section };
  if (outcome.kind !== "answer")
    return { ...where, status: "fail", reason: outcome.kind, actual: null, detail: outcome.detail };
  const answer = outcome.answer;
  if (typeof answer["unsupported"] === "string" || answer["unsupported"] === true)
    return { ...where, status: "unsupported", why: String(answer["unsupported"]) };
  if (Object.hasOwn(answer, "error"))
    return {
      ...where,
      status: "fail",
      reason: "error",
      actual: actualOf(answer),
      detail: String(answer["error"]),
    };
  if (vector.readings !== undefined) {
    const matched = vector.readings.find((r) => mismatches(r.expected, { ...answer }).length === 0);
    return { ...where, status: "open", reading: matched?.name ?? null, answer: actualOf(answer) };
  }
  const why = mismatches(vector.expected ?? {}, { ...answer });
  return why.length === 0
    ? { ...where, status: "pass" }
    : {
        ...where,
        status: "fail",
        reason: "mismatch",
        actual: actualOf(answer),
        detail: why.join("; "),
      };
}
