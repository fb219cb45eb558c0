// AIPREF-ATTACH §3.1 and APP-DIRECTIVES §2.1: rules of different patterns as long that match
// together are combined in file order. What a combination gives is made once and kept
// (core/longest-match.ts Combinations): asked again, in any order and past what is kept, a
// file answers exactly as a fresh parse of it does (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import { parameters, timeout } from "./arbitraries.js";

/** Patterns of one length (15 characters) that a path of a few letters matches in many combinations. */
const pattern = fc.constantFrom(
  "/*a*b*c*d*e*f*0",
  "/*a*b*c*d*e*f*1",
  "/*a*b*c*d*e*f*2",
  "/*b*a*c*d*e*f*3",
  "/*f*e*d*c*b*a*4",
  "/*a*a*a*a*a*a*5",
  "/*c*c*d*d*e*e*6",
);
const line = fc.record({
  pattern,
  kind: fc.constantFrom("Content-Usage", "App-Directives"),
  value: fc.constantFrom("train-ai=n", "train-ai=y", "search=y, train-ai=n"),
  app: fc.constantFrom("app1", "app2"),
  x: fc.integer({ min: 0, max: 3 }),
});
const letters = fc.constantFrom("a", "b", "c", "d", "e", "f", "0", "1", "2", "3", "4", "5", "6");
/** Paths of letters, and paths that spell one to three of the patterns (so that several match). */
const path = fc.oneof(
  fc.array(letters, { maxLength: 24 }).map((cs) => `/${cs.join("")}`),
  fc
    .array(fc.tuple(pattern, fc.array(letters, { maxLength: 2 })), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.map(([p, fill]) => p.replace(/\*/g, fill.join(""))).join("")),
);

describe("equally long patterns combined once (property-based)", () => {
  it(
    "AIPREF-ATTACH §3.1, APP-DIRECTIVES §2.1: a file asked many questions answers each as a fresh parse does",
    () => {
      fc.assert(
        fc.property(
          fc.array(line, { minLength: 1, maxLength: 30 }),
          fc.array(path, { minLength: 1, maxLength: 20 }),
          (lines, paths) => {
            const text =
              "User-agent: *\n" +
              lines
                .map((l) =>
                  l.kind === "Content-Usage"
                    ? `Content-Usage: ${l.pattern} ${l.value}\n`
                    : `App-Directives: ${l.pattern} ${l.app};x=${l.x}\n`,
                )
                .join("");
            const asked = parseRobotsTxt(text);
            for (const url of [...paths, ...paths]) {
              const fresh = parseRobotsTxt(text);
              const query = { url, userAgent: "bot" };
              expect(asked.contentUsage(query), `contentUsage ${url}`).toEqual(
                fresh.contentUsage(query),
              );
              for (const app of ["app1", "app2"]) {
                const directives = { app, productToken: "bot", url };
                const answer = asked.appDirectives(directives);
                const expected = fresh.appDirectives(directives);
                expect(answer && [...answer], `appDirectives ${app} ${url}`).toEqual(
                  expected && [...expected],
                );
                expect(answer?.rules, `rules ${app} ${url}`).toEqual(expected?.rules);
              }
            }
          },
        ),
        parameters(1),
      );
    },
    timeout(60),
  );
});
