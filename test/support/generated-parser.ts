// The robots.txt grammar built unoptimised by peggy, and its comparison with the optimised
// generated/robots-txt.ts on files: used on the corpus sample (test/conformance/
// generated-parser.test.ts) and on the full corpus (test/corpus/generated-parser.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import peggy from "peggy";
import { parse as optimisedParse } from "../../generated/robots-txt.js";
import { grammarText } from "../../scripts/grammar-text.js";

/** Building an unoptimised peggy parser takes seconds on a loaded machine. */
export const BUILD_TIMEOUT = 120_000;

/** An unoptimised peggy build of grammar/robots-txt.peggy. */
export const robotsTxtReference = (): peggy.Parser =>
  peggy.generate(grammarText("robots-txt.peggy"));

/** The files (paths in `dirs`, each with its file names) on which the optimised parser and `reference` build different trees. */
export function differingFiles(
  reference: peggy.Parser,
  dirs: readonly { dir: string; names: readonly string[] }[],
): string[] {
  const differing: string[] = [];
  for (const { dir, names } of dirs)
    for (const name of names) {
      const text = readFileSync(join(dir, name), "utf8").slice(0, 512_000);
      if (JSON.stringify(optimisedParse(text)) !== JSON.stringify(reference.parse(text)))
        differing.push(name);
    }
  return differing;
}
