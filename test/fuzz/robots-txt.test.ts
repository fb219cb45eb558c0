// Property-based fuzzing of robots.txt parsing and queries (fast-check): content never throws,
// positions lie inside the input, parses are deterministic and independent. See arbitraries.ts
// for run counts and seeds (FUZZ_RUNS, FUZZ_SEED, FUZZ_PATH).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACAP_USAGE_TYPES,
  decideAcap,
  parseRobotsTxt,
  PROFILES,
  type Decision,
  type DecisionReason,
  type MetaUsage,
  type RobotsTxt,
  type SourcePosition,
} from "../../src/index.js";
import {
  anyUrl,
  anyUserAgent,
  date,
  headers,
  maxBytes,
  parameters,
  robotsBytes,
  robotsContent,
  robotsTxt,
  timeout,
  withQuestions,
} from "./arbitraries.js";
import {
  answerOrMisuse,
  expectInside,
  expectWellFormed,
  lineCountOfBytes,
  linesOf,
  yielding,
} from "./checks.js";

const META_USAGES: readonly MetaUsage[] = [
  "crawl",
  "index",
  "follow",
  "present-snippet",
  "archive",
  "index-images",
  "translate",
  "present-thumbnail",
];
const CRAWL_REASONS: readonly DecisionReason[] = [
  "matched-rule",
  "no-matching-rule",
  "no-matching-group",
  "robots-txt-always-allowed",
  "not-matched-by-allow-rules",
  "unmatched-default",
];

/** What the library reads bytes as: UTF-8 with invalid sequences replaced, a BOM kept. */
const decodeLikeTheLibrary = (bytes: Uint8Array): string =>
  new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes);

/** Every object inside `value` with a numeric `line` (and `column`): rules, fields, records … (not diagnostics). */
function positionsIn(value: unknown): (SourcePosition & { code?: string })[] {
  const found: (SourcePosition & { code?: string })[] = [];
  const seen = new Set<object>();
  const visit = (v: unknown): void => {
    if (typeof v !== "object" || v === null || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const item of v) visit(item);
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.line === "number")
      found.push({
        line: o.line,
        column: typeof o.column === "number" ? o.column : 1,
        ...(typeof o.code === "string" ? { code: o.code } : {}),
      });
    // Diagnostics are checked on their own (policy.diagnostics is robots.diagnostics).
    for (const key of Object.keys(o)) if (key !== "diagnostics") visit(o[key]);
  };
  visit(value);
  return found;
}

/**
 * Asks every query of every profile and checks the answers' shape and their agreement
 * (isAllowed = decide().allowed, matchingLine = the deciding rule's line). `lines` are the
 * input's lines, for the positions of deciding rules.
 */
function askEverything(
  robots: RobotsTxt,
  lines: readonly string[],
  u: string,
  ua: string | string[],
  at: Date,
  h: Record<string, string | string[]>,
  acapUsage: (typeof ACAP_USAGE_TYPES)[number],
): void {
  for (const profile of PROFILES) {
    const allowed = robots.isAllowed(u, ua, { profile });
    expect(typeof allowed).toBe("boolean");
    const decision = robots.decide({ url: u, userAgent: ua, profile, at });
    expect(decision.allowed, profile).toBe(allowed);
    expect(decision.profile).toBe(profile);
    expect(decision.usage).toBe("crawl");
    expect(CRAWL_REASONS, profile).toContain(decision.reason);
    expect(decision.explanation).not.toBe("");
    expect(typeof decision.agent).toBe("string");
    expect(typeof decision.path).toBe("string");
    expect(robots.matchingLine(u, ua, { profile }), profile).toBe(decision.rule?.line ?? 0);
    if (decision.rule) expectInside([decision.rule], lines, `${profile} deciding rule`);
    if (profile === "robots2")
      expect(typeof robots.isAllowed(u, ua, { profile, robots2Unmatched: "allow" })).toBe(
        "boolean",
      );
    for (const usage of META_USAGES)
      expect(typeof robots.decide({ url: u, userAgent: ua, profile, usage, at }).allowed).toBe(
        "boolean",
      );
    const delay = robots.crawlDelay(ua, { profile });
    if (delay !== undefined) expect(delay).toBeGreaterThanOrEqual(0);
    robots.visitTime(ua, { profile });
    robots.requestRate(ua, { at, profile });
    expect(Array.isArray(robots.comments(ua, { profile }))).toBe(true);
    const wait = robots.delayBetweenRequests(ua, { at, profile, retrievalMs: 250 });
    expect(wait.seconds, JSON.stringify(wait)).toBeGreaterThanOrEqual(0);
  }
  expect(Array.isArray(robots.sitemaps)).toBe(true);
  void robots.preferredHost;
  expect(Array.isArray(robots.cleanParams)).toBe(true);
  expect(Array.isArray(robots.actionRequests(ua))).toBe(true);
  robots.appDirectives({ app: "examplesearch", url: u });
  if (typeof ua === "string") robots.appDirectives({ app: "app", productToken: ua, url: u });
  const usage = robots.contentUsage({ url: u, userAgent: ua, headers: h });
  expect(typeof usage.crawl.allowed).toBe("boolean");
  const acap = decideAcap(robots, { url: u, userAgent: ua, usage: acapUsage, at, purpose: "news" });
  expect(typeof acap.allowed).toBe("boolean");
}

const acapUsage = fc.constantFrom(...ACAP_USAGE_TYPES);

describe("robots.txt (property-based)", () => {
  it(
    "robustness: content never throws — robots.txt of any text gives a policy and diagnostics, and every query of every profile an answer",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          withQuestions(robotsContent),
          maxBytes,
          date,
          headers,
          acapUsage,
          yielding(({ content: text, urls, agents }, limit, at, h, usage) => {
            const robots = parseRobotsTxt(text, limit === undefined ? {} : { maxBytes: limit });
            expect(Array.isArray(robots.diagnostics)).toBe(true);
            expectWellFormed(robots.diagnostics);
            urls.forEach((u, i) =>
              askEverything(robots, linesOf(text), u, agents[i % agents.length]!, at, h, usage),
            );
          }),
        ),
        parameters(),
      );
    },
    timeout(60),
  );

  it(
    "robustness: content never throws — robots.txt of any bytes (invalid UTF-8, BOM, NUL, cut mid-character by maxBytes) gives a policy and diagnostics",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          withQuestions(robotsBytes),
          maxBytes,
          date,
          headers,
          acapUsage,
          yielding(({ content: bytes, urls, agents }, limit, at, h, usage) => {
            const robots = parseRobotsTxt(bytes, limit === undefined ? {} : { maxBytes: limit });
            expectWellFormed(robots.diagnostics);
            urls.forEach((u, i) =>
              askEverything(
                robots,
                linesOf(decodeLikeTheLibrary(bytes)),
                u,
                agents[i % agents.length]!,
                at,
                h,
                usage,
              ),
            );
          }),
        ),
        parameters(),
      );
    },
    timeout(60),
  );

  it(
    "API misuse is the only error: any user agent and any URL get an answer from every profile, or a TypeError naming the parameter from all of them",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          robotsTxt,
          anyUrl,
          anyUserAgent,
          yielding((text, u, ua) => {
            const robots = parseRobotsTxt(text);
            const answers = PROFILES.map((profile) =>
              answerOrMisuse(
                () => robots.decide({ url: u, userAgent: ua, profile }),
                ["url", "userAgent"],
              ),
            );
            const accepted = answers.map((a) => a !== undefined);
            expect(accepted, "accepted by profile").toEqual(accepted.map(() => accepted[0]));
            for (const a of answers) if (a) expect(typeof a.allowed).toBe("boolean");
            answerOrMisuse(() => robots.crawlDelay(ua), ["userAgent"]);
            answerOrMisuse(() => robots.actionRequests(ua), ["userAgent"]);
            answerOrMisuse(
              () => robots.contentUsage({ url: u, userAgent: ua }),
              ["url", "userAgent"],
            );
            answerOrMisuse(
              () => decideAcap(robots, { url: u, userAgent: ua, usage: "index" }),
              ["url", "userAgent"],
            );
          }),
        ),
        parameters(),
      );
    },
    timeout(30),
  );

  it(
    "diagnostics lie inside the input: every position (diagnostics, rules, fields, records) has 1 ≤ line ≤ the input's lines and 1 ≤ column ≤ the line's length + 1",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(robotsContent, robotsBytes),
          maxBytes,
          yielding((input, limit) => {
            const robots = parseRobotsTxt(input, limit === undefined ? {} : { maxBytes: limit });
            const text = typeof input === "string" ? input : decodeLikeTheLibrary(input);
            const lines = linesOf(text);
            if (typeof input !== "string") expect(lines.length).toBe(lineCountOfBytes(input));
            expectInside(robots.diagnostics, lines, "diagnostic");
            expectInside(positionsIn(robots.policy), lines, "policy");
            // source.lineCount counts lines with content or an end (a final line end starts no
            // line); a leading BOM is no content.
            const read = linesOf(text.replace(/^\uFEFF/, ""));
            const lineCount = read.length - (read[read.length - 1] === "" ? 1 : 0);
            if (robots.policy.source.bytesRead === robots.policy.source.bytes)
              expect(robots.policy.source.lineCount, "source.lineCount").toBe(lineCount);
            else
              expect(robots.policy.source.lineCount, "source.lineCount").toBeLessThanOrEqual(
                lineCount,
              );
          }),
        ),
        parameters(2),
      );
    },
    timeout(40),
  );
});

describe("RFC 9309 §2.5 line-too-long: found by the property above", () => {
  // Its minimal counterexample: a 9,011-character line of 18,011 octets was reported at column
  // 16,664 (the octet limit + 1). Columns count UTF-16 code units (src/core/position.ts), so
  // the column is where the line passes 16,663 octets: 11 + (16,663 − 11) / 2 + 1 = 8,338.
  const line = `Disallow: /${"ä".repeat(9000)}`;
  const tooLong = () =>
    parseRobotsTxt(`User-agent: *\n${line}\n`).diagnostics.find((d) => d.code === "line-too-long");
  it("line-too-long is reported on the long line of multi-byte characters", () => {
    expect(tooLong()).toMatchObject({ line: 2, severity: "warning" });
  });
  it("its column is where the line passes the octet limit, inside the line", () => {
    expect(tooLong()?.column).toBe(8_338);
  });
});

/** A few questions for every profile: the answers a caller would compare. */
function answers(
  robots: RobotsTxt,
  urls: readonly string[],
  agents: readonly (string | string[])[],
): Decision[] {
  const out: Decision[] = [];
  const at = new Date("2026-06-01T12:00:00Z");
  for (const profile of PROFILES)
    for (const u of urls)
      for (const ua of agents) out.push(robots.decide({ url: u, userAgent: ua, profile, at }));
  return out;
}

describe("robots.txt parses are deterministic and independent (property-based)", () => {
  it(
    "determinism: parsing the same input twice gives deep-equal policies, diagnostics and decisions",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          withQuestions<string | Uint8Array>(fc.oneof(robotsContent, robotsBytes)),
          maxBytes,
          yielding(({ content: input, urls: us, agents: uas }, limit) => {
            const options = limit === undefined ? {} : { maxBytes: limit };
            const first = parseRobotsTxt(input, options);
            const second = parseRobotsTxt(input, options);
            expect(second.policy).toEqual(first.policy);
            expect(second.diagnostics).toEqual(first.diagnostics);
            expect(answers(second, us, uas)).toEqual(answers(first, us, uas));
          }),
        ),
        parameters(),
      );
    },
    timeout(40),
  );

  it(
    "determinism: answers do not depend on the questions asked before (order, repetition)",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          withQuestions(robotsContent),
          yielding(({ content: text, urls: us, agents: uas }) => {
            const forward = answers(parseRobotsTxt(text), us, uas);
            const robots = parseRobotsTxt(text);
            const reversed = answers(robots, [...us].reverse(), [...uas].reverse());
            const again = answers(robots, us, uas);
            expect(again).toEqual(forward);
            expect(answers(robots, [...us].reverse(), [...uas].reverse())).toEqual(reversed);
          }),
        ),
        parameters(),
      );
    },
    timeout(40),
  );

  it(
    "independence: parsing and asking about file B does not change file A's answers",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          withQuestions(robotsContent),
          robotsContent,
          yielding(({ content: a, urls: us, agents: uas }, b) => {
            const robotsA = parseRobotsTxt(a);
            const before = answers(robotsA, us, uas);
            const policyBefore = structuredClone(robotsA.policy);
            const robotsB = parseRobotsTxt(b);
            answers(robotsB, us, uas);
            robotsB.contentUsage({ url: us[0]!, userAgent: uas[0]! });
            decideAcap(robotsB, { url: us[0]!, userAgent: uas[0]!, usage: "index" });
            expect(answers(robotsA, us, uas)).toEqual(before);
            expect(robotsA.policy).toEqual(policyBefore);
          }),
        ),
        parameters(),
      );
    },
    timeout(40),
  );

  it(
    "independence: bytes the caller overwrites after parsing do not change the answers (profile google reads past maxBytes later)",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          withQuestions(robotsBytes),
          fc.integer({ min: 0, max: 400 }),
          fc.integer({ min: 0, max: 255 }),
          yielding(({ content: bytes, urls: us, agents: uas }, limit, fill) => {
            const pristine = answers(parseRobotsTxt(bytes.slice(), { maxBytes: limit }), us, uas);
            const reused = bytes.slice();
            const robots = parseRobotsTxt(reused, { maxBytes: limit });
            reused.fill(fill);
            expect(answers(robots, us, uas)).toEqual(pristine);
          }),
        ),
        parameters(),
      );
    },
    timeout(40),
  );

  it(
    "content is a string or its UTF-8 bytes: both give the same policy and answers",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          withQuestions(robotsContent),
          yielding(({ content: text, urls: us, agents: uas }) => {
            // Lone surrogates have no UTF-8: such a string's bytes say U+FFFD.
            fc.pre(
              new TextDecoder("utf-8", { ignoreBOM: true }).decode(
                new TextEncoder().encode(text),
              ) === text,
            );
            const fromText = parseRobotsTxt(text);
            const fromBytes = parseRobotsTxt(new TextEncoder().encode(text));
            expect(fromBytes.policy).toEqual(fromText.policy);
            expect(answers(fromBytes, us, uas)).toEqual(answers(fromText, us, uas));
          }),
        ),
        parameters(),
      );
    },
    timeout(40),
  );
});
