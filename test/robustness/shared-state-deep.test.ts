// No shared mutable state, the hard way (issue 16): a caller who ignores `readonly` writes into
// every container one parse gave it — every array (empty ones too), every record, every Map —
// after asking it every kind of question; later, unrelated parses of robots.txt files and
// pages (ACAP, AI preferences, App-Directives, politeness, page policies) must read and answer
// exactly as they did before.
import { describe, expect, it } from "vitest";
import { objectsOf } from "../support/objects.js";
import {
  decideAcap,
  extract,
  parseHtmlPolicy,
  parseRobotsTxt,
  type PagePolicy,
  type RobotsTxt,
} from "../../src/index.js";

const ROBOTS = [
  "",
  "User-agent: *\nDisallow: /private/\n",
  "User-agent: a\nAllow: /\n\nUser-agent: b\nDisallow: /x\nCrawl-delay: 5\nSitemap: https://example.com/s.xml\n",
  "User-agent: *\nRobot-version: 2.0\nVisit-time: 0100-0500\nRequest-rate: 1/10s 0100-0200\nComment: hi\nDisallow: /tmp\n",
  "User-agent: app\nApp-Directives: /a/ x, y;p=1, (i j);q\nApp-Directives: nosnippet\nDisallow: /b\nHost: example.com\nClean-param: ref /c\n",
  "User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: /news/ search=y, train-ai=y\nContent-Signal: search=yes, ai-train=no\ntdm-reservation: 1\nDisallow: /z\n",
  "ACAP-version: 1.1\nACAP-resource-set: (set) /r1/ /r2/*\nACAP-qualified-usage: (snip) present-snippet max-length=100-chars\nACAP-composite-usage: (all) index (snip) preserve\nACAP-crawler: bot\nACAP-usage-purpose: news\nACAP-allow-(all): /n/\nACAP-crawler: *\nACAP-disallow-crawl: /private/\nACAP-allow-index: the-acap:resource-set:set time-limit=7-days\nACAP-request-take-down: /old\n\nACAP-crawler: other\nACAP-permissions-reference: /acap.txt\n",
  "User-agent: *\nunknown-field: 1\nDisallow: /\nfoo\n",
];
const PAGES: readonly [string, Record<string, string>?][] = [
  ["<p>no rules at all</p>"],
  [
    "<html><head><meta name=robots content='ACAP version 1.1'><meta name=robots content='ACAP allow-index must-use-resource=the-acap:extract:taglist:p'><meta name=googlebot content='noindex, max-snippet:20'><meta name=tdm-reservation content=1></head><body><p class='the-acap:disallow-present-snippet x' id=a>t <b>u</b></p><div class=the-acap:allow-index>v</div></body></html>",
    { "x-robots-tag": "otherbot: noarchive, unavailable_after: 2030-01-01" },
  ],
  ["<meta name=robots content=noai><div class=a>t</div>"],
];

/** Everything a caller can see of a parse and its answers, as JSON (Maps as entry lists). */
function snapshot(robots: RobotsTxt): string {
  return JSON.stringify(
    {
      policy: robots.policy,
      decide: robots.decide({ url: "https://example.com/private/x", userAgent: "a" }),
      acap: decideAcap(robots, { url: "/n/x", userAgent: "bot", usage: "index", at: new Date(0) }),
      usage: robots.contentUsage({ url: "https://example.com/news/a", userAgent: "b" }),
      app: robots.appDirectives({ app: "x", productToken: "app", url: "/a/b" }),
      app2: robots.appDirectives({ app: "i", productToken: "app", url: "/a/b" }),
      delay: robots.delayBetweenRequests("b", { at: new Date(0) }),
      visit: robots.visitTime("anybot", { profile: "robots2" }),
      sitemaps: robots.sitemaps,
      cleanParams: robots.cleanParams,
    },
    (_key, value: unknown) => (value instanceof Map ? [...value] : value),
  );
}

function pageSnapshot(page: PagePolicy): string {
  return JSON.stringify([
    page,
    extract(page, "index"),
    decideAcap(parseRobotsTxt(""), {
      url: "https://example.com/",
      userAgent: "googlebot",
      usage: "present-snippet",
      page,
      at: new Date(0),
    }),
  ]);
}

/** Writes into every container of `root` that is not frozen; returns how many it changed. */
function vandalise(root: unknown, { maps }: { maps: boolean }): number {
  let changed = 0;
  for (const object of objectsOf(root)) {
    if (object instanceof Map) {
      if (!maps) continue;
      object.set("vandal", { type: "token", value: "vandal" });
      changed++;
      continue;
    }
    if (Object.isFrozen(object)) continue;
    if (Array.isArray(object)) object.push({ vandal: true, line: 1, column: 1, pattern: "/" });
    else (object as Record<string, unknown>)["vandal"] = true;
    changed++;
  }
  return changed;
}

function everything(): { robots: string[]; pages: string[] } {
  return {
    robots: ROBOTS.map((text) => snapshot(parseRobotsTxt(text))),
    pages: PAGES.map(([html, headers]) =>
      pageSnapshot(
        parseHtmlPolicy(html, { url: "https://example.com/", ...(headers ? { headers } : {}) }),
      ),
    ),
  };
}

describe("robustness: writing into one parse changes no later parse (issue 16)", () => {
  it("every array and record of every kind of policy, after every kind of question", () => {
    const before = everything();
    for (const text of ROBOTS) {
      const robots = parseRobotsTxt(text);
      snapshot(robots); // questions first: the caches they fill belong to this parse too
      expect(vandalise(robots.policy, { maps: false })).toBeGreaterThan(0);
    }
    for (const [html, headers] of PAGES) {
      const page = parseHtmlPolicy(html, {
        url: "https://example.com/",
        ...(headers ? { headers } : {}),
      });
      pageSnapshot(page);
      expect(vandalise(page, { maps: false })).toBeGreaterThan(0);
    }
    expect(everything()).toEqual(before);
  });

  // A Map cannot be frozen: every Item without parameters (App-Directives members, Content-Usage
  // dictionary members, parseStructuredField results) has a Map of its own, so one caller's
  // `parameters.set(…)` cannot add a directive to a later parse.
  it("the Maps of structured-field values (App-Directives parameters) are not shared", () => {
    const before = everything();
    for (const text of ROBOTS) vandalise(parseRobotsTxt(text).policy, { maps: true });
    expect(everything()).toEqual(before);
  });
});
