// Bounded memory per parsed file: crawlers that select the same groups share compiled rules,
// and what a file keeps compiled is bounded by entries and by estimated bytes, with the least
// recently used evicted first. Answers never depend on what was evicted.
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import {
  CompiledCache,
  estimatedBytes,
  type CompiledCacheLimits,
} from "../../src/core/compiled-cache.js";
import { CompiledRulesBuilder, type CompiledRules } from "../../src/core/compiled-rules.js";
import { SelectionCache } from "../../src/core/decide.js";
import { DISCARD_DIAGNOSTICS } from "../../src/core/diagnostics.js";
import { indexLines } from "../../src/rfc9309/index-lines.js";
import { parseRawRobotsTxt } from "../../src/rfc9309/parse-raw.js";
import { STRATEGIES } from "../../src/profiles.js";
import type { Compiled } from "../../src/core/strategy.js";

/** A file's own selection cache, as a RobotsTxt keeps it. */
function selectionCacheOf(text: string, limits?: CompiledCacheLimits): SelectionCache {
  const file = indexLines(text, parseRawRobotsTxt(text), DISCARD_DIAGNOSTICS);
  const robots = parseRobotsTxt(text);
  return new SelectionCache(file, robots, limits);
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
      cache.get(strategy, "warm-up"); // the first question of a file keeps its selection in a slot alone
      const first = cache.get(strategy, "crawler-0");
      // One selection too: every name no group gives is read as "*".
      for (let i = 1; i < 300; i++) expect(cache.get(strategy, `crawler-${i}`)).toBe(first);
    }
    // rfc9309, google and koster1996 (robots2 reads this 1.0 rule set as koster1996).
    expect(cache.compiled.entries).toBe(3);
  });

  it("a file's compiled sets and selections stay within the byte bound, and every answer stays right", () => {
    const robots = parseRobotsTxt(manyGroups(200));
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 200; i++) {
        expect(robots.isAllowed(`https://example.com/only-${i}/page`, `bot-${i}`)).toBe(false);
        expect(robots.isAllowed(`https://example.com/only-${(i + 1) % 200}/page`, `bot-${i}`)).toBe(
          true,
        );
      }
    const limits = { maxBytes: 64 * 1024 };
    const cache = selectionCacheOf(manyGroups(2_000), limits);
    for (let i = 0; i < 2_000; i++) cache.get(STRATEGIES.rfc9309, `bot-${i}`);
    expect(cache.compiled.bytes).toBeLessThanOrEqual(limits.maxBytes);
    expect(cache.compiled.entries).toBeGreaterThan(10);
  });

  it("caches are sized to the file: every group of a file of 300 twenty-rule groups fits, so a rotation compiles each once", () => {
    const text = Array.from(
      { length: 300 },
      (_, i) =>
        `User-agent: bot-${i}\n${Array.from({ length: 20 }, (_, j) => `Disallow: /p${j}/${i}/\n`).join("")}`,
    ).join("\n");
    const cache = selectionCacheOf(text);
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 300; i++) cache.get(STRATEGIES.rfc9309, `bot-${i}`);
    expect(cache.compiled.entries).toBe(300);
    // The first question's selection is not kept (it stays in the slot while it is the last).
    expect(cache.compiled.selections).toBeGreaterThanOrEqual(299);
  });

  it("evicts the least recently used set when the byte budget is exceeded, keeping the newest", () => {
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
    // The budget holds the big set alone, not the big set and any small one; or the three small ones.
    const maxBytes = estimatedBytes(compiledOf(big)) + estimatedBytes(compiledOf(0)) / 2;
    expect(3 * estimatedBytes(compiledOf(0))).toBeLessThanOrEqual(maxBytes);
    const cache = new CompiledCache({ maxBytes });
    const small = [0, 1, 2];
    const values = small.map((g) => cache.once("k", [g], () => compiledOf(g)));
    expect(cache.size).toBe(3);
    // A hit marks group 0 used: it outlives the others once, but the budget still holds only the big set.
    expect(cache.once("k", [small[0]!], () => compiledOf(small[0]!))).toBe(values[0]);
    cache.once("k", [big], () => compiledOf(big));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // A set larger than the whole budget is still kept, alone, so it is not compiled per question.
    const huge = 4;
    const hugeValue = cache.once("k", [huge], () => compiledOf(huge));
    expect(cache.size).toBe(1);
    expect(cache.once("k", [huge], () => compiledOf(huge))).toBe(hugeValue);
  });

  it("RFC 9309 §2.2.1 after evictions: evicting one compiled set drops only the selections that hold it", () => {
    // Each group alone costs about the same; the budget holds about 40 of them with their selections.
    const text = manyGroups(100);
    const probe = selectionCacheOf(text);
    probe.get(STRATEGIES.rfc9309, "bot-98");
    const alone = probe.compiled.bytes;
    probe.get(STRATEGIES.rfc9309, "bot-99");
    const perName = probe.compiled.bytes - alone;
    const maxBytes = 40 * perName + (perName >> 1);
    const cache = selectionCacheOf(text, { maxBytes });
    cache.get(STRATEGIES.rfc9309, "warm-up"); // the first question keeps nothing in the store
    const first = Array.from({ length: 30 }, (_, i) => cache.get(STRATEGIES.rfc9309, `bot-${i}`));
    // Ten more names: still within the budget, nothing goes.
    for (let i = 30; i < 40; i++) cache.get(STRATEGIES.rfc9309, `bot-${i}`);
    expect(cache.compiled.selections).toBe(40);
    // Names 0–29 asked again (used), then one more name than fits: one set goes (the oldest
    // not used since), with its one selection; the thirty selections asked again are the same objects.
    for (let i = 0; i < 30; i++) expect(cache.get(STRATEGIES.rfc9309, `bot-${i}`)).toBe(first[i]);
    for (let i = 40; i < 45; i++) cache.get(STRATEGIES.rfc9309, `bot-${i}`);
    expect(cache.compiled.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.compiled.selections).toBeGreaterThanOrEqual(39);
    expect(cache.compiled.selections).toBe(cache.compiled.entries);
    for (let i = 0; i < 30; i++) expect(cache.get(STRATEGIES.rfc9309, `bot-${i}`)).toBe(first[i]);
    // An evicted name is selected again with the same answer.
    const again = cache.get(STRATEGIES.rfc9309, "bot-30");
    expect(again.userAgents).toEqual(["bot-30"]);
    expect(linesOf(cache, again.rules)).toEqual([cache.file.line(again.agentRows[0]!) + 1]);
  });
});
