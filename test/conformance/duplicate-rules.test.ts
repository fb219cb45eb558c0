// Repeated rules: a pattern written again later in precedence order can never decide (the
// pattern index keeps only its first occurrence, src/core/pattern-index.ts), but every copy
// still matches, so explanations list them all. Files of 60+ rules, so that the index is used.
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, traceDecision } from "../../src/index.js";

const url = (path: string) => `https://example.com${path}`;
const repeat = (line: string, times: number) => Array.from({ length: times }, () => line);

describe("RFC 9309 §2.2.2: duplicates and the allow-wins tie", () => {
  const text = [
    "User-agent: *",
    ...repeat("Disallow: /*aaab", 60),
    "Allow: /*aaab",
    ...repeat("Disallow: /*aaab", 5),
  ].join("\n");
  const robots = parseRobotsTxt(text);

  it("§2.2.2: an Allow after 60 identical Disallows still wins the tie (equal length)", () => {
    expect(robots.isAllowed(url("/x/aaab"), "bot")).toBe(true);
    expect(robots.matchingLine(url("/x/aaab"), "bot")).toBe(62);
    expect(robots.decide({ url: url("/x/aaab"), userAgent: "bot" }).rule?.kind).toBe("allow");
  });

  it("§2.2.2: the trace lists every copy that matches, the Allow first and decisive", () => {
    const trace = traceDecision(robots, { url: url("/x/aaab"), userAgent: "bot" });
    expect(trace.matches).toHaveLength(66);
    expect(trace.matches[0]).toMatchObject({ line: 62, kind: "allow", decisive: true });
    expect(trace.matches.filter((m) => m.decisive)).toHaveLength(1);
    expect(trace.matches.slice(1).map((m) => m.line)).toEqual([
      ...Array.from({ length: 60 }, (_, i) => i + 2),
      ...Array.from({ length: 5 }, (_, i) => i + 63),
    ]);
    expect(trace.tieBreak).toBe("equal length (6 octets): Allow wins (RFC 9309 §2.2.2)");
  });

  it("§2.2.2: a path none of the copies matches is allowed, and the trace lists none", () => {
    expect(robots.isAllowed(url("/x/aaaa"), "bot")).toBe(true);
    expect(traceDecision(robots, { url: url("/x/aaaa"), userAgent: "bot" }).matches).toEqual([]);
  });

  it("§2.2.2: merged groups repeat rules too: 70 groups of one Disallow and one Allow", () => {
    const groups = Array.from(
      { length: 70 },
      (_, i) => `User-agent: *\nDisallow: /*.pdf$\nAllow: /open${i % 2}*.pdf$`,
    );
    const merged = parseRobotsTxt(groups.join("\n\n"));
    expect(merged.isAllowed(url("/open1/a.pdf"), "bot")).toBe(true);
    expect(merged.matchingLine(url("/open1/a.pdf"), "bot")).toBe(7);
    expect(merged.isAllowed(url("/shut/a.pdf"), "bot")).toBe(false);
    expect(merged.matchingLine(url("/shut/a.pdf"), "bot")).toBe(2);
  });
});

describe("RFC 9309 §2.2.3: `$` is part of the pattern when rules are compared", () => {
  it("§2.2.3: /x*a$ repeated and /x*a are different rules: the anchored one does not stand for the other", () => {
    const robots = parseRobotsTxt(
      ["User-agent: *", ...repeat("Allow: /x*a$", 60), "Disallow: /x*a"].join("\n"),
    );
    expect(robots.isAllowed(url("/xya"), "bot")).toBe(true);
    expect(robots.matchingLine(url("/xya"), "bot")).toBe(2);
    expect(robots.isAllowed(url("/xyab"), "bot")).toBe(false);
    expect(robots.matchingLine(url("/xyab"), "bot")).toBe(62);
  });

  it("§2.2.3: /a*$ reads as /a: repeated, it still matches every path under /a", () => {
    const robots = parseRobotsTxt(["User-agent: *", ...repeat("Disallow: /a*$", 60)].join("\n"));
    expect(robots.isAllowed(url("/abc"), "bot")).toBe(false);
    expect(robots.isAllowed(url("/b"), "bot")).toBe(true);
  });
});

describe("KOSTER-1996 §3.2.2: the first match in file order, whatever follows", () => {
  const text = [
    "User-agent: *",
    ...Array.from({ length: 30 }, (_, i) => `Disallow: /filler${i}`),
    "Allow: /a",
    ...repeat("Disallow: /a", 40),
    "Disallow: /a*",
  ].join("\n");
  const robots = parseRobotsTxt(text);

  it("§3.2.2: the first of 41 identical /a lines decides; later copies never do", () => {
    expect(robots.isAllowed(url("/abc"), "bot", { profile: "koster1996" })).toBe(true);
    expect(robots.matchingLine(url("/abc"), "bot", { profile: "koster1996" })).toBe(32);
  });

  it("§3.2.2: `*` is an octet like any other, so /a* is not /a", () => {
    expect(robots.matchingLine(url("/a*b"), "bot", { profile: "koster1996" })).toBe(32);
    const trace = traceDecision(robots, {
      url: url("/a*b"),
      userAgent: "bot",
      profile: "koster1996",
    });
    expect(trace.matches.map((m) => m.line)).toEqual(Array.from({ length: 42 }, (_, i) => i + 32));
    expect(
      traceDecision(robots, { url: url("/ab"), userAgent: "bot", profile: "koster1996" }).matches,
    ).toHaveLength(41);
  });
});

describe("google/robotstxt RobotsMatcher::HandleAllow: the index.htm shortcut among duplicates", () => {
  const text = ["User-agent: *", ...repeat("Disallow: /dir/$", 60), "Allow: /dir/index.html"].join(
    "\n",
  );
  const robots = parseRobotsTxt(text);

  it("an Allow of /dir/index.html also allows /dir/ (as /dir/$), winning the tie with 60 Disallow: /dir/$", () => {
    expect(robots.isAllowed(url("/dir/"), "bot", { profile: "google" })).toBe(true);
    expect(robots.matchingLine(url("/dir/"), "bot", { profile: "google" })).toBe(62);
    expect(robots.isAllowed(url("/dir/index.html"), "bot", { profile: "google" })).toBe(true);
  });

  it("RFC 9309 §2.2.2 has no shortcut: /dir/ is disallowed by the first copy", () => {
    expect(robots.isAllowed(url("/dir/"), "bot")).toBe(false);
    expect(robots.matchingLine(url("/dir/"), "bot")).toBe(2);
  });
});

describe("ROBOTS-2.0: class order among repeated rules", () => {
  it("an explicit Allow repeated after wildcard Allows and Disallows of the same path still comes first", () => {
    const robots = parseRobotsTxt(
      [
        "User-agent: *",
        "Robot-version: 2.0.0",
        ...repeat("Allow: /a*", 30),
        ...repeat("Disallow: /ab", 30),
        "Allow: /ab",
      ].join("\n"),
    );
    expect(robots.matchingLine(url("/ab"), "bot", { profile: "robots2" })).toBe(63);
    expect(robots.matchingLine(url("/ac"), "bot", { profile: "robots2" })).toBe(3);
  });
});

describe("AIPREF-ATTACH §3.1 and APP-DIRECTIVES §2.1: repeated paths are one path", () => {
  it("AIPREF-ATTACH §3.1: 100 identical Content-Usage paths are all the longest: their rules are listed and combined", () => {
    const robots = parseRobotsTxt(
      [
        "User-agent: *",
        "Content-Usage: / train-ai=y",
        ...repeat("Content-Usage: /*b search=y", 99),
        "Content-Usage: /*b train-ai=n",
      ].join("\n"),
    );
    const answer = robots.contentUsage({ url: url("/ab"), userAgent: "bot" });
    const statement = answer.sources.preferences[0];
    expect(statement?.source === "robots.txt" && statement.rules.length).toBe(100);
    expect(answer.preferences).toMatchObject({ "train-ai": "disallowed", search: "allowed" });
    expect(answer.explanation).toContain("and 92 more Content-Usage lines with paths as long");
    expect(robots.contentUsage({ url: url("/a"), userAgent: "bot" }).preferences).toMatchObject({
      "train-ai": "allowed",
      search: "unknown",
    });
  });

  it("APP-DIRECTIVES §2.1: identical patterns combine in file order, the last value of a key standing", () => {
    const robots = parseRobotsTxt(
      [
        "User-agent: *",
        ...Array.from({ length: 60 }, (_, i) => `App-Directives: /*.pdf$ reader;v=${i}`),
        "App-Directives: /*.pdf$ other;v=99",
        "App-Directives: / reader;v=-1",
      ].join("\n"),
    );
    const directives = robots.appDirectives({ app: "reader", url: url("/a.pdf") });
    expect(directives?.rules).toHaveLength(60);
    expect(directives?.get("v")).toMatchObject({ value: 59 });
    expect(robots.appDirectives({ app: "reader", url: url("/a.html") })?.get("v")).toMatchObject({
      value: -1,
    });
  });
});
