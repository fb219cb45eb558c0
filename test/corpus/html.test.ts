// ACAP-2 on all 300 bodies of ../shared/corpus-nonrobots (real HTML error pages served at
// /robots.txt), read as text and as bytes (`npm run test:corpus`). The default suite runs the
// same checks on a sample (test/robustness/html.test.ts, test/conformance/acap-2.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHtmlPolicy, type PagePolicy } from "../../src/index.js";
import { fileNames } from "../support/corpus.js";
import { expectSoundPage } from "../support/html.js";
import { SHARED } from "./shared.js";

describe("ACAP-2 robustness on the full non-robots corpus", () => {
  it("every file of ../shared/corpus-nonrobots (300 real HTML error pages) gives a policy, from text and from bytes", () => {
    const files = fileNames(SHARED.nonRobotsFiles);
    expect(files).toHaveLength(300);
    for (const file of files) {
      const bytes = readFileSync(join(SHARED.nonRobotsFiles, file));
      const html = bytes.toString("utf8");
      expectSoundPage(parseHtmlPolicy(html, { url: "https://example.com/page" }), html);
      let page: PagePolicy | undefined;
      expect(
        () => (page = parseHtmlPolicy(bytes, { url: "https://example.com/missing" })),
        file,
      ).not.toThrow();
      expectSoundPage(page!, html);
    }
  }, 300_000);
});
