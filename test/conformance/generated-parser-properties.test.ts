// Property: every generated parser (scripts/peg) gives the same value, or fails at the same
// offset, as a plain peggy 3 build of the same grammar, for every start rule, on random texts:
// pieces of the grammar's own vocabulary (its literals and class characters), separators and
// random Unicode (lone surrogates included); and texts the start rule derives (most of which
// parse), whole or with a piece inserted. FUZZ_RUNS / FUZZ_SEED as in test/fuzz/.
import fc from "fast-check";
import peggy from "peggy";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as robotsTxt } from "../../generated/robots-txt.js";
import { parse as robots2 } from "../../generated/robots-2.0.js";
import { parse as structuredFields } from "../../generated/structured-fields.js";
import { parse as acap } from "../../generated/acap.js";
import { parse as acap2 } from "../../generated/acap-2.js";
import { parserSource } from "../../scripts/grammar-text.js";
import { parameters, timeout } from "../fuzz/arbitraries.js";
import { BUILD_TIMEOUT, derive, outcome, vocabulary } from "../support/generated-parser.js";

type Parse = (input: string, options: { startRule: string }) => unknown;

const PARSERS: readonly { file: string; parse: Parse }[] = [
  { file: "robots-txt.peggy", parse: robotsTxt as Parse },
  { file: "robots-2.0.peggy", parse: robots2 as Parse },
  { file: "structured-fields.peggy", parse: structuredFields as Parse },
  { file: "acap.peggy", parse: acap as Parse },
  { file: "acap-2.peggy", parse: acap2 as Parse },
];

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

describe.each(PARSERS)("generated parser of grammar/$file", ({ file, parse }) => {
  const { text, startRules } = parserSource(file);
  const rules = startRules.length > 0 ? [...startRules] : [peggy.parser.parse(text).rules[0]!.name];
  const words = vocabulary(text);
  let reference: peggy.Parser;
  beforeAll(() => {
    reference = peggy.generate(text, { allowedStartRules: rules });
  }, BUILD_TIMEOUT);

  it.each(rules)(
    "start rule %s: the same value or error offset as plain peggy on random texts",
    (rule) => {
      fc.assert(
        fc.property(texts(text, rule, words), (input) => {
          expect(outcome(parse, rule, input)).toEqual(
            outcome(reference.parse as Parse, rule, input),
          );
        }),
        parameters(3),
      );
    },
    timeout(20),
  );
});
