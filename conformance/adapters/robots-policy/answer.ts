// The single source of how robots-policy answers a conformance vector (conformance/PROTOCOL.md):
// the adapter (../robots-policy.mjs) writes these answers as JSON lines, and the in-repo tests
// (test/conformance/vectors-*.test.ts) judge them with the runner's own comparison, so the two
// cannot drift. It runs from the repository under tsx (src/ and generated/ directly), not from
// the npm package.
import type { ProfileName } from "../../../src/index.js";
import { accessAnswer } from "./access.js";
import {
  actionRequestsAnswer,
  appDirectivesAnswer,
  contentUsageAnswer,
  pageAnswer,
  usageAnswer,
} from "./extensions.js";
import {
  robotsOf,
  withReferences,
  type Answer,
  type Input,
  type Question,
  type Request,
} from "./request.js";
import { CHECKS } from "./syntax-checks.js";
import { judged } from "./syntax-judge.js";

export type { Answer, Input, Question, Request } from "./request.js";

/** A fixed time of day for field questions without one (the windowless answers do not depend on it). */
const NOON = "2026-03-10T12:00:00Z";

const str = (q: Question, key: string): string => String(q[key] ?? "");
const profileOf = (q: Question) => (q["profile"] as ProfileName | undefined) ?? "rfc9309";

/** crawl: allowed, the deciding line (0: no rule decided) and the file's diagnostic codes. */
function crawlAnswer(input: Input, q: Question): Answer {
  const robots = robotsOf(input);
  const decision = robots.decide({
    url: str(q, "url"),
    userAgent: str(q, "userAgent"),
    profile: profileOf(q),
  });
  return {
    allowed: decision.allowed,
    line: decision.rule?.line ?? 0,
    diagnostics: [...new Set(robots.diagnostics.map((d) => d.code))],
  };
}

/** field: the value the file sets for the crawler (schema: the shapes of each field), or null. */
function fieldAnswer(input: Input, q: Question): Answer {
  const robots = robotsOf(input);
  const profile = profileOf(q);
  const ua = str(q, "userAgent") || "*";
  const at = new Date(typeof q["time"] === "string" ? q["time"] : NOON);
  switch (q["field"]) {
    case "request-rate": {
      const rate = robots.requestRate(ua, { profile, at });
      return { value: rate ? { requests: rate.requests, seconds: rate.seconds } : null };
    }
    case "visit-time": {
      const visit = robots.visitTime(ua, { profile });
      return { value: visit ? { start: visit.start, end: visit.end } : null };
    }
    case "comment":
      return { value: robots.comments(ua, { profile }) };
    case "crawl-delay":
      return { value: robots.crawlDelay(ua, { profile }) ?? null };
    case "sitemaps":
      return { value: robots.sitemaps };
    case "host":
      return { value: robots.preferredHost ?? null };
    case "delay": {
      const retrievalMs = q["retrievalMs"];
      const options =
        typeof retrievalMs === "number" ? { profile, at, retrievalMs } : { profile, at };
      return { value: robots.delayBetweenRequests(ua, options).seconds };
    }
    default:
      return { unsupported: `field ${String(q["field"])}` };
  }
}

/**
 * syntax: whether our generated parser reads the text as the ABNF production (syntax-checks.ts)
 * and the library then reports no error or warning about it (syntax-judge.ts).
 */
function syntaxAnswer(_input: Input, q: Question): Answer {
  const grammar = str(q, "grammar");
  const production = str(q, "production");
  const check = CHECKS[grammar]?.[production];
  if (check === undefined) return { unsupported: `no check for ${grammar} ${production}` };
  const text = str(q, "text");
  return { valid: check(text) && judged(grammar, production, text) };
}

const ANSWERS: Readonly<Record<string, (input: Input, question: Question) => Answer>> = {
  crawl: crawlAnswer,
  field: fieldAnswer,
  usage: usageAnswer,
  page: pageAnswer,
  "app-directives": appDirectivesAnswer,
  "content-usage": contentUsageAnswer,
  "action-requests": actionRequestsAnswer,
  syntax: syntaxAnswer,
};

/**
 * robots-policy's answer to one request (without the id); a thrown error is `{ error }`. A
 * request that gives the retrieval (`input.fetch`) needs `respond`, which waits for it.
 */
export function answer(request: Request): Answer {
  if (request.input?.fetch !== undefined)
    return { error: "input.fetch is answered by respond() (the retrieval is asynchronous)" };
  const ask = Object.hasOwn(ANSWERS, request.question.type)
    ? ANSWERS[request.question.type]
    : undefined;
  if (ask === undefined) return { unsupported: `question type ${request.question.type}` };
  try {
    return ask(request.input ?? {}, request.question);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `answer`, after reading the files an ACAP-permissions-reference names (input.references,
 * ACAP-1 §2.3.2), which takes a promise: what the adapter and the extension tests call.
 */
export async function answerWithReferences(request: Request): Promise<Answer> {
  try {
    if (request.input) await withReferences(request.input);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  return answer(request);
}

/**
 * The adapter's answer to any request: `answerWithReferences`, and for a crawl question with the retrieval of
 * /robots.txt given (`input.fetch`), the library's fetchRobotsTxt playing that retrieval.
 */
export async function respond(request: Request): Promise<Answer> {
  const fetch = request.input?.fetch;
  if (fetch === undefined) return answerWithReferences(request);
  if (request.question.type !== "crawl")
    return { unsupported: `input.fetch with a ${request.question.type} question` };
  try {
    return await accessAnswer(request.input ?? {}, fetch, request.question);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
