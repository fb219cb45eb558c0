// Property-based fuzzing of HTML page policies (fast-check): any HTML gives a page policy
// with positions inside it, page policies are plain data that answer the same after
// structuredClone and JSON, and parsing is deterministic. See arbitraries.ts for run counts
// and seeds (FUZZ_RUNS, FUZZ_SEED, FUZZ_PATH).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  elementPath,
  ACAP_USAGE_TYPES,
  decideAcap,
  extract,
  parseHtmlPolicy,
  parseRobotsTxt,
  type MetaUsage,
  type PagePolicy,
  type RobotsTxt,
} from "../../src/index.js";
import {
  agent,
  date,
  headers,
  htmlContent,
  htmlPage,
  parameters,
  robotsTxt,
  timeout,
  userAgent,
} from "./arbitraries.js";
import { expectInside, expectWellFormed, linesOf, yielding } from "./checks.js";

const META_USAGES: readonly MetaUsage[] = [
  "crawl",
  "index",
  "follow",
  "present-snippet",
  "archive",
  "index-images",
  "translate",
  "present-thumbnail",
];
const PAGE_URL = "https://example.com/news/a.html";
const ROBOTS = parseRobotsTxt(
  "ACAP-crawler: *\nACAP-allow-index: /\nACAP-disallow-preserve: /news/\n\nUser-agent: *\nDisallow: /private/\n\nUser-agent: googlebot\nAllow: /\n",
);
/** The HTML as the page parser reads bytes: UTF-8, invalid sequences replaced, a leading BOM dropped. */
const decodeLikeTheLibrary = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** Every position the page reports from the HTML (X-Robots-Tag items stand in the headers, not in the HTML). */
function htmlPositions(page: PagePolicy) {
  return [
    ...page.diagnostics,
    ...page.metas,
    ...page.rules.filter((r) => r.source === "meta"),
    ...page.directives.filter((d) => d.source === "meta"),
    ...page.elements,
    ...page.elements.flatMap((e) => e.rules),
    ...(page.version ? [page.version] : []),
  ];
}

describe("HTML page policies (property-based)", () => {
  it(
    "robustness: content never throws — HTML of any text or bytes gives a page policy whose positions lie inside it, and every question an answer",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          htmlContent,
          fc.boolean(),
          headers,
          userAgent,
          date,
          yielding((html, asBytes, h, ua, at) => {
            const input = asBytes ? new TextEncoder().encode(html) : html;
            const page = parseHtmlPolicy(input, { url: PAGE_URL, headers: h });
            expect(page.url).toBe(PAGE_URL);
            for (const list of [
              page.metas,
              page.rules,
              page.directives,
              page.elements,
              page.document,
              page.diagnostics,
            ])
              expect(Array.isArray(list)).toBe(true);
            expectWellFormed(page.diagnostics);
            expectInside(
              htmlPositions(page),
              linesOf(typeof input === "string" ? input : decodeLikeTheLibrary(input)),
              "page",
            );
            for (const usage of META_USAGES)
              expect(
                typeof ROBOTS.decide({ url: PAGE_URL, userAgent: ua, usage, page, at }).allowed,
              ).toBe("boolean");
            for (const usage of ACAP_USAGE_TYPES)
              expect(
                typeof decideAcap(ROBOTS, { url: PAGE_URL, userAgent: ua, usage, page, at })
                  .allowed,
              ).toBe("boolean");
            for (const element of page.elements.slice(0, 3))
              expect(
                typeof decideAcap(ROBOTS, {
                  url: PAGE_URL,
                  userAgent: ua,
                  usage: "index",
                  page,
                  at,
                  element: element.ref.id ?? element.ref,
                }).allowed,
              ).toBe("boolean");
            expect(typeof extract(page, "present").text).toBe("string");
            expect(
              typeof ROBOTS.contentUsage({ url: PAGE_URL, userAgent: ua, page, headers: h }).crawl
                .allowed,
            ).toBe("boolean");
          }),
        ),
        parameters(),
      );
    },
    timeout(60),
  );

  it(
    "determinism: parsing the same HTML twice gives deep-equal page policies",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          htmlContent,
          headers,
          yielding((html, h) => {
            expect(parseHtmlPolicy(html, { url: PAGE_URL, headers: h })).toEqual(
              parseHtmlPolicy(html, { url: PAGE_URL, headers: h }),
            );
          }),
        ),
        parameters(),
      );
    },
    timeout(30),
  );
});

/** The questions a page answers: decide() with the page, decideAcap() for the page and its elements, extract(), contentUsage(). */
function ask(
  robots: RobotsTxt,
  page: PagePolicy,
  ua: string | string[],
  at: Date,
  usages: readonly (typeof ACAP_USAGE_TYPES)[number][],
  elements: readonly (string | { path: string } | { index: number })[],
): unknown[] {
  const out: unknown[] = [];
  for (const usage of META_USAGES)
    out.push(robots.decide({ url: PAGE_URL, userAgent: ua, usage, page, at }));
  for (const usage of usages) {
    out.push(decideAcap(robots, { url: PAGE_URL, userAgent: ua, usage, page, at }));
    for (const element of elements)
      out.push(decideAcap(robots, { url: PAGE_URL, userAgent: ua, usage, page, at, element }));
    out.push(extract(page, usage, typeof ua === "string" ? { userAgent: ua } : {}));
  }
  out.push(robots.contentUsage({ url: PAGE_URL, userAgent: ua, page }));
  return out;
}

describe("page policies are plain data (property-based)", () => {
  it(
    "decisions survive structuredClone and JSON: a page from any HTML equals both copies and answers every question the same on them",
    async () => {
      const usages = fc.subarray([...ACAP_USAGE_TYPES], { minLength: 1, maxLength: 4 });
      // The robots.txt is the fixed one, or a generated file (ACAP records among its lines).
      const robots = fc.oneof(
        fc.constant(ROBOTS),
        robotsTxt.map((text) => parseRobotsTxt(text)),
      );
      await fc.assert(
        fc.asyncProperty(
          htmlPage,
          headers,
          robots,
          fc.oneof(userAgent, agent),
          date,
          usages,
          fc.array(fc.constantFrom("lead", "box", "__proto__", "missing"), { maxLength: 2 }),
          yielding((html, h, r, ua, at, us, ids) => {
            const page = parseHtmlPolicy(html, { url: PAGE_URL, headers: h });
            const elements = [
              ...page.elements
                .slice(0, 3)
                .flatMap((e) => [
                  ...(e.ref.id !== undefined ? [e.ref.id] : []),
                  { path: elementPath(page, e.ref) },
                  { index: e.ref.index },
                ]),
              ...ids,
            ];
            const original = ask(r, page, ua, at, us, elements);
            const copies: [string, PagePolicy][] = [
              ["structuredClone", structuredClone(page)],
              ["JSON round trip", JSON.parse(JSON.stringify(page)) as PagePolicy],
            ];
            for (const [how, copy] of copies) {
              // Plain data: no Maps, class instances, functions or undefined-valued properties.
              expect(copy, how).toStrictEqual(page);
              expect(ask(r, copy, ua, at, us, elements), how).toEqual(original);
            }
          }),
        ),
        parameters(),
      );
    },
    timeout(80),
  );
});
