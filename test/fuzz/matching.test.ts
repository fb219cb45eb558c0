// RFC 9309 §2.2.2–§2.2.3 matching against a reference matcher (fast-check): on generated
// single-group files with Allow/Disallow patterns over [a-c/*$] and paths over [a-c/], the
// library decides as a small dynamic-programming matcher written from the RFC. See
// arbitraries.ts for run counts and seeds (FUZZ_RUNS, FUZZ_SEED, FUZZ_PATH).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, type ProfileName } from "../../src/index.js";
import { parameters, timeout } from "./arbitraries.js";
import { yielding } from "./checks.js";

interface TestRule {
  readonly allow: boolean;
  readonly pattern: string;
}

/**
 * RFC 9309 §2.2.3: does `pattern` match `path` from its start? `*` matches any run of
 * characters (none included); a `$` that ends the pattern matches the end of the path; any
 * other character, a `$` inside the pattern too, matches itself. The pattern need not reach
 * the end of the path (a prefix match). Dynamic programming over (pattern position, path
 * position); plain loops, no regular expression.
 */
function referenceMatches(pattern: string, path: string): boolean {
  const anchored = pattern.length > 0 && pattern[pattern.length - 1] === "$";
  const body = anchored ? pattern.slice(0, -1) : pattern;
  // reach[j]: the part of the pattern read so far can match exactly path[0, j).
  let reach: boolean[] = [];
  for (let j = 0; j <= path.length; j++) reach.push(j === 0);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    const next: boolean[] = [];
    for (let j = 0; j <= path.length; j++) next.push(false);
    if (c === "*") {
      let seen = false;
      for (let j = 0; j <= path.length; j++) {
        if (reach[j]) seen = true;
        next[j] = seen;
      }
    } else {
      for (let j = 0; j < path.length; j++) if (reach[j] && path[j] === c) next[j + 1] = true;
    }
    reach = next;
  }
  if (anchored) return reach[path.length] === true;
  for (let j = 0; j <= path.length; j++) if (reach[j]) return true;
  return false;
}

/**
 * RFC 9309 §2.2.2: the matching rule with the most octets in its pattern decides; an allow
 * and a disallow as long: allow; no matching rule: allowed. An empty pattern matches nothing.
 * (The patterns here are ASCII: octets are characters.)
 */
function referenceDecision(
  rules: readonly TestRule[],
  path: string,
): { allowed: boolean; best?: { allow: boolean; length: number } } {
  let best: { allow: boolean; length: number } | undefined;
  for (const rule of rules) {
    if (rule.pattern === "" || !referenceMatches(rule.pattern, path)) continue;
    const length = rule.pattern.length;
    if (
      best === undefined ||
      length > best.length ||
      (length === best.length && rule.allow && !best.allow)
    )
      best = { allow: rule.allow, length };
  }
  return best === undefined ? { allowed: true } : { allowed: best.allow, best };
}

const patternChar = fc.constantFrom("a", "b", "c", "/", "*", "$");
/** Patterns over [a-c/*$]: mostly starting with "/", sometimes anything (then they match no path, or start with `*`). */
const pattern = fc.oneof(
  { weight: 4, arbitrary: fc.array(patternChar, { maxLength: 8 }).map((cs) => `/${cs.join("")}`) },
  { weight: 1, arbitrary: fc.array(patternChar, { maxLength: 8 }).map((cs) => cs.join("")) },
);
const rule = fc.record({ allow: fc.boolean(), pattern });
const pathChars = (maxLength: number) =>
  fc.array(fc.constantFrom("a", "b", "c", "/"), { maxLength }).map((cs) => cs.join(""));
/** A path a pattern names: its `*` filled in with [a-c/] runs, its final `$` dropped, maybe more after it. */
const pathNamedBy = (p: string) =>
  fc
    .tuple(
      fc.array(pathChars(3), { minLength: p.length + 1, maxLength: p.length + 1 }),
      pathChars(2),
    )
    .map(([fills, tail]) => {
      let out = "";
      for (let i = 0; i < p.length; i++) {
        const c = p[i]!;
        if (c === "*") out += fills[i]!;
        else if (c === "$" && i === p.length - 1) break;
        else if (c !== "$") out += c;
      }
      return `/${(out + tail).replace(/^\/+/, "")}`;
    });
/** Paths over [a-c/], starting with "/" (never /robots.txt, which is always allowed). */
const pathFor = (rules: readonly TestRule[]) =>
  rules.length === 0
    ? pathChars(10).map((p) => `/${p}`)
    : fc.oneof(
        pathChars(10).map((p) => `/${p}`),
        fc.constantFrom(...rules.map((r) => r.pattern)).chain(pathNamedBy),
      );

const lineEnd = fc.constantFrom("\n", "\r\n", "\r");
const ruleLine = (r: TestRule) =>
  fc.constantFrom(
    `${r.allow ? "Allow" : "Disallow"}: ${r.pattern}`,
    `${r.allow ? "allow" : "DISALLOW"}:${r.pattern}`,
    ` ${r.allow ? "Allow" : "Disallow"} :\t${r.pattern} # c`,
  );

/**
 * A file with the crawler's one group ("*" or "bot"), its rules in any order with blank lines
 * and comments among them (RFC 9309 §2.2: neither ends a group), and perhaps a group for
 * another crawler with rules of its own before or after it.
 */
const singleGroupFile = fc
  .record({
    name: fc.constantFrom("*", "bot", "BOT"),
    rules: fc.array(rule, { maxLength: 7 }),
    other: fc.option(
      fc.record({ before: fc.boolean(), rules: fc.array(rule, { minLength: 1, maxLength: 3 }) }),
      { nil: undefined },
    ),
    blank: fc.array(fc.constantFrom("", "# comment", "   "), { maxLength: 2 }),
  })
  .chain(({ name, rules, other, blank }) =>
    fc
      .record({
        lines: fc.tuple(...rules.map(ruleLine)),
        otherLines: fc.tuple(...(other?.rules ?? []).map(ruleLine)),
        blankAt: fc.array(fc.nat(), { minLength: blank.length, maxLength: blank.length }),
        end: lineEnd,
        path: pathFor(rules),
      })
      .map(({ lines, otherLines, blankAt, end, path }) => {
        const body: string[] = [...lines];
        blank.forEach((b, i) => body.splice(blankAt[i]! % (body.length + 1), 0, b));
        const own = [`User-agent: ${name}`, ...body];
        const others = other
          ? [`User-agent: ${name === "*" ? "otherbot" : "*"}`, ...otherLines]
          : [];
        // RFC 9309 §2.2: User-agent lines with only blank lines between them start one group, so
        // the other group goes before a group without rules.
        const before = other !== undefined && (other.before || rules.length === 0);
        const text = [
          ...(before ? [...others, ""] : []),
          ...own,
          ...(other && !before ? ["", ...others] : []),
          "",
        ].join(end);
        return { text, rules, path };
      }),
  );

describe("RFC 9309 §2.2.2 matching agrees with a reference matcher (property-based)", () => {
  it("the reference matcher itself: * matches any run, a final $ the end, other characters themselves", () => {
    const cases: [string, string, boolean][] = [
      ["/a", "/abc", true],
      ["/a$", "/a", true],
      ["/a$", "/ab", false],
      ["/*c", "/abc", true],
      ["/*c$", "/abca", false],
      ["/*", "/", true],
      ["*", "/", true],
      ["/a$b", "/a", false],
      ["/a$$", "/a", false],
      ["$", "/", false],
      ["/**a", "/ba", true],
      ["a", "/a", false],
      ["/b*$", "/bcc", true],
    ];
    for (const [p, path, expected] of cases)
      expect(referenceMatches(p, path), `${p} ${path}`).toBe(expected);
  });

  it(
    "RFC 9309 §2.2.2: longest match by pattern octets decides, allow wins a tie, * matches any run, $ anchors only at the end, no matching rule allows",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          singleGroupFile,
          yielding(({ text, rules, path }) => {
            const robots = parseRobotsTxt(text);
            const expected = referenceDecision(rules, path);
            const url = `https://example.com${path}`;
            const profiles: ProfileName[] = ["rfc9309", "google"];
            for (const profile of profiles) {
              const decision = robots.decide({ url, userAgent: "bot", profile });
              expect(robots.isAllowed(url, "bot", { profile }), `${profile} isAllowed`).toBe(
                expected.allowed,
              );
              expect(decision.allowed, `${profile} decide`).toBe(expected.allowed);
              expect(decision.reason, profile).toBe(
                expected.best ? "matched-rule" : "no-matching-rule",
              );
              if (expected.best) {
                // The deciding rule is one the reference finds: as long, of the same kind, matching.
                const deciding = decision.rule;
                expect(deciding?.kind, profile).toBe(expected.best.allow ? "allow" : "disallow");
                expect(deciding?.pattern.length, profile).toBe(expected.best.length);
                expect(referenceMatches(deciding?.pattern ?? "", path), profile).toBe(true);
                expect(robots.matchingLine(url, "bot", { profile }), profile).toBe(deciding?.line);
              }
            }
          }),
        ),
        parameters(4),
      );
    },
    timeout(40),
  );
});

/** KOSTER-1996 §3.2.2: the first rule in file order whose pattern starts the path; none: allowed. */
function referenceKoster(rules: readonly TestRule[], path: string): boolean {
  for (const rule of rules)
    if (rule.pattern !== "" && path.startsWith(rule.pattern)) return rule.allow;
  return true;
}

/** Many rules over a small alphabet, so that prefixes, equal patterns and wildcards collide. */
const largeRuleSet = fc.array(rule, { minLength: 48, maxLength: 160 });

describe("large rule sets: the rule index decides as a scan would (property-based)", () => {
  it(
    "RFC 9309 §2.2.2 and KOSTER-1996 §3.2.2 on files with 48–160 rules (indexed by each rule's literal start)",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          largeRuleSet.chain((rules) =>
            fc.record({
              rules: fc.constant(rules),
              paths: fc.array(pathFor(rules), { minLength: 1, maxLength: 20 }),
            }),
          ),
          yielding(({ rules, paths }) => {
            const text = [
              "User-agent: *",
              ...rules.map((r) => `${r.allow ? "Allow" : "Disallow"}: ${r.pattern}`),
            ].join("\n");
            const robots = parseRobotsTxt(text);
            for (const path of paths) {
              const url = `https://example.com${path}`;
              const expected = referenceDecision(rules, path);
              for (const profile of ["rfc9309", "google"] as const) {
                const decision = robots.decide({ url, userAgent: "bot", profile });
                expect(decision.allowed, `${profile} ${path}`).toBe(expected.allowed);
                if (expected.best) expect(decision.rule?.pattern.length).toBe(expected.best.length);
              }
              // KOSTER-1996 reads `*` and `$` as themselves.
              expect(
                robots.isAllowed(url, "bot", { profile: "koster1996" }),
                `koster1996 ${path}`,
              ).toBe(referenceKoster(rules, path));
            }
          }),
        ),
        parameters(1),
      );
    },
    timeout(40),
  );
});

describe("large rule sets: starts whose hashes collide", () => {
  it('RFC 9309 §2.2.2: "/Aa" and "/BB" (one 31-based hash) each decide their own paths in a 60-rule group', () => {
    const filler = Array.from({ length: 58 }, (_, i) => `Disallow: /filler${i}/`);
    const robots = parseRobotsTxt(
      ["User-agent: *", ...filler, "Disallow: /Aa", "Allow: /BB"].join("\n"),
    );
    for (const profile of ["rfc9309", "google", "koster1996"] as const) {
      expect(robots.isAllowed("https://example.com/Aa/x", "bot", { profile }), profile).toBe(false);
      expect(robots.isAllowed("https://example.com/BB/x", "bot", { profile }), profile).toBe(true);
      expect(robots.matchingLine("https://example.com/Aa/x", "bot", { profile }), profile).toBe(60);
      expect(robots.matchingLine("https://example.com/BB/x", "bot", { profile }), profile).toBe(61);
    }
  });
});
