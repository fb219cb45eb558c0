// scripts/peg on what our grammars do not use (yet): a synthetic grammar with a start rule per
// feature — text(), offset(), range() and location() in actions (`range().start`, `.end` and
// `offset()` read alone are written as the parser state they read: scripts/peg/constants.ts), semantic predicates, labels
// of an outer sequence read by an inner action, several plucks, bounded repetitions with a
// delimiter, case-insensitive literals and classes (the Kelvin sign lowers to "k"; "İ" lowers
// to two units), a rule with a display name below the top, recursion, empty and
// never-matching expressions, alternatives that always match, predicates in lookaheads,
// silent choices that skip alternatives by the unit at their start (scripts/peg/first.ts).
// Each start rule must give what the reference generator's parser gives (ts-pegjs, peggy's
// TypeScript target: test/support/reference-parser.ts), value or error offset, on derived
// texts and random pieces.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parameters } from "../fuzz/arbitraries.js";
import {
  BUILD_TIMEOUT,
  buildModuleWithPlugin,
  buildWithPlugin,
  type GeneratedModule,
  derive,
  outcome,
  vocabulary,
} from "../support/generated-parser.js";
import { buildTsPegjs, type Parse } from "../support/reference-parser.js";

const GRAMMAR = String.raw`
{{ const twice = (x) => x + x; }}

Start = a:Word b:(" " @Word)* { return [a, b, text(), offset(), range(), location()]; }
Word "word" = $[a-z]i+
Plucks = @"a" "b" @"c"i @[0-9] "-"?
Repeats = first:Digit|2..4, ","| rest:Digit|2| tail:(x:Digit|..3| { return x.length; }) end:Digit|1..|
Digit = [0-9]
Preds = a:Digit &{ return a !== "0"; } b:Digit !{ return a === b; } { return a + b; }
Outer = a:Digit b:(c:Digit { return a + c; })* d:(e:"x" { return [a, e]; })? { return [a, b, d]; }
Kelvin = "kk"i "k"i "Kelvin"i [k-m]i "\u212A"i [\u212A]i
Dotted = "\u0130"i "\u00C5x"i [\u0130]i
Named = ("x" Inner "y")+ !.
Inner "inner" = "i"+ "j" / "q"
Any = . . !. / .
Empty = "" ""? []? ("" / "a")
Never = "a" [] / "b" / [^]
Twice = w:Word { return twice(w); }
Spans = Blank w:Word Blank { return { w, start: range().start, end: range().end, at: offset() }; }
Choice = "ab" / "a" / [b-d]+ / ""
Nested = (("a" / "b") ("c" ("d" / "e")?)*)+ "!"
Rec = "(" Rec* ")" / "x"
Texts = $("a" [b-c]*) $("d"+ "e")? t:$(Digit Digit)? { return t; }
Lookahead = &"ab" "a" !"c" [a-z]+ &(Digit / !.)
Always = ("a"? / "b") ("c"* / "d") "e"
PredInLookahead = &(a:Digit &{ return a === "7"; } { return a; }) Digit+ !(b:Digit !{ return b > "4"; })
Dispatch "dispatch" = Blank "\n" / Blank Key ":" v:$Word { return v; } / Blank "#" c:$[^\n]* { return c; } / Blank Key Blank Rec / Blank !. { return "end"; } / Blank n:$Digit+ &(Blank Key / "\n" / !.) { return Number(n); } / $[^\n]+
Blank = [ \t]*
Key = "k"i Key? / Rec
`;
const RULES = [
  "Start",
  "Word",
  "Plucks",
  "Repeats",
  "Preds",
  "Outer",
  "Kelvin",
  "Dotted",
  "Named",
  "Any",
  "Empty",
  "Never",
  "Twice",
  "Spans",
  "Choice",
  "Nested",
  "Rec",
  "Texts",
  "Lookahead",
  "Always",
  "PredInLookahead",
  "Dispatch",
];

describe("Generated parsers ≡ ts-pegjs reference: scripts/peg on a grammar of every feature", () => {
  let generated: Parse;
  let reference: Parse;
  beforeAll(async () => {
    generated = await buildWithPlugin(GRAMMAR, RULES);
    reference = await buildTsPegjs(GRAMMAR, RULES);
  }, BUILD_TIMEOUT);
  const words = [...vocabulary(GRAMMAR), " ", "\n", "K", "\u212A", "\u0130"];

  it.each(RULES)("start rule %s: the same value or error offset as ts-pegjs's parser", (rule) => {
    const piece = fc.constantFrom(...words);
    const derived = fc.integer().map((seed) => derive(GRAMMAR, rule, seed));
    const changed = fc.tuple(derived, fc.nat(), piece).map(([text, at, inserted]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + inserted + text.slice(i);
    });
    const pieces = fc.array(piece, { maxLength: 8 }).map((p) => p.join(""));
    fc.assert(
      fc.property(fc.oneof(derived, changed, pieces), (input) => {
        expect(outcome(generated, rule, input)).toStrictEqual(outcome(reference, rule, input));
      }),
      parameters(2),
    );
  });

  it("throws peggy's error for an unknown start rule", () => {
    expect(() => generated("x", { startRule: "Nope" })).toThrow(
      `Can't start parsing from rule "Nope".`,
    );
  });

  it("refuses what it does not support: per-parse initializers, error() and expected()", async () => {
    await expect(buildWithPlugin(`{ let n = 0; }\nA = "a"`, ["A"])).rejects.toThrow(/initializer/);
    await expect(buildWithPlugin(`A = "a" { error("no"); }`, ["A"])).rejects.toThrow(/error\(\)/);
  });
});

// `// prefix rules:` and `// each: Item by Separator`: a caller matches a rule at an offset
// on a prefix, or reads a repetition item by item (src/rfc9309/parse-raw.ts reads robots.txt
// lines so). Both must give what the grammar's own repetition gives.
const LIST = String.raw`
List = items:(first:Item rest:(Sep @Item)* { return [first, ...rest]; }) tail:$.* { return [items, text().length - tail.length]; }
Item = $[a-z]+ / "(" n:$[0-9]+ ")" { return Number(n); }
Sep = "," " "?
`;

describe("scripts/peg: parsePrefix and parseEach", () => {
  let generated: GeneratedModule;
  let reference: Parse;
  beforeAll(async () => {
    generated = await buildModuleWithPlugin(LIST, ["List"], {
      prefixRules: ["Item", "Sep"],
      each: { item: "Item", separator: "Sep" },
    });
    reference = await buildTsPegjs(LIST, ["List"]);
  }, BUILD_TIMEOUT);

  it("parseEach gives the repetition's items and its end, as the grammar's rule does (ts-pegjs's parser)", () => {
    const piece = fc.constantFrom("a", "bc", ",", ", ", "(", "7", ")", " ", "!");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const input = pieces.join("");
        const items: unknown[] = [];
        const end = generated.parseEach(input, 0, (item, index) => {
          expect(index).toBe(items.length);
          items.push(item);
        });
        let expected: [unknown[], number];
        try {
          expected = reference(input, { startRule: "List" }) as [unknown[], number];
        } catch {
          expected = [[], 0]; // no first item: nothing is read
        }
        expect([items, end]).toEqual(expected);
      }),
      parameters(2),
    );
  });

  it("parsePrefix matches a rule at an offset, or says undefined", () => {
    expect(generated.parsePrefix("x,(12)", "Item", 2)).toBe(12);
    expect(generated.parsePrefix("x,(12)", "Sep", 1)).toEqual([",", null]);
    expect(generated.parsePrefix("x,(12)", "Item", 1)).toBeUndefined();
  });
});
