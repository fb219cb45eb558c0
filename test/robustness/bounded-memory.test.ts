// Bounded memory per parsed file: crawlers that select the same groups share compiled rules,
// and what a file keeps compiled is bounded by entries and by estimated bytes, with the least
// recently used evicted first. Answers never depend on what was evicted.
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import { CompiledCache, estimatedBytes } from "../../src/core/compiled-cache.js";
import { SelectionCache } from "../../src/core/decide.js";
import { STRATEGIES } from "../../src/profiles.js";
import type { Compiled } from "../../src/core/strategy.js";
import type { Group } from "../../src/core/types.js";

const LARGE = `User-agent: *\n${Array.from({ length: 5_000 }, (_, i) => `Disallow: /section-${i}/*.html$\nAllow: /section-${i}/open/\n`).join("")}`;

/** A file with `n` groups, group i naming `bot-i` and disallowing `/only-i/`. */
function manyGroups(n: number): string {
  return Array.from({ length: n }, (_, i) => `User-agent: bot-${i}\nDisallow: /only-${i}/\n`).join(
    "\n",
  );
}

describe("bounded memory: compiled rules per file", () => {
  it("300 crawler names that fall to the * group share one compilation, under every profile", () => {
    const cache = new SelectionCache(parseRobotsTxt(LARGE).policy);
    for (const profile of ["rfc9309", "google", "koster1996", "robots2"] as const) {
      const strategy = STRATEGIES[profile];
      const first = cache.get(strategy, "crawler-0");
      for (let i = 1; i < 300; i++)
        expect(cache.get(strategy, `crawler-${i}`).rules).toBe(first.rules);
    }
    // rfc9309, google and koster1996 (robots2 reads this 1.0 rule set as koster1996).
    expect(cache.compiled.entries).toBe(3);
  });

  it("a file's compiled sets stay within the entry bound, and every answer stays right", () => {
    const robots = parseRobotsTxt(manyGroups(200));
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 200; i++) {
        expect(robots.isAllowed(`https://example.com/only-${i}/page`, `bot-${i}`)).toBe(false);
        expect(robots.isAllowed(`https://example.com/only-${(i + 1) % 200}/page`, `bot-${i}`)).toBe(
          true,
        );
      }
    const cache = new SelectionCache(robots.policy);
    for (let i = 0; i < 200; i++) cache.get(STRATEGIES.rfc9309, `bot-${i}`);
    expect(cache.compiled.entries).toBeLessThanOrEqual(64);
  });

  it("evicts the least recently used set when the byte budget is exceeded, keeping the newest", () => {
    let evictions = 0;
    const group = (line: number, patterns: number): Group =>
      ({
        line,
        column: 1,
        rules: Array.from({ length: patterns }, (_, i) => ({
          line,
          column: 1,
          kind: "disallow",
          pattern: `/p${i}`,
        })),
      }) as unknown as Group;
    const compiledOf = (g: Group): Compiled => ({
      rules: g.rules.map((rule) => ({ rule, length: rule.pattern.length, matches: () => false })),
    });
    const big = group(4, 40);
    // The budget holds the big set alone, not the big set and any small one.
    const maxBytes = estimatedBytes(compiledOf(big)) + 100;
    const cache = new CompiledCache({ maxEntries: 100, maxBytes }, { evicted: () => evictions++ });
    const small = [group(1, 10), group(2, 10), group(3, 10)];
    const values = small.map((g) => cache.once("k", [g], () => compiledOf(g)));
    expect(cache.size).toBe(3);
    // A hit moves group 1 to the most recently used end.
    expect(cache.once("k", [small[0]!], () => compiledOf(small[0]!))).toBe(values[0]);
    // A set of 40 rules overflows the budget: 2 and 3 go (least recently used), 1 goes too.
    cache.once("k", [big], () => compiledOf(big));
    expect(evictions).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // A set larger than the whole budget is still kept, alone, so it is not compiled per question.
    const huge = group(5, 200);
    const hugeValue = cache.once("k", [huge], () => compiledOf(huge));
    expect(cache.size).toBe(1);
    expect(cache.once("k", [huge], () => compiledOf(huge))).toBe(hugeValue);
  });

  it("selections holding evicted rules are dropped with them, so the bound holds", () => {
    const robots = parseRobotsTxt(manyGroups(100));
    const cache = new SelectionCache(robots.policy);
    const early = cache.get(STRATEGIES.rfc9309, "bot-0");
    for (let i = 1; i < 100; i++) cache.get(STRATEGIES.rfc9309, `bot-${i}`);
    // bot-0's set was evicted (64 entries): asking again compiles anew rather than holding the old one.
    const again = cache.get(STRATEGIES.rfc9309, "bot-0");
    expect(again).not.toBe(early);
    expect(again.rules.map((r) => r.rule.line)).toEqual(early.rules.map((r) => r.rule.line));
  });
});
