// Robustness on the full real-world corpus (`npm run test:corpus`): ../shared/corpus/files
// (11,755 robots.txt bodies served by real sites) and ../shared/corpus-nonrobots (300 bodies
// served at /robots.txt that are not robots.txt), with the counts measured on them. See
// ../shared/corpus/README.md. The same walk runs on a sample in test/robustness/corpus.test.ts.
import { describe, expect, it } from "vitest";
import {
  expectSoundWalk,
  fileNames,
  firstQueries,
  manifestNames,
  walkCorpus,
  walkNonRobots,
} from "../support/corpus.js";
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

    expectSoundWalk(w, 11_755);
    // corpus README: "2,175 files use CR or CRLF, 74 start with a UTF-8 BOM"; one file
    // (www.xuexi.cn, 3.7 MB) is over the 512,000-octet limit. No file is invalid UTF-8 (one,
    // activity.huaweicloud.com, holds literal U+FFFD characters, which are valid UTF-8).
    expect.soft(w.crFiles).toBe(2_175);
    expect.soft(w.bomFiles).toBe(74);
    expect.soft(w.oversized).toBe(1);
    expect.soft(w.invalidUtf8Files).toBe(0);
    // measured: 11,242 of 11,755 files yield at least one rule
    expect.soft(w.withRules).toBeGreaterThan(11_000);
    // measured: 1 file is read as "not-robots-txt", a PHP script served as text
    expect.soft(w.notRobots).toBeLessThan(10);
    // measured on queries.tsv's first URL per file: 4,355 allowed, 7,400 disallowed (rfc9309)
    expect.soft(w.allowedCount).toBeGreaterThan(4_000);
    expect.soft(w.disallowedCount).toBeGreaterThan(7_000);
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
