// ACAP-1 §2.4.1.3, §2.4.5, §2.7: definitions are named by the fields that use them and read
// when matching (issue 24: a resource set or composite usage named by every line of a file
// was copied into every field, a model quadratic in the file). Whether each usage is allowed
// lives in conformance/acap1/ (2.4.1, 2.4.5, 2.7: run by vectors-extensions.test.ts). This file
// keeps what a vector cannot express: that a definition means the same as its constituents
// written out (reason, deciding field and constraints too), which pattern of a set decided,
// the conflict named, resolveReferences, and that the model stays linear in the file.
import { describe, expect, it } from "vitest";
import {
  decideAcap,
  parseRobotsTxt,
  resolveReferences,
  type AcapDecideQuery,
  type AcapDecision,
} from "../../src/index.js";

const at = new Date("2024-06-01T00:00:00Z");
const ask = (text: string, query: Omit<AcapDecideQuery, "at" | "userAgent">) =>
  decideAcap(parseRobotsTxt(text), { userAgent: "bot", at, ...query });

/** What a decision says about the resource, leaving out where the deciding line stands. */
function meaning(d: AcapDecision) {
  return {
    allowed: d.allowed,
    reason: d.reason,
    usage: d.rule?.usage,
    pattern: d.rule?.pattern,
    constraints: d.constraints.map((c) => ({ ...c, lines: [] })),
  };
}

const k300 = Array.from({ length: 300 }, (_, k) => k);

describe("ACAP-1 §2.7.2 composite usages: 'as if there were a series of permission fields for each of the constituent usages'", () => {
  const definitions =
    "ACAP-version: 1.1\nACAP-qualified-usage: snip present-snippet max-length=30-words\nACAP-composite-usage: pack crawl index (snip) present-thumbnail\n";
  const composite = `${definitions}ACAP-crawler: *\nACAP-allow-(pack): /p/\nACAP-disallow-present: /\n`;
  const written = `${definitions}ACAP-crawler: *\nACAP-allow-crawl: /p/\nACAP-allow-index: /p/\nACAP-allow-(snip): /p/\nACAP-allow-present-thumbnail: /p/\nACAP-disallow-present: /\n`;
  for (const usage of [
    "crawl",
    "index",
    "present-snippet",
    "present-thumbnail",
    "present",
    "preserve",
  ] as const)
    for (const url of ["/p/a", "/q"])
      it(`${usage} ${url}: the composite answers as its constituents written out`, () => {
        expect(meaning(ask(composite, { url, usage }))).toEqual(
          meaning(ask(written, { url, usage })),
        );
      });
  it("the deciding field names the constituent: its qualified usage, else the composite", () => {
    expect(ask(composite, { url: "/p/a", usage: "present-snippet" }).rule).toMatchObject({
      usage: "present-snippet",
      localUsage: "snip",
      line: 5,
    });
    expect(ask(composite, { url: "/p/a", usage: "index" }).rule).toMatchObject({
      usage: "index",
      localUsage: "pack",
    });
  });
  it("§2.4.3: constituents the crawler cannot interpret are prohibitions, so they conflict with the others of their usage", () => {
    const text = `${definitions}ACAP-composite-usage: twice (snip) present-snippet\nACAP-crawler: *\nACAP-allow-(twice): /p/\n`;
    const d = ask(text, { url: "/p/a", usage: "present-snippet", understands: { qualifiers: [] } });
    expect(d).toMatchObject({ allowed: false, reason: "conflict-undecidable" });
    expect(d.conflict?.map((f) => [f.kind, f.localUsage])).toEqual([
      ["disallow", "snip"],
      ["allow", "twice"],
    ]);
  });
});

describe("ACAP-1 §2.4.5 resource sets: a field naming a set matches by the narrowest of its patterns", () => {
  const text =
    "ACAP-resource-set: pub /news/ /news/2024/ *.pdf$\nACAP-crawler: *\nACAP-allow-index: the-acap:resource-set:pub\nACAP-disallow-index: /news/2024/old/\n";
  it.each([
    ["/news/a", true, "/news/"],
    ["/news/2024/a", true, "/news/2024/"],
    ["/news/2024/old/a", false, "/news/2024/old/"],
    ["/x/y.pdf", true, "*.pdf$"],
    ["/other", true, undefined],
  ])("%s", (url, allowed, pattern) => {
    const d = ask(text, { url, usage: "index" });
    expect(d.allowed).toBe(allowed);
    expect(d.rule?.pattern).toBe(pattern);
  });
  it("two fields naming one set tie on every path (§2.4.6): agreeing, the first speaks; disagreeing, prohibited", () => {
    const agree = `${text}ACAP-allow-index: the-acap:resource-set:pub\n`;
    expect(ask(agree, { url: "/news/a", usage: "index" }).rule?.line).toBe(3);
    const clash = `${text}ACAP-disallow-index: the-acap:resource-set:pub\n`;
    const d = ask(clash, { url: "/news/a", usage: "index" });
    expect(d.reason).toBe("conflict-undecidable");
    expect(d.conflict?.map((f) => [f.line, f.pattern, f.resourceSet])).toEqual([
      [3, "/news/", "pub"],
      [5, "/news/", "pub"],
    ]);
  });
});

describe("ACAP-1 §2.4.1.3 a permission for a qualified usage carries its definition's qualifiers", () => {
  it("the constraints come from the definition, named once", () => {
    const text =
      "ACAP-qualified-usage: short present-snippet max-length=200-chars time-limit=30-days\nACAP-crawler: *\nACAP-allow-(short): /a/\n";
    const robots = parseRobotsTxt(text);
    expect(robots.policy.acap.records[0]!.permissions).toEqual([
      expect.objectContaining({ localUsage: "short", pattern: "/a/", qualifiers: [] }),
    ]);
    const d = decideAcap(robots, { url: "/a/x", userAgent: "bot", usage: "present-snippet", at });
    expect(d.constraints.map((c) => c.type).sort()).toEqual(["max-length", "time-limit"]);
  });
});

describe("ACAP-1 §2.3.2 a referenced file's definitions stay its own", () => {
  it("the referenced records name the referenced file's set first, then the referring file's (§2.4.1.3)", async () => {
    const main = parseRobotsTxt(
      "ACAP-resource-set: s /main/\nACAP-resource-set: only-main /m/\nACAP-crawler: bot\nACAP-permissions-reference: /r.txt\n",
    );
    const resolved = await resolveReferences(
      main,
      async () =>
        "ACAP-resource-set: S /referenced/\nACAP-crawler: *\nACAP-disallow-index: the-acap:resource-set:s\nACAP-disallow-present: the-acap:resource-set:only-main\n",
    );
    const ask = (url: string, usage: "index" | "present") =>
      decideAcap(resolved, { url, userAgent: "bot", usage, at });
    expect(ask("/referenced/x", "index")).toMatchObject({
      allowed: false,
      rule: { pattern: "/referenced/" },
    });
    expect(ask("/main/x", "index").allowed).toBe(true);
    expect(ask("/m/x", "present")).toMatchObject({
      allowed: false,
      rule: { resourceSet: "only-main" },
    });
    expect(resolved.policy.acap.referencedDefinitions).toEqual([
      {
        source: "/r.txt",
        definitions: expect.objectContaining({
          resourceSets: [expect.objectContaining({ name: "S" })],
        }),
      },
    ]);
  });
});

describe("ACAP-1 §2.7 the model names definitions: it stays linear in the file (issue 24)", () => {
  const head = `ACAP-version: 1.1\nACAP-resource-set: pages ${k300.map((k) => `/r${k}/*x`).join(" ")}\n${k300
    .map((k) => `ACAP-qualified-usage: q${k} present-snippet max-length=${k + 1}-chars\n`)
    .join("")}ACAP-composite-usage: all ${k300.map((k) => `(q${k})`).join(" ")}\nACAP-crawler: *\n`;
  const text =
    head +
    "ACAP-allow-(all): the-acap:resource-set:pages\n".repeat(1000) +
    "ACAP-disallow-index: the-acap:resource-set:pages\n".repeat(1000);

  it("a composite usage of 300 and a resource set of 300 named by 2,000 lines: one permission per line, JSON within 10× the text", () => {
    const robots = parseRobotsTxt(text);
    expect(robots.diagnostics).toEqual([]);
    expect(robots.policy.acap.records[0]!.permissions).toHaveLength(2000);
    // Copied per line, the definitions made 2,000 × 300 permissions of 300 patterns each.
    expect(JSON.stringify(robots.policy).length).toBeLessThan(10 * text.length);
  });

  it("and answers as the definitions say: the first agreeing field of the 300 × 1,000, or the narrowest", () => {
    const robots = parseRobotsTxt(text);
    const q = (url: string, usage: "present-snippet" | "index") =>
      decideAcap(robots, { url, userAgent: "bot", usage, at });
    expect(q("/r150/ax", "present-snippet")).toMatchObject({
      allowed: true,
      rule: { line: 305, pattern: "/r150/*x", localUsage: "q0", resourceSet: "pages" },
      constraints: [expect.objectContaining({ type: "max-length", count: 1 })],
    });
    expect(q("/r150/ax", "index")).toMatchObject({ allowed: false, rule: { line: 1305 } });
    expect(q("/r150/a", "index").reason).toBe("no-matching-field");
  });
});
