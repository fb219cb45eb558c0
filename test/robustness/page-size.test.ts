// Issue 24, per-element amplification: a page policy's size is linear in the page. A directive
// quotes only itself (with `tag`, the index of the META tag or header value it is written in),
// not its tag's whole content; an element keeps its parent index and position, not its path,
// and not its text (elementText reads it). Structural bounds only: sizes of results, no timing.
import { describe, expect, it } from "vitest";
import {
  decideAcap,
  elementText,
  parseHtmlPolicy,
  parseRobotsTxt,
  type PagePolicy,
} from "../../src/index.js";

const URL_ = "https://example.com/page";
const none = parseRobotsTxt("");
const jsonSize = (page: PagePolicy) => JSON.stringify(page).length;
const alternating = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 2 === 0 ? "noindex" : "nofollow")).join(", ");
const distinct = (n: number) => Array.from({ length: n }, (_, i) => `max-snippet:${i}`).join(", ");
const metaPage = (content: string) =>
  `<html><head><meta name="robots" content="${content}"></head><body>x</body></html>`;
const nestedPage = (n: number) =>
  `<html><body>${'<div class="the-acap:disallow-index">w '.repeat(n)}x${"</div>".repeat(n)}</body></html>`;

describe("robots META (ACAP-2 §2.2): a directive quotes itself, not its tag's content", () => {
  it("robots META 100,000 blanks then 12,500 directives in one tag: the policy's JSON is within 4× the page", () => {
    const html = metaPage(`${" ".repeat(100_000)}${alternating(12_500)}`);
    const page = parseHtmlPolicy(html, { url: URL_ });
    // Was 12,500 × the content (over V8's longest string, 512 MB).
    expect(jsonSize(page)).toBeLessThan(4 * html.length);
    expect(page.directives.map((d) => d.text)).toEqual(["noindex", "nofollow"]);
    expect(none.decide({ url: URL_, userAgent: "bot", usage: "index", page }).allowed).toBe(false);
  });
  it("robots META 12,500 distinct directives in one tag: each once, and the JSON grows linearly with them", () => {
    const [small, large] = [6_250, 12_500].map((n) =>
      parseHtmlPolicy(metaPage(`${" ".repeat(100_000)}${distinct(n)}`), { url: URL_ }),
    );
    expect(large!.directives).toHaveLength(12_500);
    expect(large!.directives[12_499]).toMatchObject({
      name: "max-snippet",
      value: "12499",
      text: "max-snippet:12499",
      tag: 0,
    });
    // Twice the directives, at most twice the JSON beyond the blanks (quoting the content made
    // it four times).
    const base = jsonSize(parseHtmlPolicy(metaPage(" ".repeat(100_000)), { url: URL_ }));
    expect((jsonSize(large!) - base) / (jsonSize(small!) - base)).toBeLessThan(2.1);
    expect(jsonSize(large!)).toBeLessThan(
      8 * metaPage(`${" ".repeat(100_000)}${distinct(12_500)}`).length,
    );
  });
  it("X-Robots-Tag 100,000 blanks then 12,500 directives: each directive quotes itself, at its column in the value", () => {
    const header = `${" ".repeat(100_000)}${distinct(12_500)}`;
    const page = parseHtmlPolicy("<p>x</p>", { url: URL_, headers: { "X-Robots-Tag": header } });
    expect(jsonSize(page)).toBeLessThan(8 * header.length);
    const last = page.directives[12_499]!;
    expect([last.text, last.tag, last.line, last.column]).toEqual([
      "max-snippet:12499",
      0,
      1,
      header.lastIndexOf("max-snippet") + 1,
    ]);
  });
  it("robots META 62,500 noindex META tags: one directive each, pointing at its tag", () => {
    const page = parseHtmlPolicy(
      `<html><head>${'<meta name="robots" content="noindex">'.repeat(62_500)}</head></html>`,
      { url: URL_ },
    );
    expect(page.directives).toHaveLength(62_500);
    expect(page.directives.every((d, i) => d.tag === i && d.text === "noindex")).toBe(true);
    expect(page.metas).toHaveLength(62_500);
  });
});

describe("ACAP-2 §2.2.5 element-level rules: a page policy linear in nesting", () => {
  it("ACAP-2 §2.2.5 16,000 nested the-acap: divs: each with a word: the policy's JSON is linear (element texts made it quadratic)", () => {
    const [small, large] = [8_000, 16_000].map((n) =>
      parseHtmlPolicy(nestedPage(n), { url: URL_ }),
    );
    expect(large!.elements).toHaveLength(16_000);
    expect(jsonSize(large!) / jsonSize(small!)).toBeLessThan(2.1);
    expect(jsonSize(large!)).toBeLessThan(8 * nestedPage(16_000).length);
    // Each div's text holds its descendants' (16,000 words for the outermost): read when asked
    // for, not kept per element.
    const inner = large!.elements[15_999]!.ref;
    expect(elementText(large!, inner)).toBe("w x");
    expect(elementText(large!, large!.elements[0]!.ref)).toBe(`${"w ".repeat(16_000)}x`);
    expect(
      decideAcap(none, {
        url: URL_,
        userAgent: "bot",
        usage: "index",
        page: large!,
        element: inner,
      }).allowed,
    ).toBe(false);
  });
  it("ACAP-2 §2.2.5 elementText gives the element's text: descendants' text, script and style left out, words apart at blocks", () => {
    const page = parseHtmlPolicy(
      `<div id="a" class="the-acap:disallow-present">One <b>bold</b><script>var s;</script><style>p{}</style><p>Two &amp; three</p></div><div id="b" class="the-acap:allow-index"></div>`,
      { url: URL_ },
    );
    expect(page.elements.map((e) => elementText(page, e.ref))).toEqual([
      "One bold Two & three",
      "",
    ]);
    expect(() => elementText(page, { index: 10_000 })).toThrow(RangeError);
    expect(() => elementText({} as PagePolicy, { index: 1 })).toThrow(TypeError);
  });
  it("HTML §13.2.4.3 copies of a formatting element (reopened in each paragraph) refer to it: one element, its copies excluded with it", () => {
    const n = 2_000;
    const page = parseHtmlPolicy(`<p><b class="the-acap:disallow-present">x${"<p>x".repeat(n)}`, {
      url: URL_,
    });
    expect(page.elements).toHaveLength(1);
    const copies = page.document.filter(
      (node) => typeof node === "object" && node !== null && node.copyOf !== undefined,
    );
    expect(copies).toHaveLength(n);
    expect(
      copies.every(
        (c) => JSON.stringify(c) === `{"tag":"b","copyOf":${page.elements[0]!.ref.index}}`,
      ),
    ).toBe(true);
    const excluded = decideAcap(none, {
      url: URL_,
      userAgent: "bot",
      usage: "present",
      page,
    }).excludedElements!;
    expect(excluded).toHaveLength(n + 1);
    expect(excluded.every((e) => e.classes[0] === "the-acap:disallow-present")).toBe(true);
  });
});
