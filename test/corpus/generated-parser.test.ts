// The generated parsers (written by scripts/peg) give the same values and the same error
// offsets as the reference generator's parsers, ts-pegjs's (test/support/reference-parser.ts),
// on the full corpus and the non-robots corpus (`npm run test:corpus`): every file whole
// (robots-txt.peggy), and for the value grammars every field value and every line of those
// files, whatever their field (test/support/grammar-inputs.ts with `everyValue`: real text,
// most of which fails, so error offsets are compared on it too), and the META contents and
// class values of the bodies that are HTML (acap-2.peggy). The corpus has no ACAP line, two
// Content-Signal lines and no App-Directives line: those grammars are compared on the other
// lines' text. test/conformance/generated-parser.test.ts runs the same comparison on the
// fixtures and hand-made edge cases.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parserSource } from "../../scripts/grammar-text.js";
import { fileNames } from "../support/corpus.js";
import { BUILD_TIMEOUT } from "../support/generated-parser.js";
import { addHtml, addRobotsTxt, newInputs } from "../support/grammar-inputs.js";
import {
  GENERATED_PARSERS,
  describeDifference,
  differences,
  startRules,
  tsPegjsJavaScript,
  tsPegjsReference,
  tsPegjsSource,
  type Parse,
} from "../support/reference-parser.js";
import { SHARED } from "./shared.js";

const files = [SHARED.corpusFiles, SHARED.nonRobotsFiles].flatMap((dir) =>
  fileNames(dir).map((name) => join(dir, name)),
);
const inputs = newInputs();
for (const path of files) {
  const text = readFileSync(path, "utf8");
  addRobotsTxt(inputs, text, true);
  addHtml(inputs, text);
}

/** The inputs the corpus gives each parser (measured on it). */
const CORPUS_INPUTS: Record<string, number> = {
  "acap-2.peggy": 4_392,
  "acap.peggy": 160_449,
  "robots-2.0.peggy": 139_515,
  "robots-txt.peggy": 11_755 + 300,
  "structured-fields.peggy": 139_515,
};

for (const { file, parse } of GENERATED_PARSERS)
  describe(`Generated parsers ≡ ts-pegjs reference: ${file} on the full corpus`, () => {
    const values = inputs.get(file)!;
    let reference: Parse;
    beforeAll(async () => {
      reference = await tsPegjsReference(file);
    }, BUILD_TIMEOUT);

    it("has the corpus's inputs", () => {
      expect(files.length).toBe(11_755 + 300);
      expect(values.size).toBe(CORPUS_INPUTS[file]);
    });

    it.each(startRules(file))(
      "start rule %s: the same value or error offset as ts-pegjs's parser",
      (rule) => {
        expect(differences(parse, reference, rule, values).map(describeDifference)).toEqual([]);
      },
    );
  });

describe("ts-pegjs reference: the rule types it infers change no JavaScript", () => {
  // test/support/reference-parser.ts builds the reference without ts-pegjs's type inference
  // (ts-morph, seconds per grammar): the types are erased when the module becomes JavaScript.
  it.each(GENERATED_PARSERS.map((p) => p.file))("%s", (file) => {
    const { text } = parserSource(file);
    const rules = startRules(file);
    expect(tsPegjsJavaScript(tsPegjsSource(text, rules, { computeTypes: true }))).toBe(
      tsPegjsJavaScript(tsPegjsSource(text, rules)),
    );
  });
});
