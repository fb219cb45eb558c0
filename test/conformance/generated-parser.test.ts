// The optimised generated parser (scripts/optimize-parser.ts) must accept the same
// language and build the same trees as peggy's own output for the same grammar.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import peggy from "peggy";
import { describe, expect, it } from "vitest";
import { parse as optimisedParse } from "../../generated/robots-txt.js";

const root = new URL("../../", import.meta.url).pathname;
const corpus = join(root, "../shared/corpus/files");
const nonRobots = join(root, "../shared/corpus-nonrobots");

describe("generated/robots-txt.ts equals an unoptimised peggy build of grammar/robots-txt.peggy", () => {
  const reference = peggy.generate(readFileSync(join(root, "grammar/robots-txt.peggy"), "utf8"));

  it("on hand-made edge cases (BOM, CR/LF/CRLF, tabs, non-ASCII, NUL, lone surrogates, no final newline)", () => {
    const cases = [
      "",
      "\uFEFF",
      "\uFEFFUser-agent: *\r\nDisallow: /a\rAllow: /b\n",
      "  \t Disallow \t:\t /x y \t# c\n#only\n\n   \n",
      "Disalow /x\nuser agent: bot\nUSERAGENT:b\nDisallow /a /b\n: x\nCrawl delay: 10",
      "Disallow: /ä/ツ/\u{1F600}\u0000\ud800x\n",
      "x".repeat(70_000),
      "Allow:\nDisallow:#\nSitemap: http://a/b#c",
    ];
    for (const text of cases) expect(optimisedParse(text), JSON.stringify(text).slice(0, 60)).toEqual(reference.parse(text));
  });

  it("on every file of the corpus and the non-robots corpus", () => {
    const files = [
      ...readdirSync(corpus).map((f) => join(corpus, f)),
      ...readdirSync(nonRobots).map((f) => join(nonRobots, f)),
    ];
    expect(files.length).toBe(11_755 + 300);
    let differing = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8").slice(0, 512_000);
      if (JSON.stringify(optimisedParse(text)) !== JSON.stringify(reference.parse(text))) differing++;
    }
    expect(differing).toBe(0);
  });
});
