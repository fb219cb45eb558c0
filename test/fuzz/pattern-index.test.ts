// The pattern index (src/core/pattern-index.ts) answers as a scan of every pattern in
// precedence order would (its precedence contract), on lists built to defeat it: wildcard-heavy
// patterns over a small alphabet, identical patterns, counters before, inside and after the
// pieces, many `*`, `$` anchors, single-character pieces, literal starts of many lengths, and
// paths made of the patterns' characters (fast-check). See arbitraries.ts for run counts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PatternIndex, listMatches } from "../../src/core/pattern-index.js";
import { PatternStrings } from "../../src/core/pattern-list.js";
import { matchesWildcard, compileWildcard } from "../../src/core/pattern.js";
import { firstByScan, matchingByScan } from "../../src/core/pattern-scan.js";
import { parameters, timeout } from "./arbitraries.js";
import { parseRobotsTxt, traceDecision } from "../../src/index.js";

/** RFC 9309 §2.2.3 by dynamic programming: `*` any run, a final `$` the end, a prefix match otherwise. */
function referenceMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  let reach = Array.from({ length: path.length + 1 }, (_, j) => j === 0);
  for (const c of body) {
    const next = Array.from({ length: path.length + 1 }, () => false);
    let seen = false;
    for (let j = 0; j <= path.length; j++) {
      if (c === "*") {
        seen ||= reach[j]!;
        next[j] = seen;
      } else if (j < path.length && reach[j] && path[j] === c) next[j + 1] = true;
    }
    reach = next;
  }
  return anchored ? reach[path.length]! : reach.includes(true);
}

const scanFirst = (patterns: readonly string[], path: string) =>
  patterns.findIndex((p) => referenceMatches(p, path));
const scanAll = (patterns: readonly string[], path: string) =>
  patterns.flatMap((p, i) => (referenceMatches(p, path) ? [i] : []));

/** "á" (U+00E1) folds onto "a" in the index's 7-bit runs: it must never be taken for one. */
const small = fc.constantFrom("a", "b", "/", "1", "a", "b", "á");
const piece = fc.array(small, { minLength: 0, maxLength: 12 }).map((cs) => cs.join(""));
/** A pattern of families that share most of their text: a template with holes for a counter. */
const family = fc
  .record({
    start: fc.constantFrom("/", "/a", "/ab/", "", "/aaaa"),
    pieces: fc.array(piece, { minLength: 0, maxLength: 5 }),
    counterAt: fc.integer({ min: -1, max: 5 }),
    anchored: fc.boolean(),
    stars: fc.constantFrom("*", "**"),
  })
  .chain((shape) =>
    fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 90 }).map((counters) =>
      counters.map((n) => {
        const pieces = shape.pieces.map((p, i) => (i === shape.counterAt ? `${p}${n}` : p));
        const body = shape.start + pieces.map((p) => shape.stars + p).join("");
        return shape.anchored ? `${body}$` : body;
      }),
    ),
  );
const anyPattern = fc
  .array(fc.constantFrom("a", "b", "/", "1", "*", "$", "á"), { maxLength: 10 })
  .map((cs) => `/${cs.join("")}`);
const patterns = fc
  .tuple(family, fc.array(anyPattern, { maxLength: 40 }), fc.array(family, { maxLength: 2 }))
  .chain(([a, b, more]) => fc.shuffledSubarray([...a, ...b, ...more.flat()], { minLength: 1 }));
/** Paths of the patterns' characters, long runs of one character, and the patterns filled in. */
const pathOf = (list: readonly string[]) =>
  fc.oneof(
    fc.array(small, { maxLength: 40 }).map((cs) => `/${cs.join("")}`),
    fc
      .tuple(
        fc.constantFrom("a", "b", "1", "ab", "a1", "á", "aá"),
        fc.integer({ min: 1, max: 300 }),
      )
      .map(([unit, n]) => `/${unit.repeat(n)}`),
    fc
      .tuple(
        fc.constantFrom(...list),
        fc.array(fc.constantFrom("", "a", "b1", "/"), { maxLength: 8 }),
      )
      .map(([p, fills]) => {
        let i = 0;
        return p
          .replace(/\$$/, "")
          .replace(/\*/g, () => fills[i++ % Math.max(1, fills.length)] ?? "");
      }),
  );

/**
 * Many distinct long pieces over twenty characters: more keys (and guard characters) than the
 * index looks for one by one, so that it reads the path's runs itself.
 */
const wide = fc.constantFrom(..."abcdefghij/0123456789");
const widePattern = fc
  .tuple(
    fc.constantFrom("/", "/a", ""),
    fc.array(fc.array(wide, { minLength: 1, maxLength: 14 }), { minLength: 1, maxLength: 3 }),
    fc.boolean(),
  )
  .map(
    ([start, pieces, anchored]) =>
      `${start}*${pieces.map((p) => p.join("")).join("*")}${anchored ? "$" : ""}`,
  );
const widePatterns = fc.array(widePattern, { minLength: 20, maxLength: 120 });
const widePathOf = (list: readonly string[]) =>
  fc.oneof(
    fc.array(wide, { maxLength: 200 }).map((cs) => `/${cs.join("")}`),
    fc
      .array(fc.tuple(fc.constantFrom(...list), fc.array(wide, { maxLength: 3 })), { maxLength: 6 })
      .map(
        (parts) =>
          `/${parts.map(([p, fill]) => p.replace(/\$$/, "").replace(/\*/g, fill.join(""))).join("")}`,
      ),
  );

describe("pattern index: the scan's answer (property-based)", () => {
  it(
    "RFC 9309 §2.2.3 matching over many distinct long pieces (runs of 8 characters read in one pass)",
    () => {
      fc.assert(
        fc.property(
          widePatterns.chain((list) =>
            fc.record({
              list: fc.constant(list),
              paths: fc.array(widePathOf(list), { minLength: 1, maxLength: 8 }),
            }),
          ),
          ({ list, paths }) => {
            const index = new PatternIndex(new PatternStrings(list));
            for (const path of paths) {
              expect(index.first(path), `first ${path}`).toBe(scanFirst(list, path));
              const distinct = scanAll(list, path).filter((p) => index.representative(p) === p);
              expect(index.matching(path), `matching ${path}`).toEqual(distinct);
            }
          },
        ),
        parameters(2),
      );
    },
    timeout(60),
  );

  it(
    "RFC 9309 §2.2.3 matching over rules that differ in a counter, on paths that repeat a few characters (runs met again skipped only once settled)",
    () => {
      // Many keys (the path's every place is read) whose patterns a run can find too early
      // (a head that ends later), too soon for an anchored end, or before their tail.
      const units = fc.constantFrom("a1", "1a", "a1/", "a11", "ab1", "a10", "a1a2");
      const counted = fc
        .record({
          unit: units,
          heads: fc.integer({ min: 0, max: 4 }),
          before: fc.constantFrom("", "a", "1", "/"),
          after: fc.constantFrom("", "a", "1", "/a"),
          tail: fc.constantFrom("", "*b", "*a1", "*1$", "$", "*a1a1a1a1"),
        })
        .chain((shape) =>
          fc
            .array(fc.integer({ min: 0, max: 150 }), { minLength: 40, maxLength: 100 })
            .map((counters) => ({
              unit: shape.unit,
              list: counters.map(
                (n) =>
                  `/*${shape.unit.repeat(shape.heads)}*${shape.before}${n}${shape.after}${shape.tail}`,
              ),
            })),
        );
      const repeating = (unit: string) =>
        fc
          .tuple(
            fc.oneof(fc.constant(unit), units),
            fc.integer({ min: 1, max: 120 }),
            fc.constantFrom("", "b", "1", "a1", "/b"),
          )
          .map(([u, n, end]) => `/${u.repeat(n)}${end}`);
      fc.assert(
        fc.property(
          fc.tuple(counted, fc.array(anyPattern, { maxLength: 10 })).chain(([a, b]) =>
            fc.record({
              list: fc.constant([...a.list, ...b]),
              paths: fc.array(repeating(a.unit), { minLength: 1, maxLength: 4 }),
            }),
          ),
          ({ list, paths }) => {
            const index = new PatternIndex(new PatternStrings(list));
            for (const path of paths) {
              expect(index.first(path), `first ${path}`).toBe(scanFirst(list, path));
              const distinct = scanAll(list, path).filter((p) => index.representative(p) === p);
              expect(index.matching(path), `matching ${path}`).toEqual(distinct);
            }
          },
        ),
        parameters(1),
      );
    },
    timeout(60),
  );

  it(
    "RFC 9309 §2.2.3 matching of a list tried one by one: a pattern ruled out by a character the path lacks is one that does not match",
    () => {
      // Paths in turn that hold and lack each character (the scan remembers, per path, which
      // characters it holds: nothing may carry over from one path to the next).
      const lacking = fc.array(fc.constantFrom("a", "b", "1", "/", "á", "c"), { maxLength: 30 });
      fc.assert(
        fc.property(
          patterns.chain((list) =>
            fc.record({
              list: fc.constant(list),
              paths: fc.array(
                fc.oneof(
                  pathOf(list),
                  lacking.map((cs) => `/${cs.join("")}`),
                ),
                { minLength: 1, maxLength: 12 },
              ),
              below: fc.integer({ min: 0, max: list.length }),
            }),
          ),
          ({ list, paths, below }) => {
            const strings = new PatternStrings(list);
            for (const path of paths) {
              expect(firstByScan(strings, path), `first ${path}`).toBe(scanFirst(list, path));
              const all = scanAll(list, path);
              expect(matchingByScan(strings, path), `matching ${path}`).toEqual(all);
              expect(matchingByScan(strings, path, below)).toEqual(all.filter((p) => p < below));
            }
          },
        ),
        parameters(3),
      );
    },
    timeout(60),
  );

  it(
    "RFC 9309 §2.2.3 matching: first(path) is the first pattern in order that matches, matching(path) every distinct one",
    () => {
      fc.assert(
        fc.property(
          patterns.chain((list) =>
            fc.record({
              list: fc.constant(list),
              paths: fc.array(pathOf(list), { minLength: 1, maxLength: 12 }),
            }),
          ),
          ({ list, paths }) => {
            const strings = new PatternStrings(list);
            const index = new PatternIndex(strings);
            for (const path of paths) {
              expect(index.first(path), `first ${path}`).toBe(scanFirst(list, path));
              const all = scanAll(list, path);
              const distinct = all.filter((p) => index.representative(p) === p);
              expect(index.matching(path), `matching ${path}`).toEqual(distinct);
              for (const p of all) expect(all).toContain(index.representative(p));
              for (let p = 0; p < list.length; p++)
                expect(listMatches(strings, p, path), `${list[p]} ${path}`).toBe(
                  matchesWildcard(compileWildcard(list[p]!), path),
                );
            }
          },
        ),
        parameters(3),
      );
    },
    timeout(60),
  );
});

/** A rule line of a robots.txt file in the test below. */
interface Line {
  readonly allow: boolean;
  readonly pattern: string;
}

/** RFC 9309 §2.2.2: the matching rule with the longest pattern, an Allow on a tie, the first line among equals (0: none). */
function rfc9309Line(lines: readonly Line[], path: string): number {
  let best = -1;
  lines.forEach((rule, i) => {
    if (rule.pattern === "" || !referenceMatches(rule.pattern, path)) return;
    const current = lines[best];
    if (
      current === undefined ||
      rule.pattern.length > current.pattern.length ||
      (rule.pattern.length === current.pattern.length && rule.allow && !current.allow)
    )
      best = i;
  });
  return best < 0 ? 0 : best + 2; // line 1 is the User-agent line
}

/** KOSTER-1996 §3.2.2: the first rule in file order whose pattern (read literally) starts the path. */
function kosterLine(lines: readonly Line[], path: string): number {
  const i = lines.findIndex((rule) => rule.pattern !== "" && path.startsWith(rule.pattern));
  return i < 0 ? 0 : i + 2;
}

/**
 * ROBOTS-2.0 (a 2.0 rule set): explicit Allow, then Disallow, then wildcard Allow, each in
 * file order; a pattern matches the whole path, its `*` any run.
 */
function robots2Line(lines: readonly Line[], path: string): number {
  const classOf = (rule: Line) => (!rule.allow ? 1 : rule.pattern.includes("*") ? 2 : 0);
  const order = lines
    .map((rule, i) => ({ rule, i }))
    .filter(({ rule }) => rule.pattern !== "")
    .sort((a, b) => classOf(a.rule) - classOf(b.rule) || a.i - b.i);
  const first = order.find(({ rule }) => referenceMatches(`${rule.pattern}$`, path));
  return first ? first.i + 3 : 0; // lines 1-2: User-agent, Robot-version
}

const ruleLines = fc
  .tuple(
    family,
    fc.array(anyPattern, { maxLength: 30 }),
    fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  )
  .chain(([a, b, kinds]) =>
    fc
      .shuffledSubarray([...a, ...b], { minLength: 1 })
      .map((patterns) =>
        patterns
          .filter((p) => !p.includes("á"))
          .map((pattern, i): Line => ({ allow: kinds[i % kinds.length]!, pattern })),
      ),
  )
  .filter((lines) => lines.length > 0);

describe("pattern index through the public API: every profile decides as a scan (property-based)", () => {
  it(
    "RFC 9309 §2.2.2, google/robotstxt, KOSTER-1996 §3.2.2 and ROBOTS-2.0 on wildcard-heavy groups of repeated, counted and anchored rules",
    () => {
      fc.assert(
        fc.property(
          ruleLines.chain((lines) =>
            fc.record({
              lines: fc.constant(lines),
              paths: fc.array(
                pathOf(lines.map((l) => l.pattern)).filter(
                  (p) => p.startsWith("/") && !p.includes("á"),
                ),
                { minLength: 1, maxLength: 8 },
              ),
            }),
          ),
          ({ lines, paths }) => {
            const body = lines.map((l) => `${l.allow ? "Allow" : "Disallow"}: ${l.pattern}`);
            const robots = parseRobotsTxt(["User-agent: *", ...body].join("\n"));
            const robots2 = parseRobotsTxt(
              ["User-agent: *", "Robot-version: 2.0.0", ...body].join("\n"),
            );
            for (const path of paths) {
              const url = `https://example.com${path}`;
              const expected = rfc9309Line(lines, path);
              for (const profile of ["rfc9309", "google"] as const)
                expect(robots.matchingLine(url, "bot", { profile }), `${profile} ${path}`).toBe(
                  expected,
                );
              expect(robots.matchingLine(url, "bot", { profile: "koster1996" }), path).toBe(
                kosterLine(lines, path),
              );
              // ROBOTS-2.0 reads `$` as itself: those files are left to the conformance tests.
              if (!lines.some((l) => l.pattern.includes("$")))
                expect(robots2.matchingLine(url, "bot", { profile: "robots2" }), path).toBe(
                  robots2Line(lines, path),
                );
              const trace = traceDecision(robots, { url, userAgent: "bot" });
              expect(trace.matches.map((m) => m.line)).toEqual(
                lines
                  .map((l, i) => ({ l, line: i + 2 }))
                  .filter(({ l }) => l.pattern !== "" && referenceMatches(l.pattern, path))
                  .sort(
                    (a, b) =>
                      b.l.pattern.length - a.l.pattern.length ||
                      Number(b.l.allow) - Number(a.l.allow) ||
                      a.line - b.line,
                  )
                  .map(({ line }) => line),
              );
            }
          },
        ),
        parameters(2),
      );
    },
    timeout(60),
  );
});

describe("a large rule set is scanned for its first questions, then indexed (core/compiled-rules.ts): the answers do not change (property-based)", () => {
  it(
    "RFC 9309 §2.2.2 and google/robotstxt on 48 or more rules asked 40 paths in a row (the scan budget runs out on the way)",
    () => {
      fc.assert(
        fc.property(
          ruleLines
            .filter((lines) => lines.length > 0)
            .map((lines) =>
              Array.from({ length: Math.ceil(48 / lines.length) }, () => lines).flat(),
            )
            .chain((lines) =>
              fc.record({
                lines: fc.constant(lines),
                paths: fc.array(
                  pathOf(lines.map((l) => l.pattern)).filter(
                    (p) => p.startsWith("/") && !p.includes("á"),
                  ),
                  { minLength: 40, maxLength: 40 },
                ),
              }),
            ),
          ({ lines, paths }) => {
            const body = lines.map((l) => `${l.allow ? "Allow" : "Disallow"}: ${l.pattern}`);
            const robots = parseRobotsTxt(["User-agent: *", ...body].join("\n"));
            for (const path of paths)
              for (const profile of ["rfc9309", "google"] as const)
                expect(
                  robots.matchingLine(`https://example.com${path}`, "bot", { profile }),
                  `${profile} ${path}`,
                ).toBe(rfc9309Line(lines, path));
          },
        ),
        parameters(0.5),
      );
    },
    timeout(100),
  );
});
