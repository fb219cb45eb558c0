// The conformance vectors of ACAP-1, ACAP-2, APP-DIRECTIVES and the AI preferences
// (conformance/acap1, acap2, app-directives, aipref), each answered by
// conformance/adapters/robots-policy/answer.ts (the adapter's own answers, from the public API)
// and judged with the runner's comparison (src/cli/conformance-compare.ts, as
// conformance/PROTOCOL.md says): every field of `expected` must equal the answer's, except
// `line` and `diagnostics`, compared only when the answer gives them; an open vector passes
// when the answer matches one of its readings. The expected answers come from the specs' words;
// where the library disagrees, the vector is listed in KNOWN_DISAGREEMENTS and runs as it.fails.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  answerWithReferences,
  type Input,
  type Question,
} from "../../conformance/adapters/robots-policy/answer.js";
import { mismatches } from "../../src/cli/conformance-compare.js";

const ROOT = join(import.meta.dirname, "..", "..", "conformance");
const FOLDERS = ["acap1", "acap2", "app-directives", "aipref"];

type Expected = Record<string, unknown>;
interface Vector {
  readonly id: string;
  readonly section: string;
  readonly sentence: string;
  readonly input: Input;
  readonly question: Question;
  readonly expected?: Expected;
  readonly open?: string;
  readonly readings?: readonly { readonly name: string; readonly expected: Expected }[];
}
interface VectorFile {
  readonly spec: string;
  readonly section: string;
  readonly title: string;
  readonly vectors: readonly Vector[];
}

/**
 * Vectors whose expected answer (from the spec text) the library does not give, each with why.
 * They run as it.fails: when the library is fixed, the test says so.
 */
const KNOWN_DISAGREEMENTS: Readonly<Record<string, string>> = {};

async function check(vector: Vector): Promise<void> {
  const got = { ...(await answerWithReferences(vector)) };
  if (vector.expected) {
    const why = mismatches(vector.expected, got);
    if (why.length > 0)
      expect({ answer: got, why, sentence: vector.sentence }).toEqual({
        answer: vector.expected,
        why: [],
        sentence: vector.sentence,
      });
    return;
  }
  const names = (vector.readings ?? [])
    .filter((r) => mismatches(r.expected, got).length === 0)
    .map((r) => r.name);
  expect(names, `${vector.id}: ${JSON.stringify(got)} matches no reading`).not.toEqual([]);
}

function filesOf(folder: string): { name: string; file: VectorFile }[] {
  return readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({
      name,
      file: JSON.parse(readFileSync(join(ROOT, folder, name), "utf8")) as VectorFile,
    }));
}

for (const folder of FOLDERS)
  describe(`conformance/${folder}`, () => {
    for (const { name, file } of filesOf(folder))
      describe(`${file.spec} §${file.section} ${file.title} (${name})`, () => {
        for (const vector of file.vectors) {
          const title = `${vector.id}${vector.open ? " (open)" : ""}`;
          if (KNOWN_DISAGREEMENTS[vector.id] !== undefined) it.fails(title, () => check(vector));
          else it(title, () => check(vector));
        }
      });
  });

describe("conformance vectors of the extensions: the files themselves", () => {
  const all = FOLDERS.flatMap((folder) => filesOf(folder).flatMap(({ file }) => file.vectors));
  it("ids are unique and name their folder", () => {
    const ids = all.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(FOLDERS.some((f) => id.startsWith(`${f}/`))).toBe(true);
  });
  it("each vector has either expected or open readings, and a sentence of at most 300 characters", () => {
    for (const v of all) {
      expect(v.sentence.length).toBeLessThanOrEqual(300);
      expect(v.expected === undefined).toBe(v.open !== undefined);
      if (v.open) expect(v.readings?.length).toBeGreaterThanOrEqual(2);
    }
  });
  it("every disagreement listed names a vector", () => {
    const ids = new Set(all.map((v) => v.id));
    for (const id of Object.keys(KNOWN_DISAGREEMENTS)) expect(ids.has(id)).toBe(true);
  });
});
