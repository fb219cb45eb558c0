// Property: every generated parser (scripts/peg) gives the same value, or fails at the same
// offset, as the reference generator's parser for the same grammar — ts-pegjs's, built from
// the same full grammar text (test/support/reference-parser.ts) — for every start rule
// (those of the grammars compiled into it included), on random texts:
// pieces of the grammar's own vocabulary (its literals and class characters), separators and
// random Unicode (lone surrogates included); and texts the start rule derives (most of which
// parse), whole or with a piece inserted. FUZZ_RUNS / FUZZ_SEED as in test/fuzz/.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parserSource } from "../../scripts/grammar-text.js";
import { parameters, timeout } from "../fuzz/arbitraries.js";
import { BUILD_TIMEOUT, derive, outcome, vocabulary } from "../support/generated-parser.js";
import {
  GENERATED_PARSERS,
  startRules,
  tsPegjsReference,
  type Parse,
} from "../support/reference-parser.js";

const SEPARATORS = [" ", "\t", "\r", "\n", "\r\n", ":", "#", ",", ";", "=", "-", "/", '"', "\\"];
const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Random texts for a start rule: pieces, derivations, derivations with a piece inserted. */
function texts(grammar: string, rule: string, words: readonly string[]): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...words) },
    { weight: 3, arbitrary: fc.constantFrom(...SEPARATORS) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 3 }) },
    { weight: 1, arbitrary: fc.string({ unit, maxLength: 2 }) },
  );
  const derived = fc.integer().map((seed) => derive(grammar, rule, seed));
  const changed = fc.tuple(derived, fc.nat(), piece).map(([text, at, inserted]) => {
    const i = at % (text.length + 1);
    return text.slice(0, i) + inserted + text.slice(i);
  });
  return fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join("")),
    derived,
    changed,
  );
}

for (const { file, parse } of GENERATED_PARSERS)
  describe(`Generated parsers ≡ ts-pegjs reference: ${file} on random texts`, () => {
    const { text } = parserSource(file);
    const words = vocabulary(text);
    let reference: Parse;
    beforeAll(async () => {
      reference = await tsPegjsReference(file);
    }, BUILD_TIMEOUT);

    it.each(startRules(file))(
      "start rule %s: the same value or error offset as ts-pegjs's parser on random texts",
      (rule) => {
        fc.assert(
          fc.property(texts(text, rule, words), (input) => {
            expect(outcome(parse, rule, input)).toStrictEqual(outcome(reference, rule, input));
          }),
          parameters(3),
        );
      },
      timeout(20),
    );
  });
