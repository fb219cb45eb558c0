// Conformance of the HTML reading under ACAP-2 with the WHATWG HTML standard (html.spec.whatwg.org,
// "13.2 Parsing HTML documents"): which element holds which — implied end tags (§13.2.6.3,
// §13.2.6.4.7 "The 'in body' insertion mode", the table modes §13.2.6.4.13–15), void elements
// (§13.1.2), foreign content (§13.2.6.5) — decides what a `the-acap:` class applies to;
// character references (§13.2.5.72–80) decide META content and class values; raw text, comments
// and DOCTYPE (§13.2.5) never yield tags. All through the public API.
import { describe, expect, it } from "vitest";
import {
  elementPath,
  decideAcap,
  extract,
  parseHtmlPolicy,
  parseRobotsTxt,
  type PagePolicy,
} from "../../src/index.js";

const URL_ = "https://example.com/page";
const none = parseRobotsTxt("");
const X = "the-acap:disallow-index";
const page = (body: string): PagePolicy =>
  parseHtmlPolicy(`<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`, {
    url: URL_,
  });
const raw = (html: string): PagePolicy => parseHtmlPolicy(html, { url: URL_ });
/** Whether the element with this id lies inside an element whose class prohibits indexing. */
const covered = (p: PagePolicy, id: string): boolean =>
  !decideAcap(none, { url: URL_, userAgent: "bot", usage: "index", page: p, element: id }).allowed;
const texts = (p: PagePolicy) => p.elements.map((e) => e.text);
const paths = (p: PagePolicy) => p.elements.map((e) => elementPath(p, e.ref));
const BODY = "html:nth-of-type(1)>body:nth-of-type(1)";

describe("HTML §13.2.6.4.7 'in body': start tags that close open elements", () => {
  it("HTML §13.2.6.4.7 a <p> start tag closes an open p", () => {
    const p = page(`<p class="${X}">one<p id="next">two`);
    expect(texts(p)).toEqual(["one"]);
    expect(covered(p, "next")).toBe(false);
  });
  it.each(
    "address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup main menu nav ol p pre search section summary table ul".split(
      " ",
    ),
  )("HTML §13.2.6.4.7 a <%s> start tag closes an open p in button scope", (tag) => {
    const p = page(`<p class="${X}">one<${tag} id="next">two</${tag}>`);
    expect(texts(p)).toEqual(["one"]);
    expect(covered(p, "next")).toBe(false);
  });
  it("HTML §13.2.6.4.7 <hr> (void) closes an open p too", () => {
    expect(texts(page(`<p class="${X}">one<hr>two`))).toEqual(["one"]);
  });
  it("HTML §13.2.6.4.7 phrasing start tags (span, a, b, img) do not close a p", () => {
    const p = page(
      `<p class="${X}">one<span id="s">two</span><a id="a" href="/">three</a><b id="b">four</b>`,
    );
    for (const id of ["s", "a", "b"]) expect(covered(p, id)).toBe(true);
  });
  it("HTML §13.2.4.2 a p outside a button is not in button scope: a <div> inside the button leaves it open", () => {
    const p = page(`<p class="${X}">one<button><div id="d">two</div></button>three</p>`);
    expect(covered(p, "d")).toBe(true);
    expect(texts(p)).toEqual(["one two three"]);
  });
  it("HTML §13.2.6.4.7 a p opened inside a span is still closed by <div> (the scope, not the current node)", () => {
    const p = page(`<p class="${X}">one<span>two<div id="d">three</div>`);
    expect(covered(p, "d")).toBe(false);
    expect(texts(p)).toEqual(["onetwo"]);
  });
  it("HTML §13.2.6.4.7 <li> closes an open li; a nested list keeps its outer li open", () => {
    const p = page(`<ul><li class="${X}">a<ul><li id="inner">b</ul><li id="sibling">c</ul>`);
    expect(covered(p, "inner")).toBe(true);
    expect(covered(p, "sibling")).toBe(false);
  });
  it("HTML §13.2.6.4.7 the <li> loop passes address, div and p but stops at another special element", () => {
    expect(covered(page(`<ul><li class="${X}"><div><li id="next">x</ul>`), "next")).toBe(false);
    expect(covered(page(`<ul><li class="${X}"><section><li id="next">x</ul>`), "next")).toBe(true);
  });
  it("HTML §13.2.6.4.7 <dd> and <dt> close an open dd or dt", () => {
    const p = page(`<dl><dt class="${X}">term<dd id="dd">definition<dt id="dt">term 2</dl>`);
    expect(texts(p)).toEqual(["term"]);
    expect(covered(p, "dd")).toBe(false);
    expect(covered(p, "dt")).toBe(false);
  });
  it("HTML §13.2.6.4.7 a heading start tag closes a heading that is the current node", () => {
    const p = page(`<h1 class="${X}">title<h2 id="h2">subtitle</h2>`);
    expect(texts(p)).toEqual(["title"]);
    expect(covered(p, "h2")).toBe(false);
  });
  it("HTML §13.2.6.4.7 <option> and <optgroup> close an open option", () => {
    const p = page(
      `<select><option class="${X}">a<option id="o">b<optgroup id="g"><option>c</select>`,
    );
    expect(texts(p)).toEqual(["a"]);
    expect(covered(p, "o")).toBe(false);
    expect(covered(p, "g")).toBe(false);
  });
  it("HTML §13.2.6.4.7 an <a> start tag closes an open a (the adoption agency algorithm)", () => {
    const p = page(`<a class="${X}" href="/1">one <b>bold<a id="next" href="/2">two</a>`);
    expect(texts(p)).toEqual(["one bold"]);
    expect(covered(p, "next")).toBe(false);
  });
  it("HTML §13.2.6.4.7 <rt> and <rp> close an open rt or rp inside ruby", () => {
    const p = page(`<ruby>漢<rt class="${X}">kan<rp id="rp">(</rp>字<rt id="rt">ji</rt></ruby>`);
    expect(texts(p)).toEqual(["kan"]);
    expect(covered(p, "rp")).toBe(false);
    expect(covered(p, "rt")).toBe(false);
  });
  it("HTML §13.2.6.4.14–15 a <td> closes an open cell, a <tr> closes the cell and the row", () => {
    const p = page(
      `<table><tr><td class="${X}">1<td id="cell">2<tr id="row"><td id="cell2">3</table>`,
    );
    expect(texts(p)).toEqual(["1"]);
    for (const id of ["cell", "row", "cell2"]) expect(covered(p, id)).toBe(false);
  });
  it("HTML §13.2.4.2 'in table scope': a cell of a table nested in a cell does not close the outer cell", () => {
    const p = page(
      `<table><tr><td class="${X}">outer<table><tr><td id="inner">x<td id="inner2">y</table>after<td id="next">z</table>`,
    );
    expect(covered(p, "inner")).toBe(true);
    expect(covered(p, "inner2")).toBe(true);
    expect(covered(p, "next")).toBe(false);
    expect(texts(p)).toEqual(["outer x y after"]);
  });
  it("HTML §13.2.6.4.7 a second <form> while the form element pointer is set is ignored", () => {
    const p = page(`<form id="f1"><form class="${X}" id="f2"><span id="s">x</span></form>`);
    expect(p.elements).toEqual([]);
    expect(covered(p, "s")).toBe(false);
  });
  it("HTML §13.2.6.4.4 'in head': a start tag that does not belong in head ends the head", () => {
    const p = raw(
      `<html><head><meta name="robots" content="noindex"><div class="${X}">x</div></head><body></body></html>`,
    );
    expect(paths(p)).toHaveLength(1);
    expect(paths(p)[0]).not.toContain("head");
    expect(p.rules).toMatchObject([{ kind: "disallow", usage: "index" }]);
  });
});

describe("HTML §13.2.6.4.7 'in body': end tags", () => {
  it("HTML §13.2.6.4.7 an end tag closes up to the nearest open element of that name", () => {
    const p = page(`<div class="${X}"><span><b>x</div><i id="after">y</i>`);
    expect(texts(p)).toEqual(["x"]);
    expect(covered(p, "after")).toBe(false);
  });
  it("HTML §13.2.6.4.7 an end tag with no open element of that name is ignored", () => {
    const p = page(`<div class="${X}">a</span></li></td></table>b<i id="i">c</i></div>`);
    expect(covered(p, "i")).toBe(true);
    expect(texts(p)).toEqual(["abc"]);
  });
  it("HTML §13.2.6.4.7 'any other end tag' stops at a special element: </span> does not close an open div", () => {
    const p = page(`<span class="${X}"><div>a</span><i id="i">b</i>`);
    expect(covered(p, "i")).toBe(true);
  });
  it("HTML §13.2.6.4.7 </div> out of scope (inside a table cell) is ignored", () => {
    const p = page(
      `<div><table><tr><td class="${X}">a</div><i id="i">b</i></td></tr></table></div>`,
    );
    expect(covered(p, "i")).toBe(true);
  });
  it("HTML §13.2.6.4.7 </p> with no p in button scope inserts an empty p", () => {
    const p = page(`</p><p class="${X}">x</p>`);
    expect(paths(p)).toEqual([`${BODY}>p:nth-of-type(2)`]);
  });
  it("HTML §13.2.6.4.7 </br> is a <br> start tag", () => {
    const p = page(`<div class="${X}">a</br>b</div>`);
    expect(texts(p)).toEqual(["a b"]);
    expect(paths(page(`<div>a</br>b</div><br class="${X}">`))).toEqual([
      `${BODY}>br:nth-of-type(1)`,
    ]);
  });
  it("HTML §13.2.6.4.7 </body> and </html> change the insertion mode only: later content stays in the open elements", () => {
    const p = raw(`<html><body><div class="${X}">a</body></html><i id="i">b</i>`);
    expect(covered(p, "i")).toBe(true);
    expect(extract(p, "present").text).toBe("ab");
  });
  it("HTML §13.2.6.4.7 unclosed elements close at the end of the input", () => {
    const p = page(`<div class="${X}"><p>a<span>b`);
    expect(texts(p)).toEqual(["ab"]);
  });
});

describe("HTML §13.1.2 void elements and the self-closing flag", () => {
  it.each("area base br embed hr img input link meta source track wbr param keygen".split(" "))(
    "HTML §13.1.2 <%s> never takes children",
    (tag) => {
      const p = page(`<div><${tag} class="${X}"><span id="s">x</span></div>`);
      expect(p.elements).toHaveLength(1);
      expect(p.elements[0]!.text).toBe("");
      expect(covered(p, "s")).toBe(false);
    },
  );
  it("HTML §13.2.6.4.7 'in body' a <col> start tag outside a table is ignored; in a table it is void", () => {
    expect(page(`<div><col class="${X}"><span id="s">x</span></div>`).elements).toEqual([]);
    const p = page(`<table><colgroup><col class="${X}"></colgroup><tr><td id="c">x</table>`);
    expect(p.elements).toHaveLength(1);
    expect(p.elements[0]!.text).toBe("");
    expect(covered(p, "c")).toBe(false);
  });
  it("HTML §13.2.6.4.7 <image> is read as <img>", () => {
    expect(page(`<image class="${X}">`).elements.map((e) => e.ref.tag)).toEqual(["img"]);
  });
  it("HTML §13.2.6.4.7 a self-closing '/>' on a non-void HTML element is ignored: it stays open", () => {
    const p = page(`<div class="${X}"/><span id="s">x</span>`);
    expect(covered(p, "s")).toBe(true);
  });
  it("HTML §13.2.6.5 in SVG a self-closing '/>' closes the element", () => {
    const p = page(`<svg><g class="${X}"/><path id="path"/></svg><p id="p">x</p>`);
    expect(covered(p, "path")).toBe(false);
    expect(paths(p)).toEqual([`${BODY}>svg:nth-of-type(1)>g:nth-of-type(1)`]);
  });
  it("HTML §13.2.6.5 an HTML start tag such as <p> leaves SVG content", () => {
    const p = page(`<svg class="${X}"><circle/><p id="p">x</p>`);
    expect(covered(p, "p")).toBe(false);
  });
  it("HTML §13.2.6.5 inside <foreignObject> HTML rules apply again ('/>' ignored)", () => {
    const p = page(
      `<svg><foreignObject><div class="${X}"/><span id="s">x</span></foreignObject></svg>`,
    );
    expect(covered(p, "s")).toBe(true);
  });
});

describe("HTML §13.2.5 tokenization: raw text, comments, DOCTYPE never yield tags", () => {
  it.each(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"])(
    "HTML §13.2.5 <%s> content is text, not tags",
    (tag) => {
      const p = page(
        `<${tag}><div class="${X}"><meta name="robots" content="noindex"></div></${tag}><p id="p">x</p>`,
      );
      expect(p.elements).toEqual([]);
      expect(p.metas).toEqual([]);
    },
  );
  it("HTML §13.2.6.4.7 a self-closing '/>' does not end <script>, <iframe> or <title>: what follows is their text", () => {
    for (const tag of ["script", "iframe", "title"])
      expect(page(`<${tag} src="x"/><div class="${X}">hidden</div></${tag}>`).elements).toEqual([]);
  });
  it("HTML §13.2.5.11, §13.2.5.14, §13.2.5.17 an end tag with attributes ends raw text", () => {
    expect(texts(page(`<script>var a;</script type="x"><p class="${X}">b</p>`))).toEqual(["b"]);
  });
  it("script and style text stays out of the page text; RCDATA (title, textarea) decodes references", () => {
    const p = page(
      `<p>a</p><script>var b = "<p>";</script><style>p{}</style><textarea class="${X}">&lt;c&gt; &amp; d</textarea>`,
    );
    expect(extract(p, "present").text).toBe("a <c> & d");
    expect(texts(p)).toEqual(["<c> & d"]);
  });
  it.each([
    ["a comment", `<!-- <div class="${X}">x</div> -->`],
    ["a comment ended by --!>", `<!-- a --!><!-- <div class="${X}">x</div> -->`],
    ["a bogus comment <!…>", `<!x <div class="${X}">`],
    ["a processing instruction (a bogus comment up to the first '>')", `<?xml <div class="${X}">`],
    [
      "CDATA outside foreign content (a bogus comment up to the first '>')",
      `<![CDATA[<div class="${X}">`,
    ],
    ["a DOCTYPE", `<!DOCTYPE html PUBLIC "<div class='${X}'">`],
    ["a DOCTYPE without space or name", `<!DOCTYPE><!doctypehtml>`],
  ])("HTML §13.2.5 %s is ignored", (_name, html) => {
    const p = page(`${html}<p id="after">after</p>`);
    expect(p.elements).toEqual([]);
    expect(extract(p, "present").text).toBe("after");
  });
  it("HTML §13.2.5.59 a '>' inside a DOCTYPE's quoted identifier ends the DOCTYPE (abrupt-doctype-public-identifier)", () => {
    const p = page(`<!DOCTYPE html PUBLIC "<div class='${X}'>"><p id="after">after</p>`);
    expect(p.elements).toEqual([]);
    expect(extract(p, "present").text).toBe('"> after');
  });
  it("HTML §13.2.5.43–44 '<!-->' and '<!--->' are whole (empty) comments: what follows is read", () => {
    expect(texts(page(`<!--><p class="${X}">a</p>-->`))).toEqual(["a"]);
    expect(texts(page(`<!---><p class="${X}">b</p>-->`))).toEqual(["b"]);
  });
  it("HTML §13.2.5.45 comment text does not become page text", () => {
    expect(extract(page(`<p>a<!-- hidden -->b</p>`), "present").text).toBe("ab");
  });
  it("HTML §13.2.5.8 and §13.2.5.32–40 a tag cut by the end of the input is dropped", () => {
    expect(raw(`<p>a<div class="${X}"`).elements).toEqual([]);
    expect(raw(`<meta name="robots" content="noindex`).metas).toEqual([]);
  });
});

describe("HTML §13.2.5.32–40 tag and attribute names and values", () => {
  it("HTML §13.2.5.8 and §13.2.5.33 tag and attribute names are lower-cased; values keep their case", () => {
    const p = raw(
      `<HTML><HEAD><META NAME="ROBOTS" CONTENT="NOINDEX"></HEAD><BODY><DIV CLASS="the-acap:disallow-index Box" ID="Up">x</DIV>`,
    );
    expect(p.metas).toMatchObject([{ name: "robots", content: "NOINDEX" }]);
    expect(p.elements.map((e) => e.ref)).toEqual([
      { tag: "div", id: "Up", classes: [X, "Box"], index: 7, parent: 6, nth: 1 },
    ]);
    expect(p.document[6]).toEqual({ tag: "body" });
    expect(paths(p)).toEqual(["html:nth-of-type(1)>body:nth-of-type(1)>div:nth-of-type(1)"]);
  });
  it("HTML §13.2.5.36–38 unquoted and single-quoted attribute values", () => {
    const p = page(`<p class=${X} id='a b'>x</p><meta name=robots content='noindex, nofollow'>`);
    expect(p.elements.map((e) => e.ref.id)).toEqual(["a b"]);
    expect(p.rules.map((r) => `${r.kind}-${r.usage}`)).toEqual([
      "disallow-index",
      "disallow-follow",
    ]);
  });
  it("HTML §13.2.5.38 in an unquoted value a '/' before '>' belongs to the value", () => {
    expect(page(`<meta name=robots content=noindex/>`).metas.map((m) => m.content)).toEqual([
      "noindex/",
    ]);
  });
  it("HTML §13.2.5.33 a quote that does not follow '=' is part of an attribute name: the tag still ends at '>'", () => {
    const p = page(`<a href="/x" ">Area</a><p class="${X}">b</p>`);
    expect(texts(p)).toEqual(["b"]);
    expect(extract(p, "index").text).toBe("Area");
  });
  it("HTML §13.2.5.33 of duplicate attributes the first wins", () => {
    expect(
      page(`<p class="${X}" class="the-acap:allow-index">x</p>`).elements[0]!.rules,
    ).toMatchObject([{ kind: "disallow", usage: "index" }]);
  });
});

describe("HTML §13.2.5.72–80 character references", () => {
  it("HTML §13.2.5.75–80 a numeric reference in META content: noindex&#44; nofollow", () => {
    const p = page(`<meta name="robots" content="noindex&#44; nofollow">`);
    expect(p.metas.map((m) => m.content)).toEqual(["noindex, nofollow"]);
    expect(p.rules.map((r) => `${r.kind}-${r.usage}`)).toEqual([
      "disallow-index",
      "disallow-follow",
    ]);
  });
  it("HTML §13.2.5.72–80 references in class attributes: &amp; and &#x3a;", () => {
    const p = page(`<p class="the-acap&#x3a;disallow-index a&amp;b">x</p>`);
    expect(p.elements.map((e) => e.ref.classes)).toEqual([[X, "a&b"]]);
  });
  it("HTML §13.2.5.73 in an attribute value a legacy reference followed by '=' or an alphanumeric stays as written", () => {
    expect(
      page(`<p class="${X}" id="a&amp=b&copyx&copy;">x</p>`).elements.map((e) => e.ref.id),
    ).toEqual(["a&amp=b&copyx©"]);
  });
  it("HTML §13.2.5.73 in text a legacy reference needs no semicolon (&copy), and the longest legacy prefix is used (&notit;)", () => {
    expect(texts(page(`<p class="${X}">&copy 2026 &notit; &amp= &notin;</p>`))).toEqual([
      "© 2026 ¬it; &= ∉",
    ]);
  });
  it("HTML §13.2.5.80 numeric references: windows-1252 for 0x80–0x9F, U+FFFD for 0, surrogates and beyond U+10FFFF", () => {
    expect(texts(page(`<p class="${X}">&#x80;&#150;&#0;&#xD800;&#x110000;&#65x</p>`))).toEqual([
      "€–\uFFFD\uFFFD\uFFFDAx",
    ]);
  });
  it("HTML §13.2.5.73–77 an unknown name, a bare ampersand and &# without digits stay as written", () => {
    expect(texts(page(`<p class="${X}">&bogus; a & b &#; &#x;</p>`))).toEqual([
      "&bogus; a & b &#; &#x;",
    ]);
  });
});

describe("deep pages: no recursion, no quadratic work", () => {
  it("20,000 and 40,000 nested divs parse without stack overflow, the innermost rule found, the tree 512 deep", () => {
    for (const depth of [20_000, 40_000]) {
      const p = raw(
        `<html><body>${"<div>".repeat(depth)}<span class="${X}" id="deep">x</span>text`,
      );
      expect(p.elements).toHaveLength(1);
      // the tree is at most 512 elements deep (MAX_TREE_DEPTH, as Blink's parser): deeper
      // elements hang from the open element at depth 511
      expect(paths(p)[0]!.split(">")).toHaveLength(512);
      expect(covered(p, "deep")).toBe(true);
      expect(extract(p, "index").text).toBe("text");
    }
  }, 60_000);
  it("20,000 unclosed <p>, <li> and <a> start tags close each other: the tree stays flat", () => {
    for (const tag of ["p", "li", "a"]) {
      const p = page(`${`<${tag}>x`.repeat(20_000)}<${tag} class="${X}">last`);
      expect(paths(p)).toEqual([`${BODY}>${tag}:nth-of-type(20001)`]);
    }
  }, 60_000);
  it("20,000 stray end tags with no open element of their name are ignored", () => {
    const p = page(`<div class="${X}">${"</span></b>".repeat(20_000)}<i id="i">x</i>`);
    expect(covered(p, "i")).toBe(true);
  }, 60_000);
});

describe("the tree depth limit (Blink's kMaximumHTMLParserDOMTreeDepth = 512)", () => {
  it("elements past depth 512 hang from the element at depth 511, in order, keeping their text; end tags still close the real elements", () => {
    const deep = parseHtmlPolicy(
      `<html><body>${"<div>".repeat(600)}<p class="the-acap:disallow-index" id="a">one</p><p class="the-acap:allow-index" id="b">two</p>${"</div>".repeat(600)}<p class="the-acap:disallow-follow" id="c">after</p></body></html>`,
      { url: "https://example.com/" },
    );
    const [a, b, c] = deep.elements;
    const [pathA, pathB, pathC] = paths(deep);
    expect(pathA!.split(">")).toHaveLength(512);
    expect(pathB!.split(">")).toHaveLength(512);
    expect(pathA!.endsWith("p:nth-of-type(1)")).toBe(true);
    expect(pathB!.endsWith("p:nth-of-type(2)")).toBe(true);
    // after the 600 end tags, the last p is the body's child again
    expect(pathC).toBe("html:nth-of-type(1)>body:nth-of-type(1)>p:nth-of-type(1)");
    expect(c!.text).toBe("after");
    expect(b!.text).toBe("two");
    expect(a!.text).toBe("one");
  });
});

// Issue 24: five pages where a reader that skips the standard's tree-building rules puts a
// permission on the wrong element. Each answers as the tree the standard builds says.
describe("ACAP-2 §2.2.5 and robots META on the tree the HTML standard builds (issue 24)", () => {
  const P = "the-acap:disallow-present";
  const present = (p: PagePolicy, element?: string) =>
    decideAcap(none, {
      url: URL_,
      userAgent: "bot",
      usage: "present",
      page: p,
      ...(element !== undefined ? { element } : {}),
    }).allowed;
  it("HTML §13.2.6.4.7 the adoption agency algorithm: text after </b> inside the p is outside the b, so it may be presented", () => {
    const p = raw(`<b class="${P}"><p id="own">Agency copy.</b> Our own text.</p>`);
    // The b stays empty before the p; a copy of it inside the p holds "Agency copy.".
    expect(paths(p)).toEqual([
      "html:nth-of-type(1)>body:nth-of-type(1)>b:nth-of-type(1)",
      "html:nth-of-type(1)>body:nth-of-type(1)>p:nth-of-type(1)>b:nth-of-type(1)",
    ]);
    expect(texts(p)).toEqual(["", "Agency copy."]);
    expect(present(p, "own")).toBe(true);
    expect(extract(p, "present").text).toBe("Our own text.");
  });
  it("HTML §13.2.4.3 formatting elements are reopened: the next paragraph's text is inside a copy of the <font>, so it may not be presented", () => {
    const p = raw(`<p><font class="${P}">Agency copy.<p id="more">More agency copy.</font>`);
    expect(texts(p)).toEqual(["Agency copy.", "More agency copy."]);
    expect(p.elements.map((e) => [e.line, e.column])).toEqual([
      [1, 4],
      [1, 4],
    ]);
    expect(extract(p, "present").text).toBe("");
  });
  it("HTML §13.2.6.1 foster parenting: a stray <p> inside a table is moved before the table, out of its prohibition", () => {
    const p = raw(
      `<table class="${P}"><p id="stray">Stray text.</p><tr><td id="cell">Cell.</td></tr></table>`,
    );
    expect(texts(p)).toEqual(["Cell."]);
    expect(present(p, "stray")).toBe(true);
    expect(present(p, "cell")).toBe(false);
    expect(extract(p, "present").text).toBe("Stray text.");
  });
  it("HTML §13.2.6.4.7 quirks mode: without a DOCTYPE a <table> does not close the p, so the table's text stays prohibited", () => {
    const body = `<p class="${P}">Agency.<table><tr><td id="cell">Table text.</td></tr></table>`;
    const quirks = raw(body);
    expect(texts(quirks)).toEqual(["Agency. Table text."]);
    expect(present(quirks, "cell")).toBe(false);
    expect(extract(quirks, "present").text).toBe("");
    // With a DOCTYPE (no-quirks mode) the table closes the p: its text may be presented.
    const standard = raw(`<!DOCTYPE html>${body}`);
    expect(texts(standard)).toEqual(["Agency."]);
    expect(present(standard, "cell")).toBe(true);
    expect(extract(standard, "present").text).toBe("Table text.");
  });
  it('HTML §13.2.5.4–§13.2.5.28 script data: <meta> inside "<!--<script></script>" within a script is script text, not a robots directive', () => {
    const p = raw(
      `<html><head><script><!--<script></script><meta name="robots" content="noindex"></script></head><body>x</body></html>`,
    );
    expect(p.metas).toEqual([]);
    expect(p.directives).toEqual([]);
    expect(none.decide({ url: URL_, userAgent: "bot", usage: "index", page: p }).allowed).toBe(
      true,
    );
    // The same META outside the script is a directive.
    const real = raw(
      `<html><head><script></script><meta name="robots" content="noindex"></head><body>x</body></html>`,
    );
    expect(real.directives.map((d) => d.name)).toEqual(["noindex"]);
    expect(none.decide({ url: URL_, userAgent: "bot", usage: "index", page: real }).allowed).toBe(
      false,
    );
  });
});

describe("how the page is read: scripting off, a byte order mark, attributes of repeated <body> tags", () => {
  it("HTML §13.2.6.4.5 'in head noscript': scripting is off (a crawler runs no script), so a META tag in <noscript> is read", () => {
    const p = raw(
      `<html><head><noscript><meta name="robots" content="noindex"></noscript></head><body><noscript><p class="${X}">x</p></noscript></body></html>`,
    );
    expect(p.directives.map((d) => d.name)).toEqual(["noindex"]);
    expect(texts(p)).toEqual(["x"]);
  });
  it("Encoding §6 'decode': a leading byte order mark is dropped, also from a string: the META stays in <head>, positions count it", () => {
    const p = raw(`\uFEFF<!DOCTYPE html><html><head><meta name="robots" content="noindex">`);
    expect(p.directives).toMatchObject([{ name: "noindex", line: 1, column: 29 }]);
    expect(p.diagnostics).toEqual([]);
  });
  it("HTML §13.2.6.4.7 a second <body> tag gives the body the attributes it lacks: its class is read, at that tag", () => {
    const p = raw(`<p>a</p>\n<body class="${X}" id="b">`);
    expect(p.elements).toMatchObject([
      { ref: { tag: "body", id: "b", classes: [X] }, line: 2, column: 1, text: "a" },
    ]);
    const first = raw(`<body id="a"><p>a</p><body class="${X}" id="b">`);
    expect(first.elements).toMatchObject([{ ref: { tag: "body", id: "a", classes: [X] } }]);
  });
});
