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

/** Agents that are product tokens alone (a User-Agent header's comments name more: core/agent.ts). */
const TOKENS = ["a", "b", "ab", "c", "B"] as const;

/**
 * RFC 9309 §2.2.1 read from the policy model alone, as the oracle of the rows: the groups that
 * name the token (else the "*" groups); of a group with sections, the sections whose User-agent
 * lines select it; their Crawl-delay (the largest), Comment lines and first Visit-time.
 */
function fromModel(robots: RobotsTxt, ua: string) {
  const groups = robots.policy.groups;
  let token = ua.toLowerCase();
  let chosen = groups.filter((g) => g.userAgents.some((a) => a.token === token));
  if (chosen.length === 0) {
    token = "*";
    chosen = groups.filter((g) => g.userAgents.some((a) => a.token === token));
  }
  const parts = chosen.flatMap((g) =>
    g.sections
      ? g.sections
          .filter((s) => s.userAgents.some((a) => a.token === token))
          .map((s) => s.politeness)
      : [g.politeness],
  );
  const delays = parts.flatMap((p) => p.crawlDelays.map((d) => d.seconds));
  const visit = parts.find((p) => p.visitTime)?.visitTime;
  return {
    crawlDelay: delays.length === 0 ? undefined : Math.max(...delays),
    comments: parts.flatMap((p) => p.comments.map((c) => c.text)),
    visitTime: visit && { start: visit.start, end: visit.end, line: visit.line },
  };
}

describe("ROBOTS-2.0 politeness before and after the policy model (property-based)", () => {
  it(
    "RFC 9309 §2.2.1: what the selected rule sets' rows give is what the model's groups and sections give",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          file,
          yielding((text: string) => {
            const modelled = parseRobotsTxt(text);
            for (const ua of TOKENS) {
              const fresh = parseRobotsTxt(text);
              expect(
                {
                  crawlDelay: fresh.crawlDelay(ua),
                  comments: fresh.comments(ua),
                  visitTime: fresh.visitTime(ua),
                },
                ua,
              ).toEqual(fromModel(modelled, ua));
            }
          }),
        ),
        parameters(3),
      );
    },
    timeout(60),
  );

  it("RFC 9309 §2.2.1 merged groups with and without sections keep file order: the first Visit-time counts", () => {
    // Groups without sections next to each other are read as one (polite-rule-sets.ts); a
    // group with sections between them must still come in its place.
    const text = [
      "User-agent: a\nDisallow: /1\nComment: one\nCrawl-delay: 1",
      "User-agent: a\nComment: two\nVisit-time: 0500-0600\nUser-agent: b\nComment: b only\nDisallow: /2",
      "User-agent: a\nDisallow: /3\nComment: three\nVisit-time: 0700-0800",
      "User-agent: a\nComment: four\nVisit-time: 0900-1000\nUser-agent: b\nVisit-time: 1100-1200\nDisallow: /4",
      "",
    ].join("\n\n");
    const fresh = parseRobotsTxt(text);
    const answer = {
      crawlDelay: fresh.crawlDelay("a"),
      comments: fresh.comments("a"),
      visitTime: fresh.visitTime("a"),
    };
    const modelled = parseRobotsTxt(text);
    expect(modelled.policy.groups.map((group) => group.sections !== undefined)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(answer).toEqual(fromModel(modelled, "a"));
    expect(answer.comments).toEqual(["one", "two", "three", "four"]);
    expect(answer.visitTime).toMatchObject({ start: "05:00", end: "06:00" });
  });

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
