// The strict ABNF checks of ACAP-1 §3 (robots.txt) and ACAP-2 §3 (a page's META content and
// class attributes): each code with a text that trips it and a near miss the ABNF allows.
// ACAP-1's check is what lintRobotsTxt(robots, { strict: true }) reports through the extension
// of src/lint/abnf.ts; it is called here directly, on the text that extension passes it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CATALOGUE, acap2AbnfDepartures, type Diagnostic } from "../../src/index.js";
import { DiagnosticList } from "../../src/core/diagnostics.js";
import { acapAbnfDepartures } from "../../src/lint/abnf-acap.js";

/** ACAP-1 §3's strict check of a robots.txt text. */
function strict(text: string): readonly Diagnostic[] {
  const found = new DiagnosticList();
  acapAbnfDepartures(text, found);
  return found.sorted();
}

/** code@line:column of each departure, the shortest way to compare them. */
const where = (found: readonly Diagnostic[]) => found.map((d) => `${d.code}@${d.line}:${d.column}`);
const field = (line: string) => where(strict(`${line}\r\n`));
const allow = (resource: string) => field(`ACAP-allow-index: ${resource}`);

describe("ACAP-1 §3 field names and colons: one literal, then *WSP (1*WSP after ACAP-version:)", () => {
  it("white space before the colon or the field name departs", () => {
    expect(field("ACAP-version : 1.1")).toEqual(["abnf-acap-field-spacing@1:13"]);
    expect(field("ACAP-allow-index\t: /")).toEqual(["abnf-acap-field-spacing@1:17"]);
    expect(field(" ACAP-crawler: *")).toEqual(["abnf-acap-field-spacing@1:1"]);
  });
  it('"ACAP-version:1.1" departs: ACAP-version = "ACAP-version:" 1*WSP "1.1"', () => {
    const [d] = strict("ACAP-version:1.1\r\n");
    expect(d).toMatchObject({ code: "abnf-acap-field-spacing", line: 1, column: 14 });
    expect(d!.message).toContain("1*WSP");
  });
  it("near misses: a tab or spaces after ACAP-version:, no space after other colons, lower case", () => {
    expect(field("ACAP-version:\t1.1")).toEqual([]);
    expect(field("acap-version:   1.1 # v")).toEqual([]);
    expect(field("ACAP-crawler:*")).toEqual([]);
    expect(field("ACAP-allow-index:/public/")).toEqual([]);
    expect(field("ACAP-ignore-conventional-records \t# c")).toEqual([]);
  });
});

describe("ACAP-1 §3 field-end = 1*ignorable, each ending in CRLF", () => {
  it("an ACAP line ending in LF, CR or nothing departs, at the end of the line", () => {
    expect(where(strict("ACAP-crawler: *\n"))).toEqual(["abnf-acap-line-end@1:16"]);
    expect(where(strict("ACAP-crawler: *\r"))).toEqual(["abnf-acap-line-end@1:16"]);
    const [last] = strict("ACAP-version: 1.1");
    expect(last).toMatchObject({ code: "abnf-acap-line-end", column: 18, spec: "ACAP-1 §3" });
    expect(last!.message).toContain("no line break");
  });
  it("the blank and comment lines after an ACAP field are its field-end: they end in CRLF too", () => {
    expect(where(strict("ACAP-crawler: *\r\n\n# c\n"))).toEqual([
      "abnf-acap-line-end@2:1",
      "abnf-acap-line-end@3:4",
    ]);
  });
  it("near misses: CRLF everywhere; conventional lines and their comments are not ACAP's", () => {
    expect(strict("ACAP-crawler: *\r\n\r\n# c\r\nACAP-allow-crawl: /\r\n")).toEqual([]);
    expect(strict("User-agent: *\nDisallow: /\n# café\n")).toEqual([]);
    expect(strict("ACAP-crawler: *\r\nUser-agent: *\n# café\n")).toEqual([]);
  });
});

describe("ACAP-1 §3 crawler-name = name-start-char *(WSP / VCHAR-excluding-hash)", () => {
  it("a character beyond ASCII, or a control character, departs", () => {
    expect(field("ACAP-crawler: böt")).toEqual(["abnf-acap-crawler-name@1:16"]);
    expect(field("ACAP-crawler: a\u0001b")).toEqual(["abnf-acap-crawler-name@1:16"]);
  });
  it("near misses: inner white space and every printable ASCII character", () => {
    expect(field("ACAP-crawler: Search Bot 2")).toEqual([]);
    expect(field('ACAP-crawler: a!$%&()*+,-./:;<=>?@[]^_`{|}~"')).toEqual([]);
  });
});

describe("ACAP-1 §3 resource-path-pattern = relative-part (RFC 3986 §4.2)", () => {
  it("a query, a colon in the first segment, a character that is no pchar, a bad %, depart", () => {
    expect(allow("/a?q=1")).toEqual(["abnf-acap-relative-part@1:21"]);
    expect(allow("a:b")).toEqual(["abnf-acap-relative-part@1:20"]);
    expect(allow("/café")).toEqual(["abnf-acap-relative-part@1:23"]);
    expect(allow('/a"b')).toEqual(["abnf-acap-relative-part@1:21"]);
    expect(allow("/a%zz")).toEqual(["abnf-acap-relative-part@1:21"]);
    expect(allow("/a%2")).toEqual(["abnf-acap-relative-part@1:21"]);
    expect(allow("//exa|mple.com/")).toEqual(["abnf-acap-relative-part@1:24"]);
  });
  it("near misses: path-empty, path-absolute, path-noscheme, a network path, * and $, %20", () => {
    for (const resource of ["", "/", "/news/2009/", "/a:b", "news/a:b", "//example.com:80/x"])
      expect(allow(resource), resource).toEqual([]);
    for (const resource of ["/*.pdf$", "*.pdf", "/a%20b", "/~a_b-c.d!$&'()*+,;=@"])
      expect(allow(resource), resource).toEqual([]);
    expect(field("ACAP-allow-present-snippet: / max-length=20-words")).toEqual([]);
  });
  it("action requests, resource set definitions and relative references are relative-parts too", () => {
    expect(field("ACAP-request-take-down: /old?x")).toEqual(["abnf-acap-relative-part@1:29"]);
    expect(field("ACAP-resource-set: news /news/ /é")).toEqual(["abnf-acap-relative-part@1:33"]);
    expect(field("ACAP-permissions-reference: /a b/")).toEqual([]);
    expect(field("ACAP-permissions-reference: /a%g")).toEqual(["abnf-acap-relative-part@1:31"]);
    expect(field("ACAP-request-re-crawl:/news/")).toEqual([]);
    expect(field("ACAP-resource-set: news /news/ /sport/ *.pdf")).toEqual([]);
  });
});

describe('ACAP-1 §3 resource-specification: "the-acap:resource-set:" resource-set-name', () => {
  it("a resource set reference without a name, or with a name that starts with a digit, departs", () => {
    expect(allow("the-acap:resource-set:")).toEqual(["abnf-acap-resource-set-name@1:41"]);
    expect(allow("the-acap:resource-set:1x")).toEqual(["abnf-acap-resource-set-name@1:41"]);
  });
  it("near misses: a name, in any case", () => {
    expect(allow("the-acap:resource-set:news")).toEqual([]);
    expect(allow("THE-ACAP:RESOURCE-SET:news.2_x")).toEqual([]);
  });
});

describe("ACAP-1 §3 URIs: a permissions reference or a usage purpose with a scheme (RFC 3986 §3)", () => {
  it("a character that is no URI character departs", () => {
    expect(field("ACAP-permissions-reference: http://example.com/a<b")).toEqual([
      "abnf-acap-uri@1:49",
    ]);
    expect(field("ACAP-usage-purpose: http://news.example/é")).toEqual(["abnf-acap-uri@1:41"]);
  });
  it("near misses: a query, a port, a wildcard in a URI-pattern", () => {
    expect(field("ACAP-permissions-reference: http://example.com:8080/acap.txt?v=1")).toEqual([]);
    expect(field("ACAP-usage-purpose: http://news.search.*/")).toEqual([]);
  });
});

describe("ACAP-1 §3 usage-purpose-pattern-field: one name or one URI-pattern", () => {
  it("two words depart, at the second; so does a word that is neither a name nor a URI", () => {
    expect(field("ACAP-usage-purpose: news search")).toEqual(["abnf-acap-usage-purpose@1:26"]);
    expect(field("ACAP-usage-purpose: /news")).toEqual(["abnf-acap-usage-purpose@1:21"]);
  });
  it("near misses: a name with digits, dots and hyphens; a comment after it", () => {
    expect(field("ACAP-usage-purpose: news.example-2 # c")).toEqual([]);
  });
});

describe('ACAP-1 §3 comment = "#" *(WSP / VCHAR)', () => {
  it("a character beyond ASCII or a control character in an ACAP line's comment departs", () => {
    expect(field("ACAP-version: 1.1 # café")).toEqual(["abnf-acap-comment@1:24"]);
    expect(field("ACAP-version: 1.1 #\u0001")).toEqual(["abnf-acap-comment@1:20"]);
  });
  it("near misses: a hash alone, printable ASCII and tabs", () => {
    expect(field("ACAP-version: 1.1 #")).toEqual([]);
    expect(field("ACAP-version: 1.1 # a note\t!~#")).toEqual([]);
  });
});

describe("ACAP-1 §3 strict check: what it reports", () => {
  it("warnings, catalogued with their section; a byte order mark is not part of the line", () => {
    const found = strict("\uFEFFACAP-crawler : böt\nACAP-allow-index: /a?b # é\r\n");
    expect(where(found)).toEqual([
      "abnf-acap-field-spacing@1:14",
      "abnf-acap-crawler-name@1:18",
      "abnf-acap-line-end@1:20",
      "abnf-acap-relative-part@2:21",
      "abnf-acap-comment@2:26",
    ]);
    const catalogue: Readonly<Record<string, { severity: unknown; spec: unknown }>> =
      DIAGNOSTIC_CATALOGUE;
    for (const d of found) {
      expect(d.severity).toBe("warning");
      expect(catalogue[d.code]).toMatchObject({ severity: "warning", spec: "ACAP-1 §3" });
    }
  });
});

describe("ACAP-1 §3 strict check on any text", () => {
  const pieces = ["ACAP-", "crawler", "allow-index", "usage-purpose", "resource-set", "version"];
  const chars = [":", " ", "\t", "#", "%", "?", "/", "a", "1", "é", "\u0001", "\r", "\n", "\r\n"];
  const text = fc
    .array(fc.constantFrom(...pieces, ...chars), { maxLength: 60 })
    .map((parts) => parts.join(""));
  it("never throws; every departure is catalogued and lies on a line of the text", () => {
    fc.assert(
      fc.property(text, (input) => {
        const lines = input.split(/\r\n|\r|\n/);
        for (const d of strict(input)) {
          expect(d.code in DIAGNOSTIC_CATALOGUE, d.code).toBe(true);
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.column).toBeGreaterThanOrEqual(1);
          expect(d.column).toBeLessThanOrEqual((lines[d.line - 1]?.length ?? 0) + 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('ACAP-2 §3 ACAP-meta-tag-content = "ACAP" 1*WSP (version / permission / prohibition)', () => {
  const meta = (content: string) => where(acap2AbnfDepartures("meta-content", content));
  it("white space around the content departs (abnf-acap2-content-spacing)", () => {
    expect(meta(" ACAP allow-index")).toEqual(["abnf-acap2-content-spacing@1:1"]);
    expect(meta("ACAP allow-index\t")).toEqual(["abnf-acap2-content-spacing@1:17"]);
  });
  it("a local usage in a permission or prohibition departs (abnf-acap2-local-usage)", () => {
    expect(meta("ACAP allow-(q)")).toEqual(["abnf-acap2-local-usage@1:12"]);
    expect(meta("ACAP news disallow-(q)")).toEqual(["abnf-acap2-local-usage@1:20"]);
  });
  it("a qualifier after a prohibition departs (abnf-acap2-prohibition-qualifier)", () => {
    const [d] = acap2AbnfDepartures("meta-content", "ACAP disallow-index max-length=20-words");
    expect(d).toMatchObject({
      code: "abnf-acap2-prohibition-qualifier",
      severity: "warning",
      line: 1,
      column: 21,
      spec: "ACAP-2 §3",
    });
  });
  it("near misses: tabs and spaces inside, a qualified permission, a usage purpose, robots words", () => {
    for (const content of [
      "ACAP\tallow-index",
      "ACAP   allow-present-snippet max-length=20-words",
      "ACAP http://news.search.*/ disallow-index",
      "ACAP version 1.1",
      " noindex, nofollow ",
    ])
      expect(meta(content), content).toEqual([]);
  });
});

describe('ACAP-2 §3 class-attribute-prohibition = "the-acap:disallow-" ACAP-usage-name', () => {
  const classes = (value: string) => where(acap2AbnfDepartures("class-attribute", value));
  it("a prohibition naming a local usage departs, in a class list too", () => {
    expect(classes("the-acap:disallow-(q)")).toEqual(["abnf-acap2-local-usage@1:19"]);
    expect(classes("note The-ACAP:Disallow-(q)")).toEqual(["abnf-acap2-local-usage@1:24"]);
  });
  it("near misses: a permission may name a local usage (class-attribute-permission)", () => {
    expect(classes("the-acap:allow-(q) the-acap:disallow-index")).toEqual([]);
  });
  it("every code is catalogued as a warning of ACAP-2 §3 from html", () => {
    for (const code of [
      "abnf-acap2-content-spacing",
      "abnf-acap2-local-usage",
      "abnf-acap2-prohibition-qualifier",
    ])
      expect(DIAGNOSTIC_CATALOGUE, code).toHaveProperty(
        code,
        expect.objectContaining({ severity: "warning", spec: "ACAP-2 §3", source: "html" }),
      );
  });
  it("misuse throws: an unknown kind (RangeError), a value that is not a string (TypeError)", () => {
    expect(() => acap2AbnfDepartures("meta" as never, "ACAP allow-index")).toThrow(RangeError);
    expect(() => acap2AbnfDepartures("meta-content", 1 as never)).toThrow(TypeError);
  });
});
