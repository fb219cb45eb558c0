// generated/robots-txt.ts (written by scripts/peg) builds the same trees as a plain peggy
// build of grammar/robots-txt.peggy on every file of the full corpus and the
// non-robots corpus (`npm run test:corpus`). test/conformance/generated-parser.test.ts runs the
// same comparison on the sample, and on hand-made edge cases.
import type peggy from "peggy";
import { beforeAll, describe, expect, it } from "vitest";
import { fileNames } from "../support/corpus.js";
import { BUILD_TIMEOUT, differingFiles, robotsTxtReference } from "../support/generated-parser.js";
import { SHARED } from "./shared.js";

describe("generated/robots-txt.ts equals a plain peggy build on the full corpus", () => {
  let reference: peggy.Parser;
  beforeAll(() => {
    reference = robotsTxtReference();
  }, BUILD_TIMEOUT);

  it("on every file of the corpus and the non-robots corpus", () => {
    const dirs = [
      { dir: SHARED.corpusFiles, names: fileNames(SHARED.corpusFiles) },
      { dir: SHARED.nonRobotsFiles, names: fileNames(SHARED.nonRobotsFiles) },
    ];
    expect(dirs[0]!.names.length + dirs[1]!.names.length).toBe(11_755 + 300);
    expect(differingFiles(reference, dirs)).toEqual([]);
  }, 300_000);
});
