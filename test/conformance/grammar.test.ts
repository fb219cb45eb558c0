// The line grammar (grammar/robots-txt.peggy): positive and negative cases for each rule,
// on the raw tree (src/rfc9309/parse-raw.ts) and on what the public API reports for it.
//
// The grammar transcribes RFC 9309 §2.2 (ABNF) and KOSTER-1996 §3.3 (formal syntax), made
// line-oriented and lenient as RFC 9309 §2.3.1.5 asks ("a bad line is skipped, never
// fatal"): every physical line becomes exactly one node.
//
// The raw node contract these tests hold the parser to (src/rfc9309/raw.ts):
//   user-agent / allow / disallow / field: { name (as written), colon,
//     value (trimmed, comment removed), valueOffset, start, end }
//   comment: { text, start, end }
//   blank: {} (one frozen node for every blank line: it says nothing else)
//   invalid: { expected: "colon" | "field-name", errorOffset, start, end }
// Offsets are UTF-16 indices into the text; `end` excludes the line break. Which
// spelling is a typo, and what a trailing comment said, are not kept in the raw tree: the
// lowering reports typos ("field-name-typo"), and comments carry no meaning.
import { prng } from "../support/prng.js";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import { parseRawRobotsTxt } from "../../src/rfc9309/parse-raw.js";

interface Span {
  readonly start: number;
  readonly end: number;
}
type KeyedType = "user-agent" | "allow" | "disallow" | "field";
interface KeyedNode {
  readonly type: KeyedType;
  readonly name: string;
  readonly colon: boolean;
  readonly value: string;
  readonly valueOffset: number;
  readonly start: number;
  readonly end: number;
}
interface CommentNode {
  readonly type: "comment";
  readonly text: string;
  readonly start: number;
  readonly end: number;
}
interface BlankNode {
  readonly type: "blank";
}
interface InvalidNode {
  readonly type: "invalid";
  readonly expected: "colon" | "field-name";
  readonly errorOffset: number;
  readonly start: number;
  readonly end: number;
}
type Node = KeyedNode | CommentNode | BlankNode | InvalidNode;

function parse(text: string): { readonly bom: boolean; readonly lines: readonly Node[] } {
  const raw = parseRawRobotsTxt(text);
  return { bom: raw.bom, lines: raw.lines as unknown as readonly Node[] };
}

/** The single node of a one-line text. */
function only(text: string): Node {
  const { lines } = parse(text);
  expect(lines, JSON.stringify(text)).toHaveLength(1);
  return lines[0]!;
}

function keyed(text: string): KeyedNode {
  const node = only(text);
  expect(["user-agent", "allow", "disallow", "field"], JSON.stringify(text)).toContain(node.type);
  return node as KeyedNode;
}

/** The core fields every implementation of the contract carries. */
function core(node: Node): Record<string, unknown> {
  if (node.type === "comment") return { type: node.type, text: node.text };
  if (node.type === "blank") return { type: node.type };
  if (node.type === "invalid")
    return { type: node.type, expected: node.expected, errorOffset: node.errorOffset };
  return {
    type: node.type,
    name: node.name,
    colon: node.colon,
    value: node.value,
    valueOffset: node.valueOffset,
  };
}

/** A node's span; a blank line has none (see blankSpan). */
function spanOf(node: Node): Span | "blank" {
  return node.type === "blank" ? "blank" : { start: node.start, end: node.end };
}

/** What spanOf gives for the physical line [start, end) of `text`: "blank" when it holds only SP and HTAB. */
function blankSpan(text: string, span: Span): Span | "blank" {
  return /^[ \t]*$/.test(text.slice(span.start, span.end)) ? "blank" : span;
}

/** Physical lines of a text: CRLF, CR or LF end a line; an empty text after the last break is no line. */
function physicalLines(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  if (start < text.length) out.push({ start, end: text.length });
  return out;
}

// RFC 9309 §2.2: disallowrule = *WS "disallow" *WS ":" *WS (path-pattern / empty-pattern) EOL
// KOSTER-1996 §3.3: disallowline = "Disallow" ":" *space path [comment] CRLF
describe("grammar: disallow lines (RFC 9309 §2.2 disallowrule, KOSTER-1996 §3.3 disallowline)", () => {
  it("RFC 9309 §2.2: 'Disallow: /x' is a disallow line", () => {
    expect(core(only("Disallow: /x"))).toEqual({
      type: "disallow",
      name: "Disallow",
      colon: true,
      value: "/x",
      valueOffset: 10,
    });
  });

  it.each(["disallow", "DISALLOW", "DisAllow", "dISALLOW"])(
    "RFC 9309 §2.2: field names are case-insensitive: '%s: /x'",
    (name) => {
      expect(core(only(`${name}: /x`))).toEqual({
        type: "disallow",
        name,
        colon: true,
        value: "/x",
        valueOffset: name.length + 2,
      });
    },
  );

  it("RFC 9309 §2.2: white space (SP, HTAB) before the name, around the colon and after the value", () => {
    const text = "  \tDisallow \t:\t /x y \t# c";
    expect(core(only(text))).toEqual({
      type: "disallow",
      name: "Disallow",
      colon: true,
      value: "/x y",
      valueOffset: text.indexOf("/x y"),
    });
  });

  it("RFC 9309 §2.2: no white space at all: 'Disallow:/x'", () => {
    expect(core(only("Disallow:/x"))).toEqual({
      type: "disallow",
      name: "Disallow",
      colon: true,
      value: "/x",
      valueOffset: 9,
    });
  });

  it.each([
    ["Disallow:", 9],
    ["Disallow:   ", 12],
    ["Disallow: # nothing", 10],
    ["Disallow:#", 9],
  ])("RFC 9309 §2.2 empty-pattern: %j has the empty value", (text, valueOffset) => {
    expect(core(only(text))).toEqual({
      type: "disallow",
      name: "Disallow",
      colon: true,
      value: "",
      valueOffset,
    });
  });

  it.each([
    ["Disallow: /a#b", "/a"],
    ["Disallow: /a #b", "/a"],
    ["Disallow: /a\t#\tb # c", "/a"],
    ["Disallow: #/a", ""],
  ])("RFC 9309 §2.2: '#' inside a value starts a comment: %j has value %j", (text, value) => {
    expect((only(text) as KeyedNode).value).toBe(value);
  });

  it.each([
    ["Disallow: /a b", "/a b"],
    ["Disallow: /a:b", "/a:b"],
    ["Disallow: /a\t \tb", "/a\t \tb"],
    ["Disallow: *.gif$", "*.gif$"],
    ["Disallow: /ä/ツ/😀", "/ä/ツ/😀"],
  ])("KOSTER-1996 §3.3 value = <any CHAR except CR or LF or '#'>: %j keeps %j", (text, value) => {
    expect((only(text) as KeyedNode).value).toBe(value);
  });

  it.each([
    ["Disallowed: /x", "field", "Disallowed"],
    ["Disallow-all: /x", "field", "Disallow-all"],
    ["Disallow_: /x", "field", "Disallow_"],
  ])("negative: %j is not a disallow line (another field name)", (text, type, name) => {
    const node = only(text);
    expect(node.type).toBe(type);
    expect((node as KeyedNode).name).toBe(name);
  });

  it("negative: 'Dis allow: /x' is no disallow line: a colon is expected after 'Dis '", () => {
    expect(core(only("Dis allow: /x"))).toEqual({
      type: "invalid",
      expected: "colon",
      errorOffset: 4,
    });
  });
});

// RFC 9309 §2.2: allowrule = *WS "allow" *WS ":" *WS (path-pattern / empty-pattern) EOL
// KOSTER-1996 §3.3: allowline = "Allow" ":" *space rpath [comment] CRLF
describe("grammar: allow lines (RFC 9309 §2.2 allowrule, KOSTER-1996 §3.3 allowline)", () => {
  it.each([
    ["Allow: /x", "Allow", "/x", 7],
    ["ALLOW:/x", "ALLOW", "/x", 6],
    ["allow :  /x", "allow", "/x", 9],
    ["\t allow\t:\t/x/y # c", "allow", "/x/y", 10],
    ["Allow:", "Allow", "", 6],
  ])("RFC 9309 §2.2: %j is an allow line", (text, name, value, valueOffset) => {
    expect(core(only(text))).toEqual({ type: "allow", name, colon: true, value, valueOffset });
  });

  it.each([
    ["Allowed: /x", "Allowed"],
    ["Alow: /x", "Alow"],
    ["Allow-this: /x", "Allow-this"],
  ])("negative: %j is not an allow line", (text, name) => {
    expect(core(only(text))).toMatchObject({ type: "field", name });
  });
});

// RFC 9309 §2.2: startgroupline = *WS "user-agent" *WS ":" *WS product-token EOL
// KOSTER-1996 §3.3: agentline = "User-agent:" *space agent [comment] CRLF
describe("grammar: user-agent lines (RFC 9309 §2.2 startgroupline, KOSTER-1996 §3.3 agentline)", () => {
  it.each([
    ["User-agent: *", "User-agent", "*"],
    ["USER-AGENT: FooBot", "USER-AGENT", "FooBot"],
    ["user-agent:FooBot", "user-agent", "FooBot"],
    ["User-Agent: * foo", "User-Agent", "* foo"],
    [
      "User-agent: Googlebot/2.1 (+http://www.google.com/bot.html)",
      "User-agent",
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
    ],
    ["User-agent: FigTree # the fig tree robot", "User-agent", "FigTree"],
  ])("RFC 9309 §2.2: %j is a user-agent line with the whole value kept", (text, name, value) => {
    expect(core(only(text))).toEqual({
      type: "user-agent",
      name,
      colon: true,
      value,
      valueOffset: text.indexOf(value),
    });
  });

  it.each([
    ["User-agents: x", "User-agents"],
    ["User_agent: x", "User_agent"],
    ["Agent: x", "Agent"],
  ])("negative: %j is not a user-agent line", (text, name) => {
    expect(core(only(text))).toMatchObject({ type: "field", name });
  });

  it("negative: 'User  agent: x' (two spaces) is no typo spelling: a colon is expected after 'User  '", () => {
    expect(core(only("User  agent: x"))).toEqual({
      type: "invalid",
      expected: "colon",
      errorOffset: 6,
    });
  });
});

// RFC 9309 §2.2.4 (rfc9309-notes.md): "Other records (`sitemap`, `crawl-delay`, ...) may be
// interpreted". KOSTER-1996 §3.3: extension = token : *space value [comment] CRLF
describe("grammar: other fields (RFC 9309 §2.2.4 other records, KOSTER-1996 §3.3 extension)", () => {
  it.each([
    ["Sitemap: http://example.com/sitemap.xml", "Sitemap", "http://example.com/sitemap.xml", 9],
    ["Sitemap: http://a/b#c", "Sitemap", "http://a/b", 9],
    ["Crawl-delay: 10", "Crawl-delay", "10", 13],
    ["crawl-delay:10", "crawl-delay", "10", 12],
    ["foo:bar:baz", "foo", "bar:baz", 4],
    ["  Request-rate :  1/10m  # polite", "Request-rate", "1/10m", 18],
    ["ACAP-crawler: *", "ACAP-crawler", "*", 14],
    ["Host:", "Host", "", 5],
  ])("RFC 9309 §2.2.4: %j is a field", (text, name, value, valueOffset) => {
    expect(core(only(text))).toEqual({ type: "field", name, colon: true, value, valueOffset });
  });

  it("negative: a colon cannot start a field name (': foo' expects a field name at offset 0)", () => {
    expect(core(only(": foo"))).toEqual({
      type: "invalid",
      expected: "field-name",
      errorOffset: 0,
    });
    expect(core(only("  :foo"))).toEqual({
      type: "invalid",
      expected: "field-name",
      errorOffset: 2,
    });
  });
});

// KOSTER-1996 §3.3: commentline = comment CRLF; comment = *blank "#" anychar
// RFC 9309 §2.2: comment = "#" *(UTF8-char-noctl / WS / "#")
describe("grammar: comment lines (KOSTER-1996 §3.3 commentline, RFC 9309 §2.2 comment)", () => {
  it.each([
    ["# hi", " hi"],
    ["#", ""],
    ["## x", "# x"],
    ["   \t# indented", " indented"],
    ["# Disallow: /", " Disallow: /"],
    ["#ツ😀", "ツ😀"],
  ])("KOSTER-1996 §3.3: %j is a comment line with text %j", (text, comment) => {
    expect(core(only(text))).toEqual({ type: "comment", text: comment });
  });

  it("negative: a '#' after a field is a trailing comment, not a comment line", () => {
    expect(only("Disallow: /x # c").type).toBe("disallow");
  });
});

// KOSTER-1996 §3.3: blank = *space CRLF; RFC 9309 §2.2: emptyline = EOL
describe("grammar: blank lines (KOSTER-1996 §3.3 blank, RFC 9309 §2.2 emptyline)", () => {
  it.each([
    ["a: 1\n\nb: 2", 1],
    ["a: 1\n   \nb: 2", 1],
    ["a: 1\n \t \t\nb: 2", 1],
    ["\n", 0],
  ])("KOSTER-1996 §3.3: in %j line %i is blank", (text, index) => {
    expect(parse(text).lines[index]?.type).toBe("blank");
  });

  it("negative: a line with a single visible character is not blank", () => {
    expect(only(" x ").type).not.toBe("blank");
    expect(only("\u00a0").type).not.toBe("blank"); // NBSP is not SP or HTAB
  });
});

// RFC 9309 §2.2: EOL = %x0A / %x0D / %x0D.0A; KOSTER-1996 §5.2: "robots should be liberal
// in accepting files with different end-of-line conventions, specifically CR and LF in
// addition to CRLF."
describe("grammar: line breaks (RFC 9309 §2.2 EOL, KOSTER-1996 §5.2)", () => {
  it("RFC 9309 §2.2 EOL: CR, CRLF and LF each end one line", () => {
    const { lines } = parse("a: 1\rb: 2\r\nc: 3\nd: 4");
    expect(lines.map((n) => (n as KeyedNode).name)).toEqual(["a", "b", "c", "d"]);
    expect(lines.map((n) => (n as KeyedNode).valueOffset)).toEqual([3, 8, 14, 19]);
  });

  it("RFC 9309 §2.2 EOL: LF then CR is two line breaks (an empty line between)", () => {
    expect(parse("x: 1\n\rx: 2").lines.map((n) => n.type)).toEqual(["field", "blank", "field"]);
    expect(parse("x: 1\r\n\r\nx: 2").lines.map((n) => n.type)).toEqual(["field", "blank", "field"]);
  });

  it.each([
    ["", 0],
    ["\n", 1],
    ["\r\n\r\n", 2],
    ["x: 1", 1],
    ["x: 1\n", 1],
    ["x: 1\r", 1],
    ["x: 1\r\n", 1],
    ["x: 1\n ", 2],
  ])(
    "RFC 9309 §2.2: %j has %i physical lines (one node each; a final line break opens no line)",
    (text, count) => {
      expect(parse(text).lines).toHaveLength(count);
    },
  );

  it("contract: span {start, end} of every node covers its line, without the line break", () => {
    const text = "a: 1\rb: 2\r\nc: 3\nd: 4";
    expect(parse(text).lines.map((n) => spanOf(n))).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 9 },
      { start: 11, end: 15 },
      { start: 16, end: 20 },
    ]);
  });

  it("contract: span of comment and invalid nodes; blank lines are one frozen node", () => {
    const text = "# c\r\n  \nDisallow\n: x\n\t";
    const { lines } = parse(text);
    expect(lines.map((n) => [n.type, spanOf(n)])).toEqual([
      ["comment", { start: 0, end: 3 }],
      ["blank", "blank"],
      ["invalid", { start: 8, end: 16 }],
      ["invalid", { start: 17, end: 20 }],
      ["blank", "blank"],
    ]);
    expect(lines[1]).toBe(lines[4]);
    expect(Object.isFrozen(lines[1])).toBe(true);
  });
});

// RFC 9309 §2.2: "a UTF-8 byte order mark (BOM) … MAY be ignored"
describe("grammar: byte order mark (RFC 9309 §2.2 BOM)", () => {
  it("RFC 9309 §2.2: a leading BOM is skipped and reported (bom: true)", () => {
    const { bom, lines } = parse("\uFEFFUser-agent: *\nDisallow: /");
    expect(bom).toBe(true);
    expect(lines.map(core)).toEqual([
      { type: "user-agent", name: "User-agent", colon: true, value: "*", valueOffset: 13 },
      { type: "disallow", name: "Disallow", colon: true, value: "/", valueOffset: 25 },
    ]);
  });

  it("RFC 9309 §2.2: without a BOM, bom is false", () => {
    expect(parse("User-agent: *").bom).toBe(false);
    expect(parse("").bom).toBe(false);
  });

  it("RFC 9309 §2.2: a BOM alone is an empty file; a BOM then a line break is one blank line", () => {
    expect(parse("\uFEFF")).toEqual({ bom: true, lines: [] });
    expect(parse("\uFEFF\n").lines.map((n) => n.type)).toEqual(["blank"]);
  });

  it("negative: a BOM that is not at the start of the text is part of its line", () => {
    const { bom, lines } = parse("User-agent: *\n\uFEFFDisallow: /");
    expect(bom).toBe(false);
    expect(lines[1]?.type).not.toBe("disallow");
  });

  it("contract: the span of the first line starts after the BOM", () => {
    expect(spanOf(parse("\uFEFFUser-agent: *").lines[0]!)).toEqual({ start: 1, end: 14 });
  });
});

// google/robotstxt accepts these misspellings (and so RFC 9309 §2.3.1.5 "use every
// parseable rule"): disalow, dissallow, dissalow, diasllow, disallaw, useragent, "user agent".
describe("grammar: accepted typos (google/robotstxt compat)", () => {
  const TYPOS: ReadonlyArray<readonly [string, "disallow" | "user-agent"]> = [
    ["disalow", "disallow"],
    ["dissallow", "disallow"],
    ["dissalow", "disallow"],
    ["diasllow", "disallow"],
    ["disallaw", "disallow"],
    ["DISALOW", "disallow"],
    ["useragent", "user-agent"],
    ["user agent", "user-agent"],
    ["User Agent", "user-agent"],
    ["USERAGENT", "user-agent"],
  ];

  it.each(TYPOS)("typo %j is read as a %s line, name kept as written", (name, type) => {
    expect(core(only(`${name}: /x`))).toEqual({
      type,
      name,
      colon: true,
      value: "/x",
      valueOffset: name.length + 2,
    });
  });

  it("public API: every accepted misspelling is reported as field-name-typo at column 1", () => {
    for (const [name] of TYPOS) {
      const typos = parseRobotsTxt(`${name}: /x`).diagnostics.filter(
        (d) => d.code === "field-name-typo",
      );
      expect(
        typos.map((d) => [d.line, d.column]),
        name,
      ).toEqual([[1, 1]]);
    }
  });

  it("negative: the standard names in any case are no typo", () => {
    for (const name of ["Disallow", "DISALLOW", "allow", "Allow", "User-agent", "USER-AGENT"])
      expect(
        parseRobotsTxt(`${name}: /x`).diagnostics.some((d) => d.code === "field-name-typo"),
        name,
      ).toBe(false);
  });

  it.each([
    ["Dissalllow: /x", "Dissalllow"],
    ["Disalow2: /x", "Disalow2"],
    ["Alow: /x", "Alow"],
    ["Useragnt: x", "Useragnt"],
  ])("negative: %j is no accepted typo (an ordinary field)", (text, name) => {
    expect(core(only(text))).toMatchObject({ type: "field", name });
  });

  it("public API: rules and user-agents written with accepted typos apply, and each is reported", () => {
    const robots = parseRobotsTxt(
      "user agent: FooBot\nDisalow: /a\nDissallow: /b\nuseragent: BarBot\nAllow: /\n",
    );
    expect(robots.isAllowed("/a", "FooBot")).toBe(false);
    expect(robots.isAllowed("/b", "FooBot")).toBe(false);
    expect(robots.isAllowed("/c", "FooBot")).toBe(true);
    expect(robots.isAllowed("/a", "BarBot")).toBe(true);
    for (const line of [1, 2, 3, 4])
      expect(
        robots.diagnostics.some((d) => d.line === line),
        `line ${line}`,
      ).toBe(true);
  });
});

// Not in either spec: google/robotstxt accepts white space in place of the colon when the
// line has exactly two words ("Disallow /x").
describe("grammar: missing colon (google/robotstxt compat)", () => {
  it.each([
    ["Disallow /x", "disallow", "Disallow", "/x", 9],
    ["Allow /x", "allow", "Allow", "/x", 6],
    ["User-agent FooBot", "user-agent", "User-agent", "FooBot", 11],
    ["Disalow /x", "disallow", "Disalow", "/x", 8],
    ["Sitemap http://example.com/s.xml", "field", "Sitemap", "http://example.com/s.xml", 8],
    ["  Disallow \t /x  # c", "disallow", "Disallow", "/x", 13],
  ])("%j is accepted with colon: false", (text, type, name, value, valueOffset) => {
    expect(core(only(text))).toEqual({ type, name, colon: false, value, valueOffset });
  });

  it.each([
    ["Disallow /x /y", 9],
    ["User-agent Foo Bot", 11],
    ["Disallow", 8],
    ["Disallow ", 9],
  ])(
    "negative: %j (not exactly two words) is invalid: colon expected at offset %i",
    (text, errorOffset) => {
      expect(core(only(text))).toEqual({ type: "invalid", expected: "colon", errorOffset });
    },
  );

  it("public API: google compat ID_LineSyntax_Line: 'user-agent FooBot' / 'disallow /' still disallow", () => {
    const robots = parseRobotsTxt("user-agent FooBot\ndisallow /\n");
    expect(robots.isAllowed("/x/y", "FooBot")).toBe(false);
    expect(
      robots.diagnostics.filter((d) => d.line === 1 || d.line === 2).length,
    ).toBeGreaterThanOrEqual(2);
    expect(parseRobotsTxt("foo: FooBot\nbar: /\n").isAllowed("/x/y", "FooBot")).toBe(true);
  });
});

// RFC 9309 §2.3.1.5 (rfc9309-notes.md): "Crawlers must parse every line they can and use
// every parseable rule; a bad line is skipped, never fatal."
describe("grammar: invalid lines (RFC 9309 §2.3.1.5)", () => {
  it.each([
    ["Disallow", "colon", 8],
    ["Disallow ", "colon", 9],
    [": foo", "field-name", 0],
    ["  : foo", "field-name", 2],
    ["  Crawl delay: 10", "colon", 8],
    ["this is not a record", "colon", 5],
    ["<html>", "colon", 6],
    ["<html><head><title>404 Not Found</title>", "colon", 23],
  ])(
    "RFC 9309 §2.3.1.5: %j is invalid: %s expected at offset %i",
    (text, expected, errorOffset) => {
      expect(core(only(text))).toEqual({ type: "invalid", expected, errorOffset });
    },
  );

  it("RFC 9309 §2.3.1.5: errorOffset is an index into the whole text, not the line", () => {
    const { lines } = parse("User-agent: *\nDisallow\r\n  : x");
    expect(core(lines[1]!)).toEqual({ type: "invalid", expected: "colon", errorOffset: 22 });
    expect(core(lines[2]!)).toEqual({ type: "invalid", expected: "field-name", errorOffset: 26 });
  });

  it("public API: each invalid line is reported as 'invalid-line' at the line and column where parsing stopped", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nDisallow\n: foo\n  Crawl delay: 10\nDisallow: /x\n",
    );
    const invalid = robots.diagnostics.filter((d) => d.code === "invalid-line");
    expect(invalid.map((d) => [d.line, d.column])).toEqual([
      [2, 9],
      [3, 1],
      [4, 9],
    ]);
    for (const d of invalid) {
      expect(["error", "warning", "info"]).toContain(d.severity);
      expect(d.message.length).toBeGreaterThan(0);
      expect(d.spec).toMatch(/^RFC 9309 §/);
    }
    // the invalid lines are skipped, the group goes on
    expect(robots.isAllowed("/x", "bot")).toBe(false);
    expect(robots.isAllowed("/y", "bot")).toBe(true);
  });

  it("public API: invalid-line positions are the same with CRLF and CR line breaks", () => {
    for (const eol of ["\r\n", "\r"]) {
      const robots = parseRobotsTxt(
        ["User-agent: *", "Disallow", ": foo", "  Crawl delay: 10"].join(eol),
      );
      expect(
        robots.diagnostics.filter((d) => d.code === "invalid-line").map((d) => [d.line, d.column]),
      ).toEqual([
        [2, 9],
        [3, 1],
        [4, 9],
      ]);
    }
  });

  it("public API: on the first line, a BOM is not counted in the column", () => {
    const robots = parseRobotsTxt("\uFEFFDisallow\n");
    expect(
      robots.diagnostics.filter((d) => d.code === "invalid-line").map((d) => [d.line, d.column]),
    ).toEqual([[1, 9]]);
  });
});

describe("grammar: trailing comments on field lines (RFC 9309 §2.2 comment)", () => {
  it.each([
    ["Disallow: /a # note", "/a"],
    ["Allow: /a#note", "/a"],
    ["User-agent: FigTree # the robot", "FigTree"],
    ["Sitemap: http://a/b#c", "http://a/b"],
    ["Disallow: # only a comment", ""],
  ])(
    "RFC 9309 §2.2: %j has value %j and its node still spans the whole line, comment included",
    (text, value) => {
      const node = keyed(text);
      expect(node.value).toBe(value);
      expect(spanOf(node)).toEqual({ start: 0, end: text.length });
    },
  );
});

describe("grammar: offsets are UTF-16 indices", () => {
  it("RFC 9309 §2.2: valueOffset counts UTF-16 code units (astral characters count twice)", () => {
    const text = "User-agent: ツ😀\nDisallow: /ä";
    const { lines } = parse(text);
    expect((lines[0] as KeyedNode).valueOffset).toBe(12);
    expect((lines[1] as KeyedNode).valueOffset).toBe(text.indexOf("/ä"));
    expect(text.indexOf("/ä")).toBe(26);
  });
});

describe("grammar: every text parses, one node per physical line (RFC 9309 §2.3.1.5)", () => {
  const random = prng(0x9309);
  const pieces = [
    "\r",
    "\n",
    "\r\n",
    "#",
    ":",
    " ",
    "\t",
    "*",
    "$",
    "%",
    "/",
    "a",
    "Z",
    "ä",
    "ツ",
    "😀",
    "\ud800",
    "\u0000",
    "\uFEFF",
    "Disallow",
    "allow",
    "User-agent",
    "user agent",
    "Sitemap",
    "<html>",
  ];
  const texts: string[] = [];
  for (let i = 0; i < 300; i++) {
    let text = "";
    const n = Math.floor(random() * 40);
    for (let j = 0; j < n; j++) text += pieces[Math.floor(random() * pieces.length)];
    texts.push(text);
  }

  it("RFC 9309 §2.3.1.5: 300 pseudo-random texts: no exception, one node per physical line, offsets inside their line", () => {
    for (const text of texts) {
      const bom = text.startsWith("\uFEFF");
      const body = bom ? text.slice(1) : text;
      const physical = physicalLines(body).map(({ start, end }) => ({
        start: start + (bom ? 1 : 0),
        end: end + (bom ? 1 : 0),
      }));
      const parsed = parse(text);
      expect(parsed.bom, JSON.stringify(text)).toBe(bom);
      expect(parsed.lines, JSON.stringify(text)).toHaveLength(physical.length);
      parsed.lines.forEach((node, i) => {
        const { start, end } = physical[i]!;
        if (node.type === "invalid") {
          expect(node.errorOffset).toBeGreaterThanOrEqual(start);
          expect(node.errorOffset).toBeLessThanOrEqual(end);
        } else if (node.type !== "comment" && node.type !== "blank") {
          expect(node.valueOffset).toBeGreaterThanOrEqual(start);
          expect(node.valueOffset + node.value.length).toBeLessThanOrEqual(end);
          expect(text.startsWith(node.value, node.valueOffset), JSON.stringify(text)).toBe(true);
          expect(node.value).not.toMatch(/^[ \t]|[ \t]$|#|[\r\n]/);
        }
      });
    }
  }, 60_000);

  it("contract: on the same 300 texts, every node's span is its physical line", () => {
    for (const text of texts) {
      const bom = text.startsWith("\uFEFF");
      const physical = physicalLines(bom ? text.slice(1) : text).map(({ start, end }) => ({
        start: start + (bom ? 1 : 0),
        end: end + (bom ? 1 : 0),
      }));
      expect(
        parse(text).lines.map((n) => spanOf(n)),
        JSON.stringify(text),
      ).toEqual(physical.map((span) => blankSpan(text, span)));
    }
  });
});
