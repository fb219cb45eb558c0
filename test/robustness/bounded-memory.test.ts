// Bounded memory per parsed file: crawlers that select the same groups share compiled rules,
// and what a file keeps compiled is bounded by entries and by estimated bytes, with the least
// recently used evicted first. Answers never depend on what was evicted.
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import { CompiledCache, estimatedBytes } from "../../src/core/compiled-cache.js";
import { CompiledRulesBuilder, type CompiledRules } from "../../src/core/compiled-rules.js";
import { SelectionCache } from "../../src/core/decide.js";
import { DISCARD_DIAGNOSTICS } from "../../src/core/diagnostics.js";
import { crawlIndex, indexLines, indexText } from "../../src/rfc9309/index-lines.js";
import { parseRawRobotsTxt } from "../../src/rfc9309/parse-raw.js";
import { STRATEGIES } from "../../src/profiles.js";
import type { Compiled } from "../../src/core/strategy.js";

/** A file's own selection cache, as a RobotsTxt keeps it. */
function selectionCacheOf(text: string): SelectionCache {
  const file = indexLines(text, parseRawRobotsTxt(text), DISCARD_DIAGNOSTICS);
  const robots = parseRobotsTxt(text);
  return new SelectionCache(file, robots);
}

/** The line of each compiled rule, in precedence order. */
function linesOf(cache: SelectionCache, rules: CompiledRules): number[] {
  return Array.from({ length: rules.size }, (_, entry) => cache.file.line(rules.row(entry)));
}

const LARGE = `User-agent: *\n${Array.from({ length: 5_000 }, (_, i) => `Disallow: /section-${i}/*.html$\nAllow: /section-${i}/open/\n`).join("")}`;

/** A file with `n` groups, group i naming `bot-i` and disallowing `/only-i/`. */
function manyGroups(n: number): string {
  return Array.from({ length: n }, (_, i) => `User-agent: bot-${i}\nDisallow: /only-${i}/\n`).join(
    "\n",
  );
}

describe("bounded memory: compiled rules per file", () => {
  it("300 crawler names that fall to the * group share one compilation, under every profile", () => {
    const cache = selectionCacheOf(LARGE);
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
    const cache = selectionCacheOf(manyGroups(200));
    for (let i = 0; i < 200; i++) cache.get(STRATEGIES.rfc9309, `bot-${i}`);
    expect(cache.compiled.entries).toBeLessThanOrEqual(64);
  });

  it("evicts the least recently used set when the byte budget is exceeded, keeping the newest", () => {
    let evictions = 0;
    // One file with five groups of 10, 10, 10, 60 and 200 rules: set i compiles group i.
    const sizes = [10, 10, 10, 60, 200];
    const text = sizes
      .map(
        (n, g) =>
          `User-agent: g${g}\n${Array.from({ length: n }, (_, i) => `Disallow: /p${i}\n`).join("")}`,
      )
      .join("");
    const file = selectionCacheOf(text).file;
    const compiledOf = (set: number): Compiled => {
      const builder = new CompiledRulesBuilder(file);
      for (let row = file.setStart("groups", set); row < file.setEnd("groups", set); row++)
        if (file.isRule(row)) {
          const pattern = file.value(row);
          const options = {
            inText: true,
            anchored: false,
            wildcards: false,
            length: pattern.length,
          };
          builder.add(row, pattern, options, row);
        }
      return builder.build();
    };
    const big = 3;
    // The budget holds the big set alone, not the big set and any small one.
    const maxBytes = estimatedBytes(compiledOf(big)) + 100;
    const cache = new CompiledCache({ maxEntries: 100, maxBytes }, { evicted: () => evictions++ });
    const small = [0, 1, 2];
    const values = small.map((g) => cache.once("k", [g], () => compiledOf(g)));
    expect(cache.size).toBe(3);
    // A hit moves group 1 to the most recently used end.
    expect(cache.once("k", [small[0]!], () => compiledOf(small[0]!))).toBe(values[0]);
    // A set of 60 rules overflows the budget: 2 and 3 go (least recently used), 1 goes too.
    cache.once("k", [big], () => compiledOf(big));
    expect(evictions).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // A set larger than the whole budget is still kept, alone, so it is not compiled per question.
    const huge = 4;
    const hugeValue = cache.once("k", [huge], () => compiledOf(huge));
    expect(cache.size).toBe(1);
    expect(cache.once("k", [huge], () => compiledOf(huge))).toBe(hugeValue);
  });

  it("selections holding evicted rules are dropped with them, so the bound holds", () => {
    const cache = selectionCacheOf(manyGroups(100));
    const early = cache.get(STRATEGIES.rfc9309, "bot-0");
    for (let i = 1; i < 100; i++) cache.get(STRATEGIES.rfc9309, `bot-${i}`);
    // bot-0's set was evicted (64 entries): asking again compiles anew rather than holding the old one.
    const again = cache.get(STRATEGIES.rfc9309, "bot-0");
    expect(again).not.toBe(early);
    expect(linesOf(cache, again.rules)).toEqual(linesOf(cache, early.rules));
  });
});

describe("bounded memory: the crawl index", () => {
  it("RFC 9309 §2.2.4: a run of fields no question reads is one row of the crawl index; the policy model keeps every line", () => {
    // 166,000 lines "a:" once held 4 MB of rows (24 bytes each) in a file that answers nothing
    // from them: only where such fields stand matters (politeness sections, Robot-version).
    const text = `User-agent: a\n${"x-unknown: 1\n".repeat(10_000)}Crawl-delay: 3\n${"y:\n\nz w\n".repeat(10_000)}Disallow: /\n`;
    expect(crawlIndex(text).rowCount).toBe(5);
    expect(indexText(text, DISCARD_DIAGNOSTICS).rowCount).toBe(30_003);
    const robots = parseRobotsTxt(text);
    expect(robots.crawlDelay("a")).toBe(3);
    expect(robots.isAllowed("/x", "a")).toBe(false);
    expect(robots.policy.groups[0]!.fields).toHaveLength(30_001);
  });
});
