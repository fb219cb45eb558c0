// KOSTER-1996 §3.2.1 substring matching over many names uses a suffix array of the file's
// User-agent values (src/core/suffix-array.ts): its order must be the suffixes' order, and
// its first occurrence indexOf's, on texts that stress the construction (repeats, runs, one
// symbol, every code unit).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SuffixIndex, suffixArray } from "../../src/core/suffix-array.js";

function naiveOrder(text: string): number[] {
  return Array.from({ length: text.length }, (_, i) => i).sort((a, b) => {
    const x = text.slice(a);
    const y = text.slice(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

function codes(text: string): { symbols: Int32Array; upper: number } {
  const symbols = Int32Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
  return { symbols, upper: Math.max(0, ...symbols) };
}

const texts = fc.oneof(
  fc.string({ unit: fc.constantFrom("a", "b", "\n"), maxLength: 300 }),
  fc.string({ unit: fc.constantFrom("a", "b", "c", "d", "-", "/"), maxLength: 300 }),
  fc
    .tuple(fc.string({ unit: fc.constantFrom("a", "b"), maxLength: 9 }), fc.nat(60))
    .map(([piece, times]) => piece.repeat(times)),
  fc.string({ unit: "binary", maxLength: 80 }),
);

describe("KOSTER-1996 §3.2.1 substring search: the suffix array of the User-agent values", () => {
  it("orders every suffix as string comparison does (SA-IS against a sort)", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const { symbols, upper } = codes(text);
        expect(Array.from(suffixArray(symbols, upper))).toEqual(naiveOrder(text));
      }),
      { numRuns: 400 },
    );
  });

  it("finds the first occurrence of a word as indexOf does, whatever the range of suffixes it prefixes", () => {
    fc.assert(
      fc.property(
        texts,
        fc.array(fc.string({ unit: fc.constantFrom("a", "b", "c", "\n"), maxLength: 6 })),
        (text, words) => {
          const index = new SuffixIndex(text);
          for (const word of [...words, text.slice(3, 9), text.slice(-4), ""])
            expect(index.firstOccurrence(word)).toBe(
              text.indexOf(word) >= 0 && text.length > 0 ? text.indexOf(word) : -1,
            );
        },
      ),
      { numRuns: 400 },
    );
  });

  it("a text of 200,000 copies of one character and of a period-two pattern: built and searched", () => {
    for (const text of ["a".repeat(200_000), "ab".repeat(100_000)]) {
      const index = new SuffixIndex(text);
      expect(index.firstOccurrence("a".repeat(1_000))).toBe(text.startsWith("aa") ? 0 : -1);
      expect(index.firstOccurrence("ba")).toBe(text.indexOf("ba"));
      expect(index.firstOccurrence("abb")).toBe(-1);
    }
  });
});
