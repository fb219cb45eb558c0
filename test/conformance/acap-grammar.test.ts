// ACAP-1 §3 "Formal specification of the syntax": for each ABNF rule, lines it accepts and
// lines it rejects, with what the library reports. Each line is read inside a minimal file
// (a version field, a record) through the public API.
import { describe, expect, it } from "vitest";
import { decideAcap, parseRobotsTxt } from "../../src/index.js";

/** The ACAP diagnostics a line gets on line 3 of "ACAP-version: 1.1 / ACAP-crawler: * / <line>". */
function read(line: string) {
  const robots = parseRobotsTxt(`ACAP-version: 1.1\nACAP-crawler: *\n${line}\n`);
  const record = robots.policy.acap.records[0];
  return {
    codes: robots.diagnostics.filter((d) => d.line === 3).map((d) => d.code),
    permissions: record?.permissions ?? [],
    record,
    acap: robots.policy.acap,
  };
}

describe("ACAP-1 §3 ACAP-version", () => {
  it.each([
    ["ACAP-version: 1.1", "1.1", []],
    ["ACAP-version:1.0", "1.0", []],
    ["acap-VERSION: 1.1 # comment", "1.1", []],
    ["ACAP-version 1.1", "1.1", ["acap-missing-colon"]],
    ["ACAP-version: 2.0", "2.0", ["acap-version-unsupported"]],
  ])("%s", (line, version, codes) => {
    const robots = parseRobotsTxt(`${line}\n`);
    expect(robots.policy.acap.version?.version).toBe(version);
    expect(robots.diagnostics.map((d) => d.code)).toEqual(codes);
  });
  it.each(["ACAP-version: one", "ACAP-version: 1.", "ACAP-version:"])("rejects %s", (line) => {
    const robots = parseRobotsTxt(`${line}\n`);
    expect(robots.policy.acap.version).toBeUndefined();
    expect(robots.diagnostics.map((d) => d.code)).toEqual(["acap-field-unknown"]);
  });
});

describe("ACAP-1 §3 ACAP-ignore-conventional-records", () => {
  it.each([
    ["ACAP-ignore-conventional-records", []],
    ["  acap-ignore-conventional-records   # c", []],
    ["ACAP-ignore-conventional-records:", ["acap-ignore-conventional-colon"]],
  ])("%s", (line, codes) => {
    const robots = parseRobotsTxt(`${line}\n`);
    expect(robots.policy.acap.ignoreConventionalRecords).toBe(true);
    expect(robots.diagnostics.map((d) => d.code)).toEqual(codes);
  });
  it("rejects a value", () => {
    const robots = parseRobotsTxt("ACAP-ignore-conventional-records: yes\n");
    expect(robots.policy.acap.ignoreConventionalRecords).toBe(false);
    expect(robots.diagnostics.map((d) => d.code)).toEqual(["acap-field-unknown"]);
  });
});

describe("ACAP-1 §3 crawler identification fields", () => {
  it.each([
    ["ACAP-crawler: searchbot", ["searchbot"]],
    ["ACAP-crawler:  Search Bot 2  # comment", ["Search Bot 2"]],
    ["ACAP-crawler: *", ["*"]],
  ])("%s", (line, names) => {
    const robots = parseRobotsTxt(`${line}\nACAP-allow-index: /\n`);
    expect(robots.policy.acap.records[0]?.crawlers.map((c) => c.name)).toEqual(names);
    expect(robots.diagnostics).toEqual([]);
  });
  it.each(["ACAP-crawler: 9bot", "ACAP-crawler:", "ACAP-crawler: -x"])(
    "rejects %s (crawler-name starts with ALPHA)",
    (line) => {
      const robots = parseRobotsTxt(`${line}\n`);
      expect(robots.policy.acap.records).toEqual([]);
      expect(robots.diagnostics.map((d) => d.code)).toEqual(["acap-field-unknown"]);
    },
  );
  it('"must not contain any other crawler identification fields" in a "*" record', () => {
    expect(
      parseRobotsTxt("ACAP-crawler: *\nACAP-crawler: a\nACAP-allow-index: /\n").diagnostics.map(
        (d) => d.code,
      ),
    ).toEqual(["acap-any-crawler-with-others"]);
  });
});

describe("ACAP-1 §3 permission and prohibition fields", () => {
  it.each([
    ["ACAP-allow-index: /news/", "allow", "index", ["/news/"], []],
    [
      "ACAP-allow-present-snippet: /news/ max-length=250-chars",
      "allow",
      "present-snippet",
      ["/news/"],
      [],
    ],
    [
      "ACAP-disallow-present-oldthumbnail: *.jpg$",
      "disallow",
      "present-oldthumbnail",
      ["*.jpg$"],
      [],
    ],
    ["acap-ALLOW-Index: /x", "allow", "index", ["/x"], []],
    ["ACAP-allow-index:/x  time-limit = 3-days", "allow", "index", ["/x"], []],
    [
      "ACAP-allow-index /articles/ must-use-resource=the-acap:extract:taglist:p,h1,h2",
      "allow",
      "index",
      ["/articles/"],
      ["acap-missing-colon"],
    ],
  ])("%s", (line, kind, usage, [pattern], codes) => {
    const { permissions, codes: got } = read(line);
    expect(permissions).toMatchObject([{ kind, usage, pattern }]);
    expect(got).toEqual(codes);
  });
  it.each([
    ["ACAP-allow-index:", "acap-resource-empty"],
    ["ACAP-allow-eat: /x", "acap-usage-unknown"],
    ["ACAP-allow-present-copy: /x", "acap-usage-unknown"],
    ["ACAP-allow-index-snippet: /x", "acap-usage-unknown"],
    ["ACAP-disallow-(local): /x", "acap-prohibition-local-usage"],
    ["ACAP-allow-(undefined): /x", "acap-definition-unknown"],
    ["ACAP-allow-index: the-acap:resource-set:nope", "acap-resource-set-unknown"],
  ])("rejects %s (%s)", (line, code) => {
    const { permissions, codes } = read(line);
    expect(permissions).toEqual([]);
    expect(codes).toContain(code);
  });
  it("a prohibition with qualifiers keeps the prohibition and drops the qualifiers", () => {
    const { permissions, codes } = read("ACAP-disallow-index: /x time-limit=3-days");
    expect(permissions).toMatchObject([{ kind: "disallow", qualifiers: [] }]);
    expect(codes).toEqual(["acap-prohibition-qualifiers"]);
  });
});

describe("ACAP-1 §3 qualifier-specification and Annex A", () => {
  it.each([
    [
      "ACAP-allow-index: /x time-limit=until-recrawled",
      { name: "time-limit", value: { kind: "until-recrawled" } },
    ],
    [
      "ACAP-allow-index: /x time-limit=until-2007-12-31",
      { name: "time-limit", value: { kind: "until-date", date: "2007-12-31" } },
    ],
    [
      "ACAP-allow-preserve: /x time-limit=plus-terms",
      { name: "time-limit", value: { kind: "plus-terms" } },
    ],
    [
      "ACAP-allow-index: /x must-use-resource=/idx.txt",
      { name: "must-use-resource", value: { kind: "uri", uri: "/idx.txt" } },
    ],
    [
      "ACAP-allow-index: /x must-use-resource=the-acap:extract:id:main",
      { name: "must-use-resource", value: { kind: "extract", by: "id", names: ["main"] } },
    ],
    [
      "ACAP-allow-index: /x must-use-resource=the-acap:extract:classlist:a,b",
      { name: "must-use-resource", value: { kind: "extract", by: "classlist", names: ["a", "b"] } },
    ],
    [
      "ACAP-allow-index: /x must-use-resource=the-acap:text:hello%20world",
      { name: "must-use-resource", value: { kind: "text", text: "hello world" } },
    ],
    [
      "ACAP-allow-present-snippet: /x max-length=30-words",
      { name: "max-length", value: { count: 30, unit: "words" } },
    ],
    [
      "ACAP-allow-present: /x prohibited-modification=structure",
      { name: "prohibited-modification", value: "structure" },
    ],
    [
      "ACAP-allow-present: /x must-include-resource=the-acap:license-link:http://l/",
      {
        name: "must-include-resource",
        value: { kind: "role", role: "license-link", locator: { kind: "uri", value: "http://l/" } },
      },
    ],
    [
      "ACAP-allow-present: /x must-include-resource=the-acap:extract:text:Copyright",
      {
        name: "must-include-resource",
        value: { kind: "role", role: "extract", locator: { kind: "text", value: "Copyright" } },
      },
    ],
    [
      "ACAP-allow-present-original: /x prohibited-context=within-user-frame",
      { name: "prohibited-context", value: "within-user-frame" },
    ],
    [
      "ACAP-allow-present-oldcopy: /x required-context=within-user-frame",
      { name: "required-context", value: "within-user-frame" },
    ],
    [
      "ACAP-allow-other: /x usage-ref=the-acap:permission-link:id:ask",
      {
        name: "usage-ref",
        value: { kind: "role", role: "permission-link", locator: { kind: "id", value: "ask" } },
      },
    ],
  ])("%s", (line, qualifier) => {
    const { permissions, codes } = read(line);
    expect(permissions[0]?.qualifiers).toMatchObject([qualifier]);
    expect(codes).toEqual([]);
  });
  it.each([
    [
      "ACAP-allow-crawl: /x time-limit=3-days",
      "acap-qualifier-invalid",
      "crawl takes no qualifier",
    ],
    [
      "ACAP-allow-present-snippet: /x prohibited-context=within-user-frame",
      "acap-qualifier-invalid",
      "only original/currentcopy/oldcopy/present",
    ],
    [
      "ACAP-allow-present-thumbnail: /x max-length=10-chars",
      "acap-qualifier-invalid",
      "max-length: snippets only",
    ],
    [
      "ACAP-allow-index: /x time-limit=tomorrow",
      "acap-qualifier-invalid",
      "not a time-limit value",
    ],
    [
      "ACAP-allow-present: /x prohibited-modification=colour",
      "acap-qualifier-invalid",
      "not a modification type",
    ],
    [
      "ACAP-allow-index: /x must-use-resource=the-acap:extract:id:a,b",
      "acap-qualifier-invalid",
      "id takes one identifier",
    ],
    ["ACAP-allow-index: /x shine=bright", "acap-qualifier-unknown", "not in Annex A"],
  ])("%s → %s (%s)", (line, code) => {
    const { permissions, codes } = read(line);
    expect(codes).toEqual([code]);
    expect(permissions[0]?.qualifiers[0]?.name).toBe("unknown");
  });
  it.each([
    "ACAP-allow-index: /x time-limit=until-2007-02-30",
    "ACAP-allow-index: /x time-limit=until-2007-13-01",
  ])(
    "ACAP-1 §2.5.3.1, §2.4.3 an impossible date is a value the crawler cannot interpret: %s",
    (line) => {
      const { permissions, codes } = read(line);
      expect(codes).toEqual(["acap-qualifier-invalid"]);
      expect(permissions[0]?.qualifiers[0]?.name).toBe("unknown");
    },
  );
});

describe("ACAP-1 §3 action requests, usage purposes, references", () => {
  it.each([
    ["ACAP-request-take-down: /news/bad-story.htm", "take-down"],
    ["ACAP-request-re-crawl: /news/fixed.htm", "re-crawl"],
  ])("%s", (line, action) => {
    expect(read(line).record?.actionRequests).toMatchObject([{ action, path: line.split(" ")[1] }]);
  });
  it("rejects an unknown action", () =>
    expect(read("ACAP-request-delete: /x").codes).toEqual(["acap-field-unknown"]));
  it("usage-purpose-pattern-field: a name or URI pattern; white space is reported and removed", () => {
    const { record, codes } = read("ACAP-usage-purpose: http://news.search.* /");
    expect(codes).toEqual(["acap-usage-purpose-space", "acap-sub-record-without-fields"]);
    expect(record?.subRecords[0]?.purposes[0]?.pattern).toBe("http://news.search.*/");
  });
  it("permissions-reference-field: URI or relative-part", () => {
    const robots = parseRobotsTxt(
      "ACAP-crawler: searchbot\nACAP-permissions-reference: /searchbot.txt\n",
    );
    expect(robots.policy.acap.records[0]?.permissionsReference).toMatchObject({
      locator: "/searchbot.txt",
      line: 2,
    });
  });
});

describe("ACAP-1 §3 definition fields", () => {
  it("qualified-usage, composite-usage and resource-set definitions; names are case-insensitive", () => {
    const robots = parseRobotsTxt(
      "ACAP-qualified-usage: Snip present-snippet max-length=30-words\nACAP-composite-usage: pack (snip) crawl\nACAP-resource-set: pub /a/ /b/\nACAP-crawler: *\nACAP-allow-(PACK): the-acap:resource-set:PUB\n",
    );
    expect(robots.diagnostics).toEqual([]);
    // The permission names its definitions as they spell themselves; they are read when matching.
    expect(
      robots.policy.acap.records[0]?.permissions.map((p) => [p.localUsage, p.resourceSet]),
    ).toEqual([["pack", "pub"]]);
    const { definitions } = robots.policy.acap;
    expect(definitions.compositeUsages[0]?.usages).toEqual([
      { usage: "present-snippet", localUsage: "Snip" },
      { usage: "crawl" },
    ]);
    expect(definitions.resourceSets[0]?.patterns).toEqual(["/a/", "/b/"]);
    expect(
      decideAcap(robots, { url: "/b/x", userAgent: "bot", usage: "present-snippet" }).rule,
    ).toMatchObject({
      usage: "present-snippet",
      pattern: "/b/",
      localUsage: "Snip",
      resourceSet: "pub",
    });
    expect(
      decideAcap(robots, { url: "/a/x", userAgent: "bot", usage: "crawl" }).rule,
    ).toMatchObject({ usage: "crawl", pattern: "/a/", localUsage: "pack", resourceSet: "pub" });
  });
  it.each([
    [
      "ACAP-qualified-usage: a index time-limit=3-days\nACAP-qualified-usage: A preserve time-limit=3-days",
      "acap-definition-duplicate",
    ],
    [
      "ACAP-composite-usage: c (q) crawl\nACAP-qualified-usage: q index time-limit=3-days",
      "acap-definition-used-before-defined",
    ],
    [
      "ACAP-crawler: *\nACAP-allow-index: /\nACAP-resource-set: late /x/",
      "acap-definition-after-records",
    ],
    ["ACAP-qualified-usage: q eat time-limit=3-days", "acap-usage-unknown"],
    ["ACAP-qualified-usage: q index", "acap-qualified-usage-without-qualifiers"],
  ])("%s → %s", (text, code) => {
    expect(parseRobotsTxt(`ACAP-version: 1.1\n${text}\n`).diagnostics.map((d) => d.code)).toContain(
      code,
    );
  });
});
