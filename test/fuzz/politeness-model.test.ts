// Politeness is answered two ways: before the policy model is made, from the selected rule
// sets' rows alone (a section at a time when User-agent lines stand between fields, and
// Robot-version from the line after the User-agent lines), and from the model once it is made;
// the model then takes the field values those answers parsed. Both ways must give the same
// answers, and a model made after politeness questions must equal one made first (same
// policy, same diagnostics). Files here are dense in what that depends on: sections, several
// Visit-time lines, malformed values, Robot-version in and out of place, merged groups.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, PROFILES, type RobotsTxt } from "../../src/index.js";
import { parameters, timeout } from "./arbitraries.js";
import { yielding } from "./checks.js";

const line = fc.constantFrom(
  "User-agent: a",
  "User-agent: b",
  "User-agent: *",
  "User-agent: ab",
  "Crawl-delay: 5",
  "Crawl-delay: 0.5",
  "Crawl-delay: x",
  "Request-rate: 1/10s",
  "Request-rate: 3/1m 0900-1700",
  "Request-rate: 0/5m",
  "Visit-time: 0100-0200",
  "Visit-time: 2200-0300",
  "Visit-time: 25:00",
  "Comment: hello",
  "Robot-version: 2.0",
  "Robot-version: 2.1",
  "Robot-version: 1.0",
  "Robot-version: x",
  "Disallow: /private",
  "Allow: /private/open",
  "Disallow:",
  "Sitemap: https://example.com/s.xml",
  "Content-Usage: train-ai=n",
  "X-Unknown: 1",
  "",
  "# comment",
);

const file = fc.array(line, { maxLength: 30 }).map((lines) => lines.join("\n") + "\n");
const AGENTS = ["a", "b", "ab", "c", "a/1.0 (compatible; b)"] as const;
const AT = new Date("2026-11-26T10:30:00Z");

function politeness(robots: RobotsTxt): unknown[] {
  const out: unknown[] = [];
  for (const profile of PROFILES)
    for (const ua of AGENTS)
      out.push([
        profile,
        ua,
        robots.crawlDelay(ua, { profile }),
        robots.requestRate(ua, { at: AT, profile }),
        robots.visitTime(ua, { profile }),
        robots.comments(ua, { profile }),
        robots.delayBetweenRequests(ua, { at: AT, profile, retrievalMs: 100 }),
        robots.isAllowed("/private/x", ua, { profile }),
      ]);
  return out;
}

describe("ROBOTS-2.0 politeness before and after the policy model (property-based)", () => {
  it(
    "answers from the rule sets' rows equal the model's, and the model made after them equals one made first",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          file,
          yielding((text: string) => {
            const modelled = parseRobotsTxt(text);
            void modelled.policy;
            const fresh = parseRobotsTxt(text);
            const before = politeness(fresh);
            expect(before).toEqual(politeness(modelled));
            expect(fresh.policy).toEqual(modelled.policy);
            expect(fresh.diagnostics).toEqual(modelled.diagnostics);
            expect(politeness(fresh)).toEqual(before);
          }),
        ),
        parameters(3),
      );
    },
    timeout(60),
  );
});
