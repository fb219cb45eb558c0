// Questions answered without the policy model when the file has nothing the model would give
// them (src/robots.ts): contentUsage without Content-Usage / Content-Signal lines, appDirectives
// without App-Directives lines, decideAcap and actionRequests without ACAP lines, and
// politeness from the selected rule sets' rows. Each answer must equal the one given once the
// model is made (the model first, then the same questions), on any content.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideAcap, parseRobotsTxt, type RobotsTxt } from "../../src/index.js";
import { parameters, robotsContent, timeout, withQuestions } from "./arbitraries.js";
import { yielding } from "./checks.js";

const AT = new Date("2026-11-26T12:00:00Z");

/** Files dense in what the fast paths skip: ACAP, App-Directives, Content-Usage, Content-Signal. */
const line = fc.constantFrom(
  "User-agent: *",
  "User-agent: bot",
  "User-agent: other",
  "Disallow: /private",
  "Allow: /",
  "ACAP-crawler: *",
  "ACAP-crawler: bot",
  "ACAP-disallow-index: /private",
  "ACAP-allow-crawl: /",
  "ACAP-disallow-present-snippet: /a",
  "ACAP-request-remove: /old",
  "App-Directives: / app;nosnippet",
  "App-Directives: /a examplesearch;max-snippet=5",
  "Content-Usage: train-ai=n",
  "Content-Usage: /a search=y, train-ai=y",
  "Content-Signal: search=yes, ai-train=no",
  "Crawl-delay: 3",
  "",
);
const dense = fc.array(line, { maxLength: 16 }).map((lines) => lines.join("\n") + "\n");
const denseWithQuestions = dense.chain((content) =>
  fc.record({
    content: fc.constant(content),
    urls: fc.array(fc.constantFrom("/", "/a", "/a/b", "/private/x", "/old", "/x?y"), {
      minLength: 1,
      maxLength: 3,
    }),
    agents: fc.array(fc.constantFrom<string | string[]>("bot", "other", "nobody", ["bot", "x"]), {
      minLength: 1,
      maxLength: 2,
    }),
  }),
);

/**
 * Every question, each asked of `robots()`: a fresh parse per question for the answers without
 * the model (an earlier question could make it), the same modelled file for the others.
 */
function answers(
  robots: () => RobotsTxt,
  urls: readonly string[],
  agents: readonly (string | string[])[],
) {
  const out: unknown[] = [];
  for (const url of urls)
    for (const userAgent of agents) {
      out.push(robots().contentUsage({ url, userAgent }));
      if (typeof userAgent === "string")
        out.push(robots().appDirectives({ app: "app", productToken: userAgent, url }));
      out.push(robots().appDirectives({ app: "examplesearch", url }));
      for (const usage of ["crawl", "index", "present-snippet"] as const)
        out.push(decideAcap(robots(), { url, userAgent, usage, at: AT }));
      out.push(robots().actionRequests(userAgent));
      out.push(robots().crawlDelay(userAgent), robots().comments(userAgent));
      out.push(robots().delayBetweenRequests(userAgent, { at: AT, profile: "robots2" }));
    }
  return out;
}

describe("answers without the policy model equal the model's (property-based)", () => {
  it(
    "AIPREF-ATTACH §3, APP-DIRECTIVES §2.1, ACAP-1 §2.10 and ROBOTS-2.0 fields, asked before and after the model is made",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(withQuestions(robotsContent), denseWithQuestions),
          yielding(({ content, urls, agents }) => {
            const modelled = parseRobotsTxt(content);
            void modelled.policy;
            expect(answers(() => parseRobotsTxt(content), urls, agents)).toEqual(
              answers(() => modelled, urls, agents),
            );
          }),
        ),
        parameters(),
      );
    },
    timeout(60),
  );
});
