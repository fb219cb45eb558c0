// captureRow on the cases published censuses got wrong (issue 28, "Correct where others went
// wrong"), each through the whole row: status, content, verdicts, collateral.
import { describe, expect, it } from "vitest";
import { captureRow } from "../../src/census/row.js";
import type { Capture, CaptureRow, CensusKnobs } from "../../src/census/model.js";

const RFC: CensusKnobs = { access: "rfc9309", profile: "rfc9309" };
const KOSTER: CensusKnobs = { access: "koster1996", profile: "rfc9309" };
const GOOGLE: CensusKnobs = { access: "rfc9309", profile: "google" };

function capture(body: string, extra: Partial<Capture> = {}): Capture {
  return {
    source: { input: "test" },
    url: "https://www.example.co.uk/robots.txt",
    headers: [],
    body: new TextEncoder().encode(body),
    ...extra,
  };
}

function row(body: string, knobs: CensusKnobs = RFC, extra: Partial<Capture> = {}): CaptureRow {
  return captureRow(capture(body, extra), knobs);
}

describe("census rows: what earlier censuses got wrong", () => {
  it("RFC 9309 §2.2.1 field names are case-insensitive (user-AGENT, DISALLOW)", () => {
    const r = row("user-AGENT: GPTBot\nDISALLOW: /\n");
    expect(r.crawlers.GPTBot).toEqual({
      explicit: { verdict: "full", line: 2 },
      effective: { verdict: "full", line: 2 },
    });
    expect(r.wildcard).toEqual({ verdict: "none" });
  });

  it("RFC 9309 §2.2.1 blank lines and comments inside a group do not end it", () => {
    const r = row("User-agent: CCBot\n\n# no AI\n\nDisallow: /\n");
    expect(r.crawlers.CCBot?.explicit).toEqual({ verdict: "full", line: 5 });
  });

  it("RFC 9309 §2.2.1 a group's rules apply to every agent it names, not only the last", () => {
    const r = row("User-agent: GPTBot\nUser-agent: CCBot\nUser-agent: ClaudeBot\nDisallow: /\n");
    for (const name of ["GPTBot", "CCBot", "ClaudeBot"])
      expect(r.crawlers[name]?.explicit).toEqual({ verdict: "full", line: 4 });
  });

  it("RFC 9309 §2.2.3 `Disallow: /*` blocks every path: full", () => {
    const r = row("User-agent: *\nDisallow: /*\n");
    expect(r.wildcard).toEqual({ verdict: "full", line: 2 });
    expect(r.crawlers).toEqual({});
  });

  it("RFC 9309 §2.2.1 agent names match without case (gptbot)", () => {
    expect(row("User-agent: gptbot\nDisallow: /\n").crawlers.GPTBot?.explicit?.verdict).toBe(
      "full",
    );
  });

  it("RFC 9309 §2.2 a file with CR-only line breaks is read line by line", () => {
    const r = row("User-agent: GPTBot\rDisallow: /\r\rUser-agent: *\rDisallow: /private/\r");
    expect(r.crawlers.GPTBot?.explicit).toEqual({ verdict: "full", line: 2 });
    expect(r.wildcard).toEqual({ verdict: "partial", line: 5 });
  });

  it("RFC 9309 §2.3.1.3 a 403 is unavailable: allow all (none); KOSTER-1996 §3.1: full", () => {
    const body = "<html>Forbidden</html>";
    const rfc = row(body, RFC, { status: 403 });
    expect(rfc.retrieval).toEqual({ profile: "rfc9309", outcome: "unavailable" });
    expect(rfc.wildcard).toEqual({ verdict: "none" });
    expect(rfc.content).toBe("html");
    const koster = row(body, KOSTER, { status: 403 });
    expect(koster.retrieval).toEqual({ profile: "koster1996", outcome: "forbidden" });
    expect(koster.wildcard).toEqual({ verdict: "full" });
    expect(koster.crawlers).toEqual({});
  });

  it("RFC 9309 §2.3.1.4 a 5xx is unreachable: complete disallow (full)", () => {
    const r = row("User-agent: *\nAllow: /\n", RFC, { status: 503 });
    expect(r.retrieval.outcome).toBe("unreachable");
    expect(r.wildcard).toEqual({ verdict: "full" });
    expect(r.crawlers).toEqual({});
  });

  it("RFC 9309 §2.3.1.2 a redirect decides nothing here: no verdicts, its target", () => {
    const r = row("", RFC, { status: 301, headers: [["Location", "/robots-new.txt"]] });
    expect(r.retrieval).toEqual({
      profile: "rfc9309",
      outcome: "redirect",
      location: "https://www.example.co.uk/robots-new.txt",
    });
    expect(r.wildcard).toBeUndefined();
    expect(r.crawlers).toEqual({});
    expect(r.content).toBe("empty");
  });

  it("RFC 9309 §2.3.1.5 HTML served with 200 is read as robots.txt: no rules, so none", () => {
    const r = row("<!DOCTYPE html>\n<html><body>Not found</body></html>\n", RFC, { status: 200 });
    expect(r.content).toBe("html");
    expect(r.retrieval.outcome).toBe("ok");
    expect(r.wildcard).toEqual({ verdict: "none" });
    expect(r.diagnostics["not-robots-txt"]).toBe(1);
  });

  it("RFC 9309 §2.2.4 a Sitemap line does not end a group: `*` joins GPTBot's (collateral)", () => {
    const r = row(
      "User-agent: *\nSitemap: https://www.example.co.uk/sitemap.xml\nUser-agent: GPTBot\nDisallow: /\n",
    );
    expect(r.wildcard).toEqual({ verdict: "full", line: 4 });
    expect(r.crawlers.GPTBot?.explicit).toEqual({ verdict: "full", line: 4 });
    expect(r.crawlers.Googlebot).toEqual({
      effective: { verdict: "full", line: 4 },
      collateral: true,
    });
    expect(r.crawlers.Bingbot?.collateral).toBe(true);
    // An archive crawler is not a search crawler: no collateral flag, so not listed.
    expect(r.crawlers.ia_archiver).toBeUndefined();
  });

  it("`*` listed with AI crawlers in one run of User-agent lines is on purpose: not collateral", () => {
    const r = row("User-agent: GPTBot\nUser-agent: CCBot\nUser-agent: *\nDisallow: /search\n");
    expect(r.wildcard).toEqual({ verdict: "partial", line: 4 });
    expect(r.crawlers.Googlebot).toBeUndefined();
  });

  it("an AI crawler's run merged into the `*` rules after it is not collateral", () => {
    const r = row("User-agent: GPTBot\nCrawl-delay: 1\nUser-agent: *\nDisallow: /ajax/\n");
    expect(r.crawlers.Googlebot).toBeUndefined();
  });

  it("a Crawl-delay line merges `*` too: collateral", () => {
    const r = row("User-agent: *\nCrawl-delay: 5\nUser-agent: CCBot\nDisallow: /\n");
    expect(r.crawlers.Googlebot?.collateral).toBe(true);
  });

  it("a `*` group of its own blocking everything is not collateral", () => {
    const r = row("User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nDisallow: /\n");
    expect(r.wildcard?.verdict).toBe("full");
    expect(r.crawlers.Googlebot).toBeUndefined();
  });

  it("RFC 9309 §2.2.2 `Allow: /$` with `Disallow: /` allows the home page only: partial", () => {
    const r = row("User-agent: *\nAllow: /$\nDisallow: /\n");
    expect(r.wildcard).toEqual({ verdict: "partial", line: 3 });
  });

  it("RFC 9309 §2.2.2 an empty Disallow allows all: explicit-allow for a named crawler", () => {
    const r = row("User-agent: Googlebot\nDisallow:\n\nUser-agent: *\nDisallow: /\n");
    expect(r.crawlers.Googlebot).toEqual({
      explicit: { verdict: "explicit-allow", line: 1 },
      effective: { verdict: "explicit-allow", line: 1 },
    });
    expect(r.wildcard).toEqual({ verdict: "full", line: 5 });
  });

  it("explicit-allow names the rule that allows / when there is one", () => {
    const r = row("User-agent: GPTBot\nAllow: /\n");
    expect(r.crawlers.GPTBot?.explicit).toEqual({ verdict: "explicit-allow", line: 2 });
  });

  it("a pattern matching no path (no leading / or *) blocks nothing", () => {
    expect(row("User-agent: *\nDisallow: private\n").wildcard).toEqual({ verdict: "none" });
  });

  it("google's reading: a User-agent line names its leading [A-Za-z_-] run", () => {
    const body = "User-agent: GPTBot/1.0\nDisallow: /\n";
    expect(row(body, GOOGLE).crawlers.GPTBot?.explicit?.verdict).toBe("full");
    expect(row(body, RFC).crawlers.GPTBot?.explicit?.verdict).toBe("full");
  });

  it("host, scheme, registered domain (Public Suffix List), status, size", () => {
    const r = row("User-agent: *\nDisallow:\n", RFC, { status: 200, date: "2026-01-01" });
    expect(r).toMatchObject({
      host: "www.example.co.uk",
      domain: "example.co.uk",
      scheme: "https",
      status: 200,
      date: "2026-01-01",
      size: 24,
      content: "robots.txt",
    });
    const ip = captureRow(capture("", { url: "http://192.0.2.1/robots.txt" }), RFC);
    expect(ip.domain).toBeUndefined();
    expect(ip.content).toBe("empty");
    expect(captureRow(capture("", { url: "not a url" }), RFC).host).toBe("");
  });

  it("AIPREF Content-Usage and Content-Signal reach the crawlers on /", () => {
    const r = row(
      "User-agent: *\nContent-Signal: search=yes, ai-train=no\nContent-Usage: train-ai=n\nAllow: /\n",
    );
    expect(r.crawlers.GPTBot?.preferences).toEqual({
      contentUsage: { "train-ai": "n" },
      contentSignal: { search: "yes", "ai-train": "no" },
    });
    expect(r.crawlers.GPTBot?.effective).toEqual({ verdict: "none" });
  });

  it("never throws on content: binary, huge lines, invalid UTF-8, odd statuses", () => {
    const bodies = [
      new Uint8Array([0, 1, 2, 0xff, 0xfe]),
      new TextEncoder().encode(`User-agent: *\nDisallow: /${"a*".repeat(5000)}\n`),
    ];
    for (const body of bodies)
      for (const status of [undefined, 0, 99, 204, 304, 399, 418, 600])
        expect(() =>
          captureRow({ ...capture(""), body, ...(status !== undefined ? { status } : {}) }, RFC),
        ).not.toThrow();
  });
});
