// Page policies are plain data: a page policy answers every question — decide() with a page,
// decideAcap() for the page and for its elements (by id and by path), extract() — the same
// after structuredClone(page) and after JSON.parse(JSON.stringify(page)), which is how pages
// travel between workers, processes and caches.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  elementPath,
  decideAcap,
  extract,
  parseHtmlPolicy,
  parseRobotsTxt,
  type AcapUsageType,
  type PagePolicy,
} from "../../src/index.js";

const URL_ = "https://news.example/2026/11/article.html";
const article = parseHtmlPolicy(
  readFileSync(new URL("../../examples/news-article.html", import.meta.url)),
  { url: URL_, headers: { "X-Robots-Tag": "otherbot: noarchive" } },
);
const handmade = parseHtmlPolicy(
  `<html><head>
<meta name="robots" content="ACAP version 1.1">
<meta name="robots" content="ACAP allow-index must-use-resource=the-acap:extract:idlist:lead,box">
<meta name="robots" content="ACAP allow-present-snippet must-use-resource=the-acap:extract:taglist:h1,em">
<meta name="robots" content="ACAP allow-present must-use-resource=the-acap:extract:meta:description">
<meta name="description" content="A page about trams">
<meta name="googlebot" content="nosnippet, max-snippet:20">
</head><body>
<h1 id="title">Trams</h1>
<p id="lead">Lead <em>text</em>.</p>
<div id="box" class="the-acap:disallow-index"><p id="inner">Boxed <span id="deep" class="the-acap:allow-index">re-admitted</span></p></div>
<div id="__proto__" class="x">proto</div>
<div id="constructor">ctor</div>
</body></html>`,
  { url: URL_ },
);
const robots = parseRobotsTxt(
  "ACAP-crawler: *\nACAP-allow-index: /\nACAP-disallow-preserve: /2026/\n\nUser-agent: *\nDisallow: /private/\n",
);
const USAGES: readonly AcapUsageType[] = [
  "index",
  "preserve",
  "present",
  "present-snippet",
  "follow",
  "crawl",
];
const copies = (page: PagePolicy): [string, PagePolicy][] => [
  ["structuredClone", structuredClone(page)],
  ["JSON round trip", JSON.parse(JSON.stringify(page)) as PagePolicy],
];

describe.each([
  ["examples/news-article.html", article],
  ["a page with id/idlist/taglist/meta extracts and tricky ids", handmade],
])("%s", (_name, page) => {
  it("is JSON-safe data: the JSON round trip equals structuredClone", () => {
    expect(JSON.parse(JSON.stringify(page))).toEqual(structuredClone(page));
  });
  it("is plain data: both copies strictly equal the original (no Maps, class instances, functions or undefined-valued properties)", () => {
    for (const [how, copy] of copies(page)) expect(copy, how).toStrictEqual(page);
  });
  it("ACAP-2 §2.2.5 element questions by id and by path answer the same on the copies", () => {
    const ids = [
      "story",
      "agency",
      "comments",
      "photo-credit",
      "title",
      "lead",
      "box",
      "inner",
      "deep",
      "__proto__",
      "constructor",
      "missing",
    ];
    const paths = page.elements.flatMap((e) => [
      { path: elementPath(page, e.ref) },
      { index: e.ref.index },
    ]);
    for (const [how, copy] of copies(page))
      for (const usage of USAGES)
        for (const element of [...ids, ...paths]) {
          const query = { url: URL_, userAgent: "searchbot/1.0", usage, element };
          expect(
            decideAcap(robots, { ...query, page: copy }),
            `${how} ${usage} ${JSON.stringify(element)}`,
          ).toEqual(decideAcap(robots, { ...query, page }));
        }
  });
  it("ACAP-1 §2.5.3.2 extract() answers the same on the copies", () => {
    for (const [how, copy] of copies(page))
      for (const usage of USAGES)
        for (const userAgent of [undefined, "searchbot/1.0"]) {
          const options = userAgent ? { userAgent } : {};
          expect(extract(copy, usage, options), `${how} ${usage}`).toEqual(
            extract(page, usage, options),
          );
        }
  });
  it("decide() with a page (robots META without ACAP) answers the same on the copies", () => {
    for (const [how, copy] of copies(page))
      for (const usage of ["index", "follow", "present-snippet", "archive"] as const)
        for (const userAgent of ["Googlebot", "otherbot"])
          expect(
            robots.decide({ url: URL_, userAgent, usage, page: copy }),
            `${how} ${usage}`,
          ).toEqual(robots.decide({ url: URL_, userAgent, usage, page }));
  });
});

describe("the handmade page's answers (so the comparisons above compare something)", () => {
  it("an element without ACAP rules is addressable by id, even one named __proto__", () => {
    const query = { url: URL_, userAgent: "bot", usage: "index" as const, page: handmade };
    expect(decideAcap(robots, { ...query, element: "inner" })).toMatchObject({
      allowed: false,
      element: { id: "box" },
    });
    expect(decideAcap(robots, { ...query, element: "deep" })).toMatchObject({
      allowed: true,
      element: { id: "deep" },
    });
    const proto = decideAcap(robots, { ...query, element: "__proto__" });
    expect(proto).toEqual(decideAcap(robots, { ...query, element: "constructor" }));
  });
  it("extract() finds id, tag and meta targets and leaves out the prohibited box", () => {
    expect(extract(handmade, "index").elements.map((e) => e.ref.id)).toEqual(["lead", "box"]);
    expect(extract(handmade, "index").text).not.toContain("Boxed");
    expect(extract(handmade, "present-snippet").elements.map((e) => e.ref.tag)).toEqual([
      "h1",
      "em",
    ]);
    expect(extract(handmade, "present").metas).toEqual([
      { name: "description", content: "A page about trams" },
    ]);
  });
  it("a value that is not a page policy is API misuse", () => {
    expect(() => extract({} as PagePolicy, "index")).toThrow(TypeError);
  });
});

describe("deep pages stay plain data (PagePolicy.document is flat: structuredClone and JSON recurse over nesting)", () => {
  it("a page 20,000 elements deep survives both copies and answers the same by id (an element without rules) and by extract()", () => {
    const depth = 20_000;
    const deep = parseHtmlPolicy(
      `<html><head><meta name="robots" content="ACAP version 1.1"><meta name="robots" content="ACAP allow-index must-use-resource=the-acap:extract:idlist:leaf"></head><body><div class="the-acap:disallow-present">${"<div>".repeat(depth)}<span id="leaf">x</span>text`,
      { url: URL_ },
    );
    for (const [how, copy] of copies(deep)) {
      for (const usage of ["index", "present"] as const) {
        const query = { url: URL_, userAgent: "bot", usage, element: "leaf" };
        expect(decideAcap(robots, { ...query, page: copy }), `${how} ${usage}`).toEqual(
          decideAcap(robots, { ...query, page: deep }),
        );
        expect(extract(copy, usage), `${how} ${usage}`).toEqual(extract(deep, usage));
      }
    }
    expect(
      decideAcap(robots, {
        url: URL_,
        userAgent: "bot",
        usage: "present",
        page: deep,
        element: "leaf",
      }),
    ).toMatchObject({ allowed: false, rule: { source: "element" } });
    // the tree is at most 512 elements deep (src/html/tree.ts MAX_TREE_DEPTH, as Blink)
    expect(
      extract(deep, "index").elements.map((e) => elementPath(deep, e.ref).split(">").length),
    ).toEqual([512]);
  }, 60_000);
});
