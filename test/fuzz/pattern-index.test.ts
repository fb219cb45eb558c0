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
import { parameters, timeout } from "./arbitraries.js";

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
const piece = fc.array(small, { minLength: 0, maxLength: 6 }).map((cs) => cs.join(""));
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
    fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 90 }).map((counters) =>
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

describe("pattern index: the scan's answer (property-based)", () => {
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
