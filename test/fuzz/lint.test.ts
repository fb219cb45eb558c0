// Property-based fuzzing of lintRobotsTxt (fast-check): content never throws, under every
// profile, and every diagnostic lies inside the input with a catalogued code. See
// arbitraries.ts for run counts and seeds (FUZZ_RUNS, FUZZ_SEED).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CATALOGUE, lintRobotsTxt, parseRobotsTxt, PROFILES } from "../../src/index.js";
import { parameters, robotsContent, timeout } from "./arbitraries.js";

describe("lintRobotsTxt on any content", () => {
  it(
    "never throws; each diagnostic is catalogued and has a line of the input and a column ≥ 1",
    () => {
      fc.assert(
        fc.property(robotsContent, fc.constantFrom(...PROFILES), (text, profile) => {
          const robots = parseRobotsTxt(text);
          for (const d of lintRobotsTxt(robots, { profile })) {
            expect(d.code in DIAGNOSTIC_CATALOGUE, d.code).toBe(true);
            expect(d.line).toBeGreaterThanOrEqual(1);
            expect(d.line).toBeLessThanOrEqual(Math.max(1, robots.policy.source.lineCount));
            expect(d.column).toBeGreaterThanOrEqual(1);
          }
        }),
        parameters(),
      );
    },
    timeout(50),
  );
});
