// grammar/robots-txt.peggy's top rule, `RobotsTxt = BOM? Line (EOL Line)*`, is read one line
// at a time by src/rfc9309/parse-raw.ts (the grammar's `// prefix rules: Line, EOL, BOM`), so
// that no array of a file's lines is kept. The lines must be exactly the RobotsTxt rule's:
// checked on hand-made edge cases, on every file of the corpus samples and on random texts.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../generated/robots-txt.js";
import { parseRawRobotsTxt } from "../../src/rfc9309/parse-raw.js";
import type { RawLine } from "../../src/rfc9309/raw.js";
import { FIXTURES, fileNames } from "../support/corpus.js";
import { parameters } from "../fuzz/arbitraries.js";

/** The RobotsTxt rule's lines, without the empty line after a final line break. */
function ruleLines(text: string): { bom: boolean; lines: RawLine[] } {
  const tree = parse(text) as { bom: boolean; first: RawLine; rest: RawLine[] };
  const lines = [tree.first, ...tree.rest];
  // The last line is empty and ends the text when the text ends with a line break (or holds
  // nothing but a BOM): a blank line then, which carries no span of its own.
  const afterBreak = /[\r\n]$/.test(text) || text === "" || text === "\uFEFF";
  if (afterBreak) expect(lines.pop()!.type).toBe("blank");
  return { bom: tree.bom, lines };
}

function expectSameLines(text: string): void {
  const { bom, lines } = parseRawRobotsTxt(text);
  expect({ bom, lines }, JSON.stringify(text).slice(0, 60)).toEqual(ruleLines(text));
}

describe("RFC 9309 §2.2 robotstxt read line by line is the grammar's RobotsTxt rule", () => {
  it("on edge cases: empty text, BOM, CR/LF/CRLF, a final line break or none, blank and invalid lines", () => {
    for (const text of [
      "",
      "\n",
      "\r\n",
      "\r",
      "\uFEFF",
      "\uFEFF\n",
      "\uFEFFUser-agent: *\r\nDisallow: /a\rAllow: /b\n",
      "User-agent: *\nDisallow: /",
      "\n\n\n",
      "x\n:\n#c\n  \t\n",
      "Disalow /x\r\r\n\nuser agent: bot",
    ])
      expectSameLines(text);
  });

  it("on every file of the corpus sample and the non-robots sample", () => {
    for (const dir of [FIXTURES.corpusFiles, FIXTURES.nonRobotsFiles])
      for (const name of fileNames(dir)) expectSameLines(readFileSync(join(dir, name), "utf8"));
  }, 60_000);

  it("on random texts of the grammar's pieces", () => {
    const piece = fc.constantFrom(
      "\n",
      "\r",
      "\r\n",
      "\uFEFF",
      " ",
      "\t",
      "#",
      ":",
      "User-agent",
      "Disallow",
      "allow",
      "x",
      "/",
      "*",
      "$",
      "ä",
      "\ud800",
      "\u0000",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => expectSameLines(pieces.join(""))),
      parameters(),
    );
  });
});
