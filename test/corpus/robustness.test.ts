// Robustness on the full real-world corpus (`npm run test:corpus`): ../shared/corpus/files
// (11,755 robots.txt bodies served by real sites) and ../shared/corpus-nonrobots (300 bodies
// served at /robots.txt that are not robots.txt), with the counts measured on them. See
// ../shared/corpus/README.md. The same walk runs on a sample in test/robustness/corpus.test.ts.
import { describe, expect, it } from "vitest";
import { fileNames, firstQueries, manifestNames, walkCorpus, walkNonRobots } from "../support/corpus.js";
import { SHARED } from "./shared.js";

describe("robustness: the full real-world corpus", () => {
  it("parses all 11,755 files of ../shared/corpus/files as bytes: no exception, sound diagnostics, consistent answers", () => {
    const names = fileNames(SHARED.corpusFiles);
    // A missing or partial corpus must fail here, not pass by walking nothing.
    expect(names.length).toBe(11_755);
    expect(names).toEqual(manifestNames(SHARED.corpusManifest));
    const queries = firstQueries(SHARED.corpusQueries);
    expect(queries.size).toBe(11_755);

    const w = walkCorpus(SHARED.corpusFiles, names, queries);

    expect.soft(w.walked).toBe(11_755);
    expect.soft(w.exceptions).toEqual([]);
    expect.soft(w.badDiagnostics).toEqual([]);
    expect.soft(w.withoutQuery).toEqual([]);
    expect.soft(w.inconsistent).toEqual([]);
    expect.soft(w.wrongRuleText).toEqual([]);
    expect.soft(w.lineEndingDifferences).toEqual([]);
    expect.soft(w.bomDifferences).toEqual([]);
    // corpus README: "2,175 files use CR or CRLF, 74 start with a UTF-8 BOM"; one file
    // (www.xuexi.cn, 3.7 MB) is over the 512,000-octet limit.
    expect.soft(w.crFiles).toBe(2_175);
    expect.soft(w.bomFiles).toBe(74);
    expect.soft(w.oversized).toBe(1);
    expect.soft(w.sizeLimitDiagnostics).toBe(w.oversized);
    // "invalid-utf8" exactly for the files that are not valid UTF-8 (measured: none is; one
    // file, activity.huaweicloud.com, holds literal U+FFFD characters, which are valid UTF-8)
    expect.soft(w.invalidUtf8Diagnostics).toBe(w.invalidUtf8Files);
    // measured: 11,242 of 11,755 files yield at least one rule
    expect.soft(w.withRules).toBeGreaterThan(11_000);
    // "not-robots-txt" claims no rules were found, so it must never be given to a file with rules
    // (measured: 1 file, a PHP script served as text).
    expect.soft(w.notRobotsWithRules).toBe(0);
    expect.soft(w.notRobots).toBeLessThan(10);
    // measured on queries.tsv's first URL per file: 4,355 allowed, 7,400 disallowed (rfc9309)
    expect.soft(w.allowedCount + w.disallowedCount).toBe(11_755);
    expect.soft(w.allowedCount).toBeGreaterThan(0);
    expect.soft(w.disallowedCount).toBeGreaterThan(0);
    expect.soft(w.kosterAllowed).toBeGreaterThan(0);
    expect.soft(w.kosterAllowed).toBeLessThan(11_755);
  }, 300_000);
});

describe("robustness: all bodies that are not robots.txt", () => {
  it("parses all 300 files of ../shared/corpus-nonrobots as bytes: no exception, no invented rules, markup reported", () => {
    const names = fileNames(SHARED.nonRobotsFiles);
    expect(names.length).toBe(300);

    const w = walkNonRobots(SHARED.nonRobotsFiles, names);

    expect.soft(w.walked).toBe(300);
    expect.soft(w.exceptions).toEqual([]);
    expect.soft(w.badDiagnostics).toEqual([]);
    // corpus README: "a parser must survive them, report them sensibly, and not invent rules
    // from them". Measured: all 300 yield zero rules.
    expect.soft(w.zeroRules).toBe(300);
    // measured: 258 start with "<" (HTML error pages, XML access-denied documents)
    expect.soft(w.markup).toBe(258);
    expect.soft(w.markupWithoutDiagnostic).toEqual([]);
    expect.soft(w.queried).toBe(300);
    expect.soft(w.disallowed).toEqual([]);
  }, 300_000);
});
