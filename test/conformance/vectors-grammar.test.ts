// Issue 29 item 5: the "syntax" vectors of conformance/grammar/ (the specs' ABNF boundary cases),
// answered by conformance/adapters/robots-policy/answer.ts (the adapter's own answers: the
// generated parser reads the text, and syntax-judge.ts asks whether the library reports an error
// or warning about it) and judged with the runner's comparison (src/cli/conformance-compare.ts).
// A vector names the spec's ABNF production; the adapter's syntax-checks.ts says how our parsers
// answer for it (a start rule, or a line wrapping the text and the node it must give). A vector
// whose ABNF answer our parser does not give is `it.fails`, with the reason in DISAGREEMENTS (the
// vectors keep the ABNF's answer; the adapter fails them in the runner too). An open vector
// passes when our answer is one of its readings.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { answer } from "../../conformance/adapters/robots-policy/answer.js";
import { mismatches } from "../../src/cli/conformance-compare.js";
import { DISAGREEMENTS } from "./vectors-grammar/disagreements.js";

interface SyntaxVector {
  readonly id: string;
  readonly question: {
    readonly type: string;
    readonly grammar: string;
    readonly production: string;
    readonly text: string;
  };
  readonly expected?: { readonly valid: boolean };
  readonly readings?: readonly {
    readonly name: string;
    readonly expected: { readonly valid: boolean };
  }[];
}

const dir = fileURLToPath(new URL("../../conformance/grammar/", import.meta.url));
const files = readdirSync(dir).filter((name) => name.endsWith(".json"));

/** The adapter's answer for a vector (a production without a check is an error of the suite). */
function ask(vector: SyntaxVector): Record<string, unknown> {
  const got = { ...answer(vector) };
  if (!("valid" in got)) throw new Error(`${vector.id}: ${JSON.stringify(got)}`);
  return got;
}

describe.each(files)("conformance/grammar/%s", (file) => {
  const { vectors } = JSON.parse(readFileSync(dir + file, "utf8")) as {
    vectors: SyntaxVector[];
  };
  it("has vectors, every id once, all of this grammar", () => {
    expect(vectors.length).toBeGreaterThan(0);
    expect(new Set(vectors.map((v) => v.id)).size).toBe(vectors.length);
    expect(new Set(vectors.map((v) => v.question.grammar)).size).toBe(1);
  });
  for (const vector of vectors) {
    const { expected, readings } = vector;
    if (expected === undefined) {
      it(`${vector.id} (open: our answer is one of the readings)`, () => {
        const got = ask(vector);
        const matched = (readings ?? []).filter((r) => mismatches(r.expected, got).length === 0);
        expect(matched, JSON.stringify(got)).not.toEqual([]);
      });
      continue;
    }
    const test = Object.hasOwn(DISAGREEMENTS, vector.id) ? it.fails : it;
    test(`${vector.id}: valid ${expected.valid}`, () => {
      expect(mismatches(expected, ask(vector))).toEqual([]);
    });
  }
  it("every listed disagreement is a vector of the suite", () => {
    const all = files.flatMap(
      (name) =>
        (JSON.parse(readFileSync(dir + name, "utf8")) as { vectors: SyntaxVector[] }).vectors,
    );
    const ids = new Set(all.map((v) => v.id));
    for (const id of Object.keys(DISAGREEMENTS)) expect(ids, id).toContain(id);
  });
});
