// Percent-encoding normalisation (RFC 9309 §2.2.2, KOSTER-1996 §3.2.2) gives exactly what the
// character-at-a-time version gives (test/fuzz/reference/normalize.ts), on text dense in what
// it rewrites: escapes valid and not, runs of spaces and controls, `*` and `$` anywhere,
// non-ASCII (in runs too) and lone surrogates.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeKoster1996, normalizeRfc9309 } from "../../src/core/normalize.js";
import * as reference from "./reference/normalize.js";
import { parameters } from "./arbitraries.js";

const piece = fc.oneof(
  fc.constantFrom("%", "%2", "%2f", "%2F", "%41", "%7e", "%zz", "%%", "*", "$", "/", "a", "Z", "-"),
  fc.constantFrom(
    " ",
    "  ",
    "\t",
    "\u0000",
    "\u007f",
    '"',
    "<",
    "^",
    "{",
    "|",
    "é",
    "😀",
    "\ud800",
    "\udc00",
  ),
  fc.string({ unit: "binary", maxLength: 4 }),
  fc.nat(40).map((n) => " ".repeat(n)),
  // Runs of one code point are escaped once and repeated; a lone surrogate next to a pair is not the pair.
  fc
    .tuple(fc.constantFrom("é", "😀", "\u0800", "\ud800", "\udc00", "\u00ff"), fc.nat(12))
    .map(([unit, n]) => unit.repeat(n)),
  fc.constantFrom("\ud800\ud800\udc00", "\ud83d\ude00\ude00", "\udc00\udfff", "😀\ud83d"),
);
const text = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(""));

describe("percent-encoding normalisation: runs copied whole give the character-at-a-time result (property-based)", () => {
  it.each(["path", "pattern"] as const)("RFC 9309 §2.2.2, as a %s", (role) => {
    fc.assert(
      fc.property(text, (t) => {
        expect(normalizeRfc9309(t, role)).toBe(reference.normalizeRfc9309(t, role));
      }),
      parameters(10),
    );
  });
  it("KOSTER-1996 §3.2.2", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(normalizeKoster1996(t)).toBe(reference.normalizeKoster1996(t));
      }),
      parameters(10),
    );
  });
});
