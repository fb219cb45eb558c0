// Runs every vector of conformance/rfc9309, conformance/koster1996 and conformance/robots2
// through conformance/adapters/robots-policy/answer.ts (the adapter's own answers: the public
// API's decide and politeness questions) and judges them with the runner's comparison
// (src/cli/conformance-compare.ts, as conformance/PROTOCOL.md says): every field of `expected`;
// `line` and `diagnostics` as this library gives them. An open vector passes when the answer is
// one of its readings (named in the title). A vector the library answers otherwise is listed in
// DISAGREEMENTS and run as an expected failure: its expected answer comes from the spec and is
// not changed to fit.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  respond,
  type Input,
  type Question,
} from "../../conformance/adapters/robots-policy/answer.js";
import { mismatches } from "../../src/cli/conformance-compare.js";

const SUITE = fileURLToPath(new URL("../../conformance/", import.meta.url));
const FOLDERS = ["rfc9309", "koster1996", "robots2"] as const;

type Expected = Readonly<Record<string, unknown>>;
interface Vector {
  readonly id: string;
  readonly input: Input;
  readonly question: Question;
  readonly expected?: Expected;
  readonly open?: string;
  readonly readings?: ReadonlyArray<{ name: string; expected: Expected }>;
}

/** Vectors whose spec answer the library does not give (id → what differs). */
const DISAGREEMENTS: Readonly<Record<string, string>> = {};

function load(folder: string): Array<[string, Vector]> {
  const dir = join(SUITE, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      const data = JSON.parse(readFileSync(join(dir, name), "utf8")) as { vectors: Vector[] };
      return data.vectors.map((v) => [name, v] as [string, Vector]);
    });
}

/**
 * The answers of conformance/adapters/robots-policy/answer.ts, as the adapter gives them
 * (respond: access vectors play their retrieval to fetchRobotsTxt, so answers are awaited here).
 */
const ANSWERS = new Map(
  await Promise.all(
    FOLDERS.flatMap((folder) => load(folder)).map(
      async ([, v]) => [v.id, { ...(await respond(v)) }] as const,
    ),
  ),
);
const ask = (vector: Vector) => ANSWERS.get(vector.id) ?? {};

for (const folder of FOLDERS) {
  describe(`conformance/${folder}`, () => {
    for (const [file, vector] of load(folder)) {
      const title = `${vector.id} (${file})`;
      const disagreement = DISAGREEMENTS[vector.id];
      if (vector.readings) {
        const got = ask(vector);
        const reading = vector.readings.find((r) => mismatches(r.expected, got).length === 0);
        it(`${title}: open, the library reads it as "${reading?.name ?? "none of the readings"}"`, () => {
          expect(reading, `open: ${vector.open}`).toBeDefined();
        });
        continue;
      }
      const expected = vector.expected!;
      const run = () => {
        const got = ask(vector);
        expect(mismatches(expected, got), JSON.stringify(got)).toEqual([]);
      };
      if (disagreement) it.fails(`${title}: expected failure, ${disagreement}`, run);
      else it(title, run);
    }
  });
}
