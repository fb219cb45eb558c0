// The generated parsers (written by our generator, scripts/peg) must accept the same language,
// build the same values and fail at the same offsets as the reference generator's parsers for
// the same grammars: ts-pegjs, the TypeScript target of peggy (test/support/reference-parser.ts).
// Every parser in generated/, every start rule (those of the grammars compiled into it
// included), on the fixtures: the robots.txt files of test/fixtures and examples/, the field
// values and lines found in them and in the specification texts, META contents and class
// values, the httpwg RFC 9651 vectors (test/support/grammar-inputs.ts), and hand-made edge
// cases. The ts-pegjs parsers are built in beforeAll hooks with generous timeouts. The same
// comparison on the whole corpus: `npm run test:corpus` (test/corpus/generated-parser.test.ts);
// on random texts: generated-parser-properties.test.ts.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { parserSource } from "../../scripts/grammar-text.js";
import { FIXTURES, fileNames } from "../support/corpus.js";
import { BUILD_TIMEOUT } from "../support/generated-parser.js";
import {
  addHtml,
  addRobotsTxt,
  addStructuredFieldVectors,
  newInputs,
  type Inputs,
} from "../support/grammar-inputs.js";
import {
  GENERATED_PARSERS,
  describeDifference,
  differences,
  grammarFiles,
  parserGrammars,
  startRules,
  tsPegjsReference,
  type Parse,
} from "../support/reference-parser.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** The regular files of `dir` (examples/census/ is a folder of its own, read by the census tests). */
const filesIn = (dir: string): string[] =>
  fileNames(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());

/** The inputs found in the fixtures (see test/support/grammar-inputs.ts). */
function fixtureInputs(): Inputs {
  const inputs = newInputs();
  const texts = [
    ...filesIn(FIXTURES.corpusFiles),
    ...filesIn(FIXTURES.nonRobotsFiles),
    ...filesIn(join(root, "test/fixtures/handmade")).filter((f) => f.endsWith(".txt")),
    ...filesIn(FIXTURES.specs),
    ...filesIn(join(root, "examples")),
  ].map((path) => readFileSync(path, "utf8"));
  for (const text of texts) {
    addRobotsTxt(inputs, text);
    addHtml(inputs, text);
  }
  const html5lib = JSON.parse(
    readFileSync(join(root, "test/fixtures/html5lib-tree-construction/cases.json"), "utf8"),
  ) as { cases: { data: string }[] };
  for (const { data } of html5lib.cases) addHtml(inputs, data);
  addStructuredFieldVectors(inputs, FIXTURES.structuredFieldTests);
  addStructuredFieldVectors(inputs, join(FIXTURES.structuredFieldTests, "serialisation-tests"));
  return inputs;
}

/** Hand-made edge cases, by grammar file. */
const HANDMADE: Record<string, readonly string[]> = {
  "robots-txt.peggy": [
    "",
    "\uFEFF",
    "\uFEFFUser-agent: *\r\nDisallow: /a\rAllow: /b\n",
    "  \t Disallow \t:\t /x y \t# c\n#only\n\n   \n",
    "Disalow /x\nuser agent: bot\nUSERAGENT:b\nDisallow /a /b\n: x\nCrawl delay: 10",
    "Disallow: /ä/ツ/\u{1F600}\u0000\ud800x\n",
    "x".repeat(70_000),
    "Allow:\nDisallow:#\nSitemap: http://a/b#c",
  ],
  "robots-2.0.peggy": [
    ...["2.0.0", "1.0.0", "2.2.0", "2.1.3", "10.20.30", "two", "2.0", "2..0", ""],
    ...["0600 0845", "06:00 08:45", "0600-0845", "6:00 - 8:45", "2200-0600", "25:00-26:00"],
    ...["0600", "06000845", "0600 0845 x", "10/60", "10/10m", "20/1h", "1/5 0600-0845"],
    ...["1/5 0600 0845", "3/1.5s", "fast", "10/", "/60", "10/60 junk", "1/1d", "0.5", "10"],
    ...["1.", ".5", "-3", "1e3", "abc", "ref&utm /a/", "s", "a&b&c", "p /x y", "&&", "&a"],
    ...["&& /p", "ツ", "\u0000", "\t2.0.0"],
  ],
  "acap.peggy": [
    "ACAP-allow-index:",
    "ACAP-allow-present: /x foo = bar",
    "ACAP-frobnicate: x",
    "ACAP-",
    "ACAP-allow-(x",
    "ACAP-crawler:  Some Bot  # c",
    "ACAP-allow-index: / time-limit=until-2026-02-30",
    "ACAP-allow-present: /p target-condition=ipaddressmasklist:10.1.1.0/0.0.0.255",
  ],
  "acap-2.peggy": [
    ...["ACAP version 1.1", "ACAP version 1", "ACAP allow-index", "ACAP disallow-follow"],
    ...["acap allow-present-snippet max-length=20-words", "ACAP news allow-index", "ACAP"],
    ...["ACAP allow-preserve location=http://example.com/a", "ACAP allow-", "noindex"],
    "ACAP allow-(local)",
    ...[
      "time-limit=until-2026-02-28",
      "max-length=50-words",
      "time-limit=7-days",
      "prohibited-modification=translation",
      "foo=bar",
      "time-limit=until-2026-02-30",
    ].flatMap((q) => [`ACAP allow-present ${q}`, `ACAP disallow-index ${q}`]),
    ...["the-acap:allow-index", "the-acap:disallow-present-snippet", "THE-ACAP:Allow-Follow"],
    ...["the-acap:allow-(local)", "the-acap:allow", "the-acap:", "acap:allow-index"],
  ],
  "structured-fields.peggy": [
    ...["examplesearch;widgets=?0", "/path app;x=1", "*;x=1", "*.pdf$ app;x=1 # c", "/x"],
    ...["a b", "# c", 'a;s="x#y" #c', "", "/ ", "a,", "/p a, b;c=(1 2)"],
    // AI preferences (Content-Usage, Content-Signal, tdm-reservation).
    ...["train-ai=n", "/ai-ok/ train-ai=y", "/p", "/p\t \tsearch=y, ai-use=n", "Train-AI=n"],
    ...["/a b c", "*.pdf train-ai=n", "/ä/ x=y", "search=yes, ai-train=no, ai-input=yes"],
    ...["search=yes,ai-train=no,use=reference", "AI-Train = NO ,", "search", "=yes"],
    ...["a=b,,c=d", "1", "0", " 1 ", "2", "01", "yes"],
  ],
};

/** How many inputs the fixtures give each parser, at least. */
const FIXTURE_INPUTS: Record<string, number> = {
  "acap-2.peggy": 602,
  "acap.peggy": 114,
  "robots-2.0.peggy": 200,
  "robots-txt.peggy": 314,
  "structured-fields.peggy": 1_683,
};

const inputs = fixtureInputs();

describe("Generated parsers ≡ ts-pegjs reference: every grammar of grammar/", () => {
  it("each parser in generated/ is compared, with the start rules of every grammar compiled into it", () => {
    expect(GENERATED_PARSERS.map((p) => p.file).sort()).toEqual(parserGrammars());
    const compared = new Set(GENERATED_PARSERS.flatMap((p) => startRules(p.file)));
    for (const file of grammarFiles())
      for (const rule of parserSource(file).startRules) expect(compared, file).toContain(rule);
    expect(startRules("structured-fields.peggy")).toEqual([
      ...["List", "Dictionary", "Item"],
      ...["ContentUsageValue", "ContentSignalValue", "TdmReservationValue"],
      "AppDirectivesValue",
    ]);
  });
});

for (const { file, parse } of GENERATED_PARSERS)
  describe(`Generated parsers ≡ ts-pegjs reference: ${file} on the fixtures`, () => {
    const found = inputs.get(file)!;
    const values = [...new Set([...HANDMADE[file]!, ...found])];
    let reference: Parse;
    beforeAll(async () => {
      reference = await tsPegjsReference(file);
    }, BUILD_TIMEOUT);

    it("has the fixtures' inputs", () => {
      expect(found.size).toBeGreaterThanOrEqual(FIXTURE_INPUTS[file]!);
    });

    it.each(startRules(file))(
      `start rule %s: the same value or error offset as ts-pegjs's parser`,
      (rule) => {
        expect(differences(parse, reference, rule, values).map(describeDifference)).toEqual([]);
      },
      120_000,
    );
  });
