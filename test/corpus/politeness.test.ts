// The politeness fields on the full corpus (`npm run test:corpus`): the corpus README's counts
// of Request-rate and Visit-time files, and every such line yields a value through the API or
// a diagnostic on its line (test/support/politeness-corpus.ts). test/api/politeness.test.ts
// runs the same line checks, and spot checks, on the sample in test/fixtures/corpus.
import { describe, expect, it } from "vitest";
import {
  checkRequestRateLine,
  checkVisitTimeLine,
  corpusLines,
  REQUEST_RATE,
  VISIT_TIME,
} from "../support/politeness-corpus.js";
import { SHARED } from "./shared.js";

describe("full corpus: files using Request-rate", () => {
  const { files, lines } = corpusLines(SHARED.corpusFiles, REQUEST_RATE);

  it("the README's count: 23 files use Request-rate (counted here: 23 files, 31 lines)", () => {
    expect(files).toHaveLength(23);
    expect(lines).toHaveLength(31);
  });

  it.each(lines.map((l) => [l.file, l.line, l.text.trim(), l] as const))(
    "%s:%s '%s' yields its rate through the API or a diagnostic on its line",
    (_f, _l, _t, cl) => {
      checkRequestRateLine(SHARED.corpusFiles, cl);
    },
    60_000,
  );
});

describe("full corpus: files using Visit-time", () => {
  const { files, lines } = corpusLines(SHARED.corpusFiles, VISIT_TIME);

  it("the README's count: 13 files use Visit-time (counted here: 13 files, 15 lines)", () => {
    expect(files).toHaveLength(13);
    expect(lines).toHaveLength(15);
  });

  it.each(lines.map((l) => [l.file, l.line, l.text.trim(), l] as const))(
    "%s:%s '%s' yields its window through the API or a diagnostic on its line",
    (_f, _l, _t, cl) => {
      checkVisitTimeLine(SHARED.corpusFiles, cl);
    },
    60_000,
  );
});
