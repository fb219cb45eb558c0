// Robustness on real data, on the sample in test/fixtures/corpus (robots.txt bodies served by
// real sites, chosen to cover the odd cases: see its README.md) and test/fixtures/corpus-nonrobots
// (bodies served at /robots.txt that are not robots.txt). The full corpus, with its measured
// counts, runs under `npm run test:corpus` (test/corpus/robustness.test.ts). The walk and the
// rules it checks are in test/support/corpus.ts.
import { describe, expect, it } from "vitest";
import {
  FIXTURES,
  expectSoundWalk,
  fileNames,
  firstQueries,
  manifestNames,
  walkCorpus,
  walkNonRobots,
} from "../support/corpus.js";

describe("robustness: the real-world corpus sample", () => {
  it("parses every file of test/fixtures/corpus as bytes: no exception, sound diagnostics, consistent answers", () => {
    const names = fileNames(FIXTURES.corpusFiles);
    // A missing or partial sample must fail here, not pass by walking nothing.
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual(manifestNames(FIXTURES.corpusManifest));
    const queries = firstQueries(FIXTURES.corpusQueries);
    expect([...queries.keys()].sort()).toEqual(names);

    const w = walkCorpus(FIXTURES.corpusFiles, names, queries);

    expectSoundWalk(w, names.length);
    // The sample holds CR-only, CRLF and mixed files, BOM files, and one file over the
    // 512,000-octet limit (a prefix of www.xuexi.cn): each check above ran on some file.
    expect.soft(w.crFiles).toBeGreaterThanOrEqual(20);
    expect.soft(w.bomFiles).toBeGreaterThanOrEqual(5);
    expect.soft(w.oversized).toBe(1);
    // Most files yield at least one rule (full corpus: 11,242 of 11,755).
    expect.soft(w.withRules).toBeGreaterThan(names.length * 0.8);
    expect.soft(w.notRobots).toBeLessThan(10);
  }, 60_000);
});

describe("robustness: bodies that are not robots.txt (sample)", () => {
  it("parses every file of test/fixtures/corpus-nonrobots as bytes: no exception, no invented rules, markup reported", () => {
    const names = fileNames(FIXTURES.nonRobotsFiles);
    expect(names.length).toBeGreaterThanOrEqual(40);

    const w = walkNonRobots(FIXTURES.nonRobotsFiles, names);

    expect.soft(w.walked).toBe(names.length);
    expect.soft(w.exceptions).toEqual([]);
    expect.soft(w.badDiagnostics).toEqual([]);
    // corpus README: "a parser must survive them, report them sensibly, and not invent rules
    // from them".
    expect.soft(w.zeroRules).toBe(names.length);
    // the sample holds both markup (HTML, XML) and plain-text bodies
    expect.soft(w.markup).toBeGreaterThan(0);
    expect.soft(w.markup).toBeLessThan(names.length);
    expect.soft(w.markupWithoutDiagnostic).toEqual([]);
    expect.soft(w.queried).toBe(names.length);
    expect.soft(w.disallowed).toEqual([]);
  }, 60_000);
});
