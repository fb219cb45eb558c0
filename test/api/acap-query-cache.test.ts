// decideAcap reads each tier of a file once and keeps it per file (src/acap/query-cache.ts,
// issue 16: a query must not cost the whole file). These tests ask one parsed file many
// questions — more crawlers, purposes and `understands` than the cache keeps — and compare
// every answer with the answer of a file parsed afresh for that one question.
import { describe, expect, it } from "vitest";
import { decideAcap, parseRobotsTxt, type AcapDecideQuery } from "../../src/index.js";

const records = Array.from(
  { length: 40 },
  (_, i) =>
    `ACAP-crawler: bot${i}\nACAP-usage-purpose: purpose${i % 3}\nACAP-disallow-index: /p${i}/\nACAP-allow-index: /a${i}/ time-limit=7-days\nACAP-disallow-present: /b${i}/*.html$\n`,
).join("\n");
const star = `ACAP-crawler: *\n${Array.from(
  { length: 120 },
  (_, i) =>
    `ACAP-allow-index: /s${i}/*.html$\nACAP-disallow-index: /s${i}/\nACAP-disallow-present-snippet: /t${i}\n`,
).join("")}ACAP-disallow-other: /o/\n`;
const TEXT = `ACAP-resource-set: (set) /r1/ /r2/*x\n${records}\n${star}ACAP-crawler: *\nACAP-allow-preserve: the-acap:resource-set:set\n`;

const queries: AcapDecideQuery[] = [];
for (let i = 0; i < 300; i++)
  queries.push({
    url: [
      `/a${i % 40}/x`,
      `/s${i % 120}/y.html`,
      `/s${i % 120}/`,
      `/b${i % 40}/z.html`,
      "/o/q",
      "/r2/ax",
    ][i % 6]!,
    userAgent: i % 7 === 0 ? [`zz${i}`, `bot${i % 40}`] : `bot${i % 50}/1.0`,
    usage: (["index", "present", "present-snippet", "other", "preserve", "crawl"] as const)[i % 6]!,
    at: new Date(0),
    ...(i % 4 === 1 ? { purpose: `purpose${i % 5}` } : {}),
    ...(i % 5 === 2 ? { understands: { qualifiers: i % 2 ? [] : ["time-limit"] } } : {}),
    ...(i % 9 === 3 ? { understands: { usageTypes: ["index", "crawl"] } } : {}),
  });

describe("decideAcap: answers from the per-file tiers are the answers of a fresh file", () => {
  it("300 questions (crawlers, purposes, understands beyond the cache bounds), asked twice", () => {
    const shared = parseRobotsTxt(TEXT);
    for (const round of [1, 2])
      for (const query of queries)
        expect(decideAcap(shared, query), `round ${round}: ${JSON.stringify(query)}`).toEqual(
          decideAcap(parseRobotsTxt(TEXT), query),
        );
  });

  it("files without ACAP records answer without a cache (they share one frozen policy)", () => {
    const a = parseRobotsTxt("User-agent: *\nDisallow: /x\n");
    const b = parseRobotsTxt("User-agent: *\nAllow: /\n");
    expect(a.policy.acap).toBe(b.policy.acap);
    expect(decideAcap(a, { url: "/x", userAgent: "bot", usage: "crawl" }).allowed).toBe(false);
    expect(decideAcap(b, { url: "/x", userAgent: "bot", usage: "crawl" }).allowed).toBe(true);
    expect(decideAcap(a, { url: "/x", userAgent: "bot", usage: "index" }).reason).toBe(
      "no-matching-field",
    );
  });
});
