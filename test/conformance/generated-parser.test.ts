// The generated parsers (written by scripts/peg) must accept the same language, build the
// same trees and fail at the same offsets as peggy's own output for the same grammar. The
// plain peggy parsers are built in beforeAll hooks with generous timeouts; the comparison on
// the whole corpus runs under `npm run test:corpus` (test/corpus/generated-parser.test.ts),
// here it runs on the sample in test/fixtures. Random texts: generated-parser-properties.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import peggy from "peggy";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as generatedParse } from "../../generated/robots-txt.js";
import { parse as generatedFieldParse } from "../../generated/robots-2.0.js";
import { parse as generatedStructuredFieldParse } from "../../generated/structured-fields.js";
import { parse as generatedAcapParse } from "../../generated/acap.js";
import { parse as generatedAcap2Parse } from "../../generated/acap-2.js";
import { grammarText, parserSource } from "../../scripts/grammar-text.js";
import { FIXTURES, fileNames } from "../support/corpus.js";
import {
  BUILD_TIMEOUT,
  differingFiles,
  outcome as run,
  robotsTxtReference,
} from "../support/generated-parser.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const sfTests = FIXTURES.structuredFieldTests;

describe("generated/robots-txt.ts equals a plain peggy build of grammar/robots-txt.peggy", () => {
  let reference: peggy.Parser;
  beforeAll(() => {
    reference = robotsTxtReference();
  }, BUILD_TIMEOUT);

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
    for (const text of cases)
      expect(generatedParse(text), JSON.stringify(text).slice(0, 60)).toEqual(
        reference.parse(text),
      );
  }, 60_000);

  it("on every file of the corpus sample and the non-robots sample", () => {
    const dirs = [
      { dir: FIXTURES.corpusFiles, names: fileNames(FIXTURES.corpusFiles) },
      { dir: FIXTURES.nonRobotsFiles, names: fileNames(FIXTURES.nonRobotsFiles) },
    ];
    expect(dirs[0]!.names.length).toBeGreaterThan(200);
    expect(dirs[1]!.names.length).toBeGreaterThanOrEqual(40);
    expect(differingFiles(reference, dirs)).toEqual([]);
  }, 120_000);
});

describe("generated/robots-2.0.ts equals a plain peggy build of grammar/robots-2.0.peggy", () => {
  const grammar = readFileSync(join(root, "grammar/robots-2.0.peggy"), "utf8");
  const startRules = [
    "RobotVersion",
    "VisitTime",
    "RequestRate",
    "CrawlDelay",
    "CleanParam",
  ] as const;
  let reference: peggy.Parser;
  beforeAll(() => {
    reference = peggy.generate(grammar, { allowedStartRules: [...startRules] });
  }, BUILD_TIMEOUT);
  const values = [
    "2.0.0",
    "1.0.0",
    "2.2.0",
    "2.1.3",
    "10.20.30",
    "two",
    "2.0",
    "2..0",
    "",
    "0600 0845",
    "06:00 08:45",
    "0600-0845",
    "6:00 - 8:45",
    "2200-0600",
    "25:00-26:00",
    "0600",
    "06000845",
    "0600 0845 x",
    "10/60",
    "10/10m",
    "20/1h",
    "1/5 0600-0845",
    "1/5 0600 0845",
    "3/1.5s",
    "fast",
    "10/",
    "/60",
    "10/60 junk",
    "1/1d",
    "0.5",
    "10",
    "1.",
    ".5",
    "-3",
    "1e3",
    "abc",
    "ref&utm /a/",
    "s",
    "a&b&c",
    "p /x y",
    "&&",
    "&a",
    "&& /p",
    "ツ",
    "\u0000",
    "\t2.0.0",
  ];

  it.each(startRules)(
    "start rule %s: same trees and same error offsets on valid and invalid values",
    (rule) => {
      for (const value of values)
        expect(
          run(generatedFieldParse as never, rule, value),
          `${rule} ${JSON.stringify(value)}`,
        ).toEqual(run(reference.parse as never, rule, value));
    },
    60_000,
  );
});

/** Values of the AI preference start rules (compiled into the structured-fields parser). */
const aiprefValues: Record<string, string[]> = {
  ContentUsageValue: [
    "train-ai=n",
    "/ai-ok/ train-ai=y",
    "/p",
    "/p\t \tsearch=y, ai-use=n",
    "Train-AI=n",
    "/a b c",
    "",
    "*.pdf train-ai=n",
    "/ä/ x=y",
  ],
  ContentSignalValue: [
    "search=yes, ai-train=no, ai-input=yes",
    "search=yes,ai-train=no,use=reference",
    "AI-Train = NO ,",
    "search",
    "=yes",
    "",
    "a=b,,c=d",
  ],
  TdmReservationValue: ["1", "0", " 1 ", "2", "01", "", "yes"],
};

describe("generated/structured-fields.ts (RFC 9651 with App-Directives and AI preferences compiled in) equals a plain peggy build", () => {
  // Every field value of the httpwg suite (valid and invalid), as list, dictionary and item.
  const values = readdirSync(sfTests)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) =>
      (JSON.parse(readFileSync(join(sfTests, f), "utf8")) as { raw?: string[] }[]).map((t) =>
        (t.raw ?? []).join(", "),
      ),
    );
  const appValues = [
    "examplesearch;widgets=?0",
    "/path app;x=1",
    "*;x=1",
    "*.pdf$ app;x=1 # c",
    "/x",
    "a b",
    "# c",
    'a;s="x#y" #c',
    "",
    "/ ",
    "a,",
    "/p a, b;c=(1 2)",
    ...values.slice(0, 400),
  ];

  let reference: peggy.Parser;
  beforeAll(() => {
    const { text, startRules } = parserSource("structured-fields.peggy");
    reference = peggy.generate(text, { allowedStartRules: [...startRules] });
  }, BUILD_TIMEOUT);

  it("has the suite's values", () => expect(values.length).toBeGreaterThan(1500));

  it.each(["List", "Dictionary", "Item"])(
    "structured-fields start rule %s: same trees and error offsets",
    (rule) => {
      for (const value of values)
        expect(
          run(generatedStructuredFieldParse as never, rule, value),
          `${rule} ${JSON.stringify(value)}`,
        ).toEqual(run(reference.parse as never, rule, value));
    },
    60_000,
  );

  it("app-directives start rule AppDirectivesValue: same trees and error offsets", () => {
    for (const value of appValues)
      expect(
        run(generatedStructuredFieldParse as never, "AppDirectivesValue", value),
        JSON.stringify(value),
      ).toEqual(run(reference.parse as never, "AppDirectivesValue", value));
  }, 60_000);

  it.each(Object.keys(aiprefValues))(
    "aipref start rule %s: same trees and error offsets",
    (rule) => {
      for (const value of aiprefValues[rule]!)
        expect(
          run(generatedStructuredFieldParse as never, rule, value),
          JSON.stringify(value),
        ).toEqual(run(reference.parse as never, rule, value));
    },
  );
});

describe("generated/acap.ts equals a plain peggy build of grammar/acap.peggy", () => {
  const spec = readFileSync(join(FIXTURES.specs, "000_a9f3c91b8a04b04b.txt"), "utf8");
  // Every line of the ACAP-1 text that starts with "ACAP-" (its examples), plus broken ones.
  const lines = [
    ...new Set(
      spec
        .split(/\r?\n/)
        .map((l) => l.replace(/^\[V1\.1\]\s*/, "").trim())
        .filter((l) => /^acap-/i.test(l)),
    ),
    "ACAP-allow-index:",
    "ACAP-allow-present: /x foo = bar",
    "ACAP-frobnicate: x",
    "ACAP-",
    "ACAP-allow-(x",
    "ACAP-crawler:  Some Bot  # c",
    "ACAP-allow-index: / time-limit=until-2026-02-30",
    "ACAP-allow-present: /p target-condition=ipaddressmasklist:10.1.1.0/0.0.0.255",
  ];
  let reference: peggy.Parser;
  beforeAll(() => {
    reference = peggy.generate(grammarText("acap.peggy"), { allowedStartRules: ["AcapLine"] });
  }, BUILD_TIMEOUT);

  it("has the spec's example lines", () => expect(lines.length).toBeGreaterThan(60));

  it("start rule AcapLine: same trees and error offsets", () => {
    for (const value of lines)
      expect(run(generatedAcapParse as never, "AcapLine", value), JSON.stringify(value)).toEqual(
        run(reference.parse as never, "AcapLine", value),
      );
  }, 60_000);
});

describe("generated/acap-2.ts equals a plain peggy build of grammar/acap-2.peggy", () => {
  // META contents and class values: ACAP-2's forms, qualifiers from ACAP-1's examples, broken ones.
  const qualifiers = [
    "time-limit=until-2026-02-28",
    "max-length=50-words",
    "time-limit=7-days",
    "prohibited-modification=translation",
    "foo=bar",
    "time-limit=until-2026-02-30",
  ];
  const metas = [
    "ACAP version 1.1",
    "ACAP version 1",
    "ACAP allow-index",
    "ACAP disallow-follow",
    "acap allow-present-snippet max-length=20-words",
    "ACAP news allow-index",
    "ACAP allow-preserve location=http://example.com/a",
    "ACAP",
    "ACAP allow-",
    "ACAP allow-(local)",
    "noindex",
    ...qualifiers.map((q) => `ACAP allow-present ${q}`),
    ...qualifiers.map((q) => `ACAP disallow-index ${q}`),
  ];
  const classes = [
    "the-acap:allow-index",
    "the-acap:disallow-present-snippet",
    "THE-ACAP:Allow-Follow",
    "the-acap:allow-(local)",
    "the-acap:allow",
    "the-acap:",
    "acap:allow-index",
  ];
  let reference: peggy.Parser;
  beforeAll(() => {
    reference = peggy.generate(grammarText("acap-2.peggy"), {
      allowedStartRules: ["MetaContent", "ClassValue"],
    });
  }, BUILD_TIMEOUT);

  it.each(["MetaContent", "ClassValue"])(
    "start rule %s: same trees and error offsets",
    (rule) => {
      for (const value of [...metas, ...classes])
        expect(
          run(generatedAcap2Parse as never, rule, value),
          `${rule} ${JSON.stringify(value)}`,
        ).toEqual(run(reference.parse as never, rule, value));
    },
    60_000,
  );
});
