// Every question a parsed file answers, as the grids ask it: one URL, one crawler (a token, a
// header or a list of tokens) and one profile at a time.
import {
  auditAiCrawlers,
  decideAcap,
  traceDecision,
  type ProfileName,
  type RobotsTxt,
  type UserAgent,
} from "robots-policy";

export const PROFILES: readonly ProfileName[] = ["rfc9309", "google", "koster1996", "robots2"];
/** A fixed time for the questions that depend on one (windows, rates, time limits). */
const AT = new Date("2026-06-01T10:00:00Z");

export interface Asked {
  readonly url: string;
  readonly agent: UserAgent;
  readonly profile: ProfileName;
}

export interface Question {
  readonly name: string;
  /** Profiles it is asked under: every one when it takes a profile, else rfc9309 (its fixed reading). */
  readonly profiles: readonly ProfileName[];
  /** It reads a URL (the URL shapes apply). */
  readonly url: boolean;
  /** It reads the crawler (the caller grid's headers, token arrays and rotations apply). */
  readonly agent: boolean;
  readonly ask: (robots: RobotsTxt, q: Asked) => unknown;
  /**
   * A question whose work this one's includes (under the same profile unless named): when it
   * was far over on a file, this one is not measured there (decide evaluates what isAllowed
   * does and explains it; the politeness questions read the same selected fields).
   */
  readonly includes?: { readonly name: string; readonly profile?: ProfileName };
}

const FIXED: readonly ProfileName[] = ["rfc9309"];

export const QUESTIONS: readonly Question[] = [
  {
    name: "isAllowed",
    profiles: PROFILES,
    url: true,
    agent: true,
    ask: (r, q) => r.isAllowed(q.url, q.agent, { profile: q.profile }),
  },
  {
    name: "decide",
    profiles: PROFILES,
    url: true,
    agent: true,
    includes: { name: "isAllowed" },
    ask: (r, q) => r.decide({ url: q.url, userAgent: q.agent, profile: q.profile }),
  },
  {
    name: "matchingLine",
    profiles: FIXED,
    url: true,
    agent: true,
    includes: { name: "isAllowed" },
    ask: (r, q) => r.matchingLine(q.url, q.agent, { profile: q.profile }),
  },
  {
    name: "traceDecision",
    profiles: FIXED,
    url: true,
    agent: true,
    includes: { name: "isAllowed" },
    ask: (r, q) => traceDecision(r, { url: q.url, userAgent: q.agent, profile: q.profile }),
  },
  {
    name: "decideAcap",
    profiles: PROFILES,
    url: true,
    agent: true,
    includes: { name: "isAllowed" },
    ask: (r, q) =>
      decideAcap(r, { url: q.url, userAgent: q.agent, usage: "index", profile: q.profile, at: AT }),
  },
  {
    name: "contentUsage",
    profiles: FIXED,
    url: true,
    agent: true,
    includes: { name: "isAllowed", profile: "rfc9309" },
    ask: (r, q) => r.contentUsage({ url: q.url, userAgent: q.agent }),
  },
  {
    name: "appDirectives",
    profiles: FIXED,
    url: true,
    agent: true,
    ask: (r, q) =>
      r.appDirectives({
        app: "app1",
        productToken: typeof q.agent === "string" ? q.agent : (q.agent[0] ?? "bot"),
        url: q.url,
      }),
  },
  {
    name: "auditAiCrawlers",
    profiles: FIXED,
    url: true,
    agent: false,
    // contentUsage for every AI crawler: the asked crawler's work when the file names none.
    includes: { name: "contentUsage" },
    ask: (r, q) => auditAiCrawlers(r, { paths: [q.url] }),
  },
  ...politeness(),
  { name: "sitemaps", profiles: FIXED, url: false, agent: false, ask: (r) => r.sitemaps },
  {
    name: "preferredHost",
    profiles: FIXED,
    url: false,
    agent: false,
    ask: (r) => r.preferredHost,
    includes: { name: "sitemaps" },
  },
  {
    name: "cleanParams",
    profiles: FIXED,
    url: false,
    agent: false,
    ask: (r) => r.cleanParams,
    includes: { name: "sitemaps" },
  },
  {
    name: "actionRequests",
    profiles: FIXED,
    url: false,
    agent: true,
    includes: { name: "sitemaps" },
    ask: (r, q) => r.actionRequests(q.agent),
  },
];

function politeness(): Question[] {
  const fields: [string, Question["ask"]][] = [
    ["crawlDelay", (r, q) => r.crawlDelay(q.agent, { profile: q.profile })],
    [
      "delayBetweenRequests",
      (r, q) => r.delayBetweenRequests(q.agent, { profile: q.profile, at: AT, retrievalMs: 300 }),
    ],
    ["visitTime", (r, q) => r.visitTime(q.agent, { profile: q.profile })],
    ["requestRate", (r, q) => r.requestRate(q.agent, { profile: q.profile, at: AT })],
    ["comments", (r, q) => r.comments(q.agent, { profile: q.profile })],
  ];
  return fields.map(([name, ask]) => ({
    name,
    profiles: PROFILES,
    url: false,
    agent: true,
    ask,
    ...(name === "crawlDelay" ? {} : { includes: { name: "crawlDelay" } }),
  }));
}
