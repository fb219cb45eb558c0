// AI usage preferences through robots.contentUsage(): draft-ietf-aipref-attach-05
// ("AIPREF-ATTACH"), draft-ietf-aipref-vocab-08 ("AIPREF-VOCAB", reconstructed text, see
// ../shared/specs/aipref/NOTES.md), the Content Signals Policy, W3C TDMRep and noai.
// The drafts' own examples first, each with the outcome the text states.
import { describe, expect, it } from "vitest";
import { parseHtmlPolicy, parseRobotsTxt, parseTdmRep } from "../../src/index.js";

const URL_BASE = "https://example.com";

/** The AI-preference diagnostics of a file (a group of only Content-Usage lines is also a KOSTER-1996 record without rules). */
function aiDiagnostics(robots: ReturnType<typeof parseRobotsTxt>) {
  return robots.diagnostics.filter((d) => d.code.startsWith("content-"));
}

function usage(
  robots: string,
  path: string,
  userAgent = "SomeBot",
  extra: Record<string, unknown> = {},
) {
  return parseRobotsTxt(robots).contentUsage({ url: `${URL_BASE}${path}`, userAgent, ...extra });
}

// AIPREF-ATTACH §3.4, verbatim.
const ATTACH_EXAMPLE = `User-Agent: *
Allow: /
Disallow: /never/
Content-Usage: train-ai=n
Content-Usage: /ai-ok/ train-ai=y

User-Agent: ExampleBot
Allow: /
Content-Usage: train-ai=y
`;

describe("AIPREF-ATTACH §3.4 example", () => {
  // "…crawlers other than ExampleBot … /test … train-ai=n"
  it("another crawler, /test: may crawl; train-ai disallowed, the others unknown", () => {
    const answer = usage(ATTACH_EXAMPLE, "/test");
    expect(answer.crawl.allowed).toBe(true);
    expect(answer.preferences).toEqual({
      "train-ai": "disallowed",
      "ai-use": "unknown",
      search: "unknown",
    });
    expect(answer.sources.preferences).toMatchObject([
      { source: "robots.txt", rules: [{ line: 4, pattern: "" }] },
    ]);
  });

  // "no preferences are implied for resources that are disallowed"
  it("another crawler, /never/test: may not crawl; no preference (N/A)", () => {
    const answer = usage(ATTACH_EXAMPLE, "/never/test");
    expect(answer.crawl.allowed).toBe(false);
    expect(answer.preferences).toEqual({
      "train-ai": "unknown",
      "ai-use": "unknown",
      search: "unknown",
    });
    expect(answer.sources.preferences).toEqual([]);
    expect(answer.explanation).toContain("AIPREF-ATTACH §3.1");
  });

  it("another crawler, /ai-ok/test: the longer path wins: train-ai allowed", () => {
    const answer = usage(ATTACH_EXAMPLE, "/ai-ok/test");
    expect(answer.preferences["train-ai"]).toBe("allowed");
    expect(answer.sources.preferences).toMatchObject([
      { rules: [{ line: 5, pattern: "/ai-ok/" }] },
    ]);
  });

  // RFC 9309 §2.2.1 group selection: ExampleBot sees only its own group (the text's "ai=y" is a leftover of the older label).
  it("ExampleBot, any path: its own group: train-ai allowed, even under /never/", () => {
    for (const path of ["/test", "/never/test", "/ai-ok/x"]) {
      const answer = usage(ATTACH_EXAMPLE, path, "ExampleBot");
      expect(answer.crawl.allowed).toBe(true);
      expect(answer.preferences["train-ai"]).toBe("allowed");
    }
  });
});

describe("AIPREF-ATTACH §3: Content-Usage rules in robots.txt", () => {
  it("§3.2 a rule without a path applies to every path", () => {
    expect(usage("User-agent: *\nContent-Usage: search=n\n", "/a/b?c").preferences.search).toBe(
      "disallowed",
    );
  });

  it("§3.1 the longest matching path decides (RFC 9309 §2.2.2 octets, * and $)", () => {
    const robots =
      "User-agent: *\nContent-Usage: train-ai=y\nContent-Usage: /docs/ train-ai=n\nContent-Usage: /docs/*.html$ train-ai=y\n";
    expect(usage(robots, "/other").preferences["train-ai"]).toBe("allowed");
    expect(usage(robots, "/docs/a.pdf").preferences["train-ai"]).toBe("disallowed");
    expect(usage(robots, "/docs/a.html").preferences["train-ai"]).toBe("allowed");
    expect(usage(robots, "/docs/a.html?x").preferences["train-ai"]).toBe("disallowed");
  });

  it("§3.1 rules with identical paths are combined: the most restrictive wins, category by category", () => {
    const robots =
      "User-agent: *\nContent-Usage: /a/ train-ai=y, search=y\nContent-Usage: /a/ train-ai=n\n";
    const answer = usage(robots, "/a/x");
    expect(answer.preferences).toEqual({
      "train-ai": "disallowed",
      "ai-use": "unknown",
      search: "allowed",
    });
    expect(answer.sources.preferences).toMatchObject([
      { source: "robots.txt", rules: [{ line: 2 }, { line: 3 }] },
    ]);
  });

  it("§3.1 paths that match with as many octets are combined the same way (equal length, different patterns)", () => {
    const robots = "User-agent: *\nContent-Usage: /ab train-ai=y\nContent-Usage: /a* train-ai=n\n";
    expect(usage(robots, "/abc").preferences["train-ai"]).toBe("disallowed");
  });

  it("§3.2 a path and a rule without one: the path is longer (a missing path counts 0 octets), even '/'", () => {
    const robots = "User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: / train-ai=y\n";
    expect(usage(robots, "/x").preferences["train-ai"]).toBe("allowed");
  });

  it("§3.2 path and preference are split at the first SP or HTAB; percent-encoding is normalised as for Allow", () => {
    const robots = "User-agent: *\nContent-Usage: /caf%C3%A9/\t ai-use=n\n";
    expect(usage(robots, "/café/menu").preferences["ai-use"]).toBe("disallowed");
  });

  it("RFC 9309 §2.2.1 per-group scope: a crawler with its own group does not see the * group's preferences", () => {
    const robots = "User-agent: *\nContent-Usage: train-ai=n\n\nUser-agent: GPTBot\nAllow: /\n";
    expect(usage(robots, "/", "GPTBot").preferences["train-ai"]).toBe("unknown");
    expect(usage(robots, "/", "OtherBot").preferences["train-ai"]).toBe("disallowed");
  });

  it("RFC 9309 §2.2.1 groups naming the same crawler are merged, their Content-Usage rules too", () => {
    const robots =
      "User-agent: a\nContent-Usage: train-ai=n\n\nUser-agent: a\nContent-Usage: /x search=n\n";
    expect(usage(robots, "/x", "a").preferences).toEqual({
      "train-ai": "unknown",
      "ai-use": "unknown",
      search: "disallowed",
    });
    expect(usage(robots, "/y", "a").preferences["train-ai"]).toBe("disallowed");
  });

  it("§3 Content-Usage is a rule: a User-agent line after it starts a new group", () => {
    const robots = "User-agent: a\nContent-Usage: train-ai=n\nUser-agent: b\nDisallow: /private\n";
    expect(usage(robots, "/private", "a").crawl.allowed).toBe(true);
    expect(usage(robots, "/x", "b").preferences["train-ai"]).toBe("unknown");
  });

  it("§3 a Content-Usage line before any group applies to no crawler, and is reported", () => {
    const robots = parseRobotsTxt("Content-Usage: train-ai=n\nUser-agent: *\nAllow: /\n");
    expect(robots.contentUsage({ url: "/x", userAgent: "bot" }).preferences["train-ai"]).toBe(
      "unknown",
    );
    expect(robots.diagnostics).toMatchObject([
      { code: "content-usage-outside-group", line: 1, spec: "AIPREF-ATTACH §3" },
    ]);
  });

  it("the field name is case-insensitive and white space around the colon is ignored", () => {
    expect(
      usage("User-agent: *\n  content-USAGE \t:  train-ai=n\n", "/").preferences["train-ai"],
    ).toBe("disallowed");
  });
});

describe("AIPREF-VOCAB §6: the usage preference", () => {
  // §6: "train-ai=y, search=n" — "the preference for other categories being unknown".
  it("§6 example: train-ai allowed, search disallowed, ai-use unknown", () => {
    expect(usage("User-agent: *\nContent-Usage: train-ai=y, search=n\n", "/").preferences).toEqual({
      "train-ai": "allowed",
      "ai-use": "unknown",
      search: "disallowed",
    });
  });

  // §6.5.1: "train-ai=y, train-ai, search=n, search="n"" — the last values are a Boolean and a String.
  it("§6.5.1 duplicate keys: the last one wins, and a non-Token value is unknown", () => {
    const robots = parseRobotsTxt(
      'User-agent: *\nContent-Usage: train-ai=y, train-ai, search=n, search="n"\n',
    );
    expect(robots.contentUsage({ url: "/", userAgent: "bot" }).preferences).toEqual({
      "train-ai": "unknown",
      "ai-use": "unknown",
      search: "unknown",
    });
    expect(aiDiagnostics(robots).map((d) => d.code)).toEqual([
      "content-usage-value-not-y-or-n",
      "content-usage-value-not-y-or-n",
    ]);
  });

  // §6.5.2: "train-ai;allow=n, train-ai=y" — parameters are ignored, the last value counts.
  it("§6.5.2 parameters are ignored: train-ai allowed", () => {
    expect(
      usage("User-agent: *\nContent-Usage: train-ai;allow=n, train-ai=y\n", "/").preferences[
        "train-ai"
      ],
    ).toBe("allowed");
  });

  it("§6.5.1 a key with upper-case letters fails the parse: the line is ignored with a diagnostic", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nContent-Usage: search=y\nContent-Usage: /p Train-AI=n\n",
    );
    expect(robots.contentUsage({ url: "/p/x", userAgent: "bot" }).preferences).toEqual({
      "train-ai": "unknown",
      "ai-use": "unknown",
      search: "allowed",
    });
    expect(aiDiagnostics(robots)).toMatchObject([
      {
        code: "content-usage-invalid",
        severity: "warning",
        line: 3,
        column: 19,
        spec: "AIPREF-VOCAB §6.5.1",
      },
    ]);
  });

  it("§6.5.1 other RFC 9651 failures (a trailing comma, a value that is not an item) are ignored the same way", () => {
    for (const value of ["train-ai=n,", "train-ai=n;", "train-ai=ñ", "train-ai=n x"]) {
      const robots = parseRobotsTxt(`User-agent: *\nContent-Usage: ${value}\n`);
      expect(
        robots.contentUsage({ url: "/", userAgent: "bot" }).preferences["train-ai"],
        value,
      ).toBe("unknown");
      expect(
        aiDiagnostics(robots).map((d) => d.code),
        value,
      ).toEqual(["content-usage-invalid"]);
    }
  });

  it("§6.4 unknown labels are ignored; labels of earlier revisions are reported with their revision", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nContent-Usage: bots=n, genai=n, future-use=n, search=y\n",
    );
    expect(robots.contentUsage({ url: "/", userAgent: "bot" }).preferences).toEqual({
      "train-ai": "unknown",
      "ai-use": "unknown",
      search: "allowed",
    });
    expect(
      aiDiagnostics(robots).map((d) => [
        d.code,
        d.message.match(/draft-ietf-aipref-vocab-\d+/)?.[0],
      ]),
    ).toEqual([
      ["content-usage-legacy-label", "draft-ietf-aipref-vocab-03"],
      ["content-usage-legacy-label", "draft-ietf-aipref-vocab-01"],
      ["content-usage-unknown-label", undefined],
    ]);
  });

  it("§6.5 a Token other than y or n (e.g. 'no') is unknown, not an error", () => {
    expect(usage("User-agent: *\nContent-Usage: train-ai=no\n", "/").preferences["train-ai"]).toBe(
      "unknown",
    );
  });
});

describe("AIPREF-ATTACH §1.2 and AIPREF-VOCAB §5.1: the Content-Usage header", () => {
  it("§1.2 example: a response header 'Content-Usage: train-ai=n' alone", () => {
    const answer = usage("", "/", "bot", { headers: { "Content-Usage": "train-ai=n" } });
    expect(answer.preferences).toEqual({
      "train-ai": "disallowed",
      "ai-use": "unknown",
      search: "unknown",
    });
    expect(answer.sources.preferences).toEqual([
      { source: "header", value: "train-ai=n", valid: true, preferences: answer.preferences },
    ]);
  });

  it("§5.1 robots.txt and header are combined: the most restrictive per category", () => {
    const answer = usage("User-agent: *\nContent-Usage: train-ai=y, search=n\n", "/", "bot", {
      headers: { "content-usage": "train-ai=n, search=y, ai-use=y" },
    });
    expect(answer.preferences).toEqual({
      "train-ai": "disallowed",
      "ai-use": "allowed",
      search: "disallowed",
    });
    expect(answer.sources.preferences.map((s) => s.source)).toEqual(["robots.txt", "header"]);
  });

  it("RFC 9651 §4.2: several field lines are one Dictionary, so the last duplicate key wins", () => {
    expect(
      usage("", "/", "bot", { headers: { "Content-Usage": ["train-ai=n", "train-ai=y"] } })
        .preferences["train-ai"],
    ).toBe("allowed");
  });

  it("a Fetch Headers object is read as well as a plain record in any case", () => {
    const headers = new Headers({ "CONTENT-USAGE": "ai-use=n" });
    expect(usage("", "/", "bot", { headers }).preferences["ai-use"]).toBe("disallowed");
  });

  it("an invalid header value states nothing", () => {
    const answer = usage("User-agent: *\nContent-Usage: search=y\n", "/", "bot", {
      headers: { "content-usage": "Search=n" },
    });
    expect(answer.preferences.search).toBe("allowed");
    expect(answer.sources.preferences[1]).toMatchObject({ source: "header", valid: false });
  });
});

describe("Content Signals Policy: Content-Signal, kept apart from Content-Usage", () => {
  // contentsignals.org example
  it("C1: the * group's signals reach every crawler without its own group", () => {
    const answer = usage(
      "User-Agent: *\nContent-Signal: ai-train=no, search=yes, ai-input=yes\nAllow: /\n",
      "/any",
    );
    expect(answer.signals).toEqual({ "ai-train": "no", search: "yes", "ai-input": "yes" });
    // No mapping is invented: the AIPREF preferences stay unknown.
    expect(answer.preferences).toEqual({
      "train-ai": "unknown",
      "ai-use": "unknown",
      search: "unknown",
    });
    expect(answer.sources.signals).toMatchObject([{ source: "robots.txt", rule: { line: 2 } }]);
  });

  // Cloudflare's managed robots.txt before the site's own rules.
  const MANAGED =
    "User-Agent: *\nContent-signal: search=yes,ai-train=no\nAllow: /\n\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: *\nDisallow: /lp\n";
  it("C2: merged * groups; ai-input unstated; a crawler with its own group sees no signals", () => {
    const generic = usage(MANAGED, "/x");
    expect(generic.signals).toEqual({ search: "yes", "ai-train": "no" });
    expect(usage(MANAGED, "/lp").crawl.allowed).toBe(false);
    const claude = usage(MANAGED, "/x", "ClaudeBot");
    expect(claude.crawl.allowed).toBe(false);
    expect(claude.signals).toEqual({});
  });

  it("C3: use=reference is kept", () => {
    expect(
      usage("User-Agent: *\nContent-Signal: search=yes,ai-train=no,use=reference\n", "/").signals,
    ).toEqual({ search: "yes", "ai-train": "no", use: "reference" });
  });

  it("any case and spacing is read; unknown entries are reported and ignored; 'no' outweighs 'yes'", () => {
    const robots = parseRobotsTxt(
      "User-Agent: *\nContent-Signal: AI-Train = YES , search=maybe\nContent-Signal: ai-train=no\n",
    );
    expect(robots.contentUsage({ url: "/", userAgent: "bot" }).signals).toEqual({
      "ai-train": "no",
    });
    expect(aiDiagnostics(robots)).toMatchObject([{ code: "content-signal-unknown", line: 2 }]);
  });

  it("the Content-Signal header is read and combined with robots.txt, most restrictive", () => {
    const answer = usage("User-Agent: *\nContent-Signal: search=yes, ai-input=yes\n", "/", "bot", {
      headers: { "content-signal": "ai-input=no, ai-train=yes" },
    });
    expect(answer.signals).toEqual({ search: "yes", "ai-input": "no", "ai-train": "yes" });
  });

  it("a Content-Signal in a named group is reported (the policy places it under User-Agent: *)", () => {
    expect(
      aiDiagnostics(parseRobotsTxt("User-agent: GPTBot\nContent-Signal: ai-train=no\n")),
    ).toMatchObject([{ code: "content-signal-not-global", severity: "info" }]);
  });
});

describe("W3C TDMRep", () => {
  // The spec's three-rule tdmrep.json.
  const file = parseTdmRep(`[
    { "location": "/directory-a/", "tdm-reservation": 1 },
    { "location": "/directory-b/html/", "tdm-reservation": 1, "tdm-policy": "https://provider.com/policies/policy.json" },
    { "location": "/directory-b/images/*.jpg", "tdm-reservation": 0 }
  ]`);
  const robots = parseRobotsTxt("");
  const tdm = (path: string, extra: Record<string, unknown> = {}) =>
    robots.contentUsage({ url: `${URL_BASE}${path}`, userAgent: "bot", tdmrep: file, ...extra })
      .tdm;

  it("TDM File example: the first matching rule decides; no match is unset", () => {
    expect(tdm("/directory-a/doc.pdf")).toMatchObject({
      reserved: true,
      source: { carrier: "tdmrep.json", rule: { index: 0 } },
    });
    expect(tdm("/directory-b/html/p.html")).toMatchObject({
      reserved: true,
      policy: "https://provider.com/policies/policy.json",
    });
    expect(tdm("/directory-b/images/x.jpg")).toMatchObject({
      reserved: false,
      source: { carrier: "tdmrep.json" },
    });
    expect(tdm("/other")).toEqual({ reserved: false });
  });

  it("Processing Priority: the header supersedes the file; the HTML META supersedes the header", () => {
    expect(tdm("/directory-b/images/x.jpg", { headers: { "tdm-reservation": "1" } })).toMatchObject(
      { reserved: true, source: { carrier: "header" } },
    );
    const page = parseHtmlPolicy('<meta name="tdm-reservation" content="0">', {
      url: `${URL_BASE}/directory-a/doc`,
    });
    expect(tdm("/directory-a/doc", { headers: { "TDM-Reservation": "1" }, page })).toMatchObject({
      reserved: false,
      source: { carrier: "meta", line: 1 },
    });
  });

  it("§tdm-reservation: other values are protocol errors: unset at that step, an earlier value stands", () => {
    expect(tdm("/other", { headers: { "tdm-reservation": "2" } })).toEqual({ reserved: false });
    expect(tdm("/directory-a/x", { headers: { "tdm-reservation": "yes" } })).toMatchObject({
      reserved: true,
      source: { carrier: "tdmrep.json" },
    });
  });

  it("§tdm-policy: given with a reservation of 1; not processed with 0", () => {
    expect(
      tdm("/other", {
        headers: { "tdm-reservation": "1", "tdm-policy": "https://p.example/policy.json" },
      }),
    ).toEqual({
      reserved: true,
      policy: "https://p.example/policy.json",
      source: { carrier: "header", value: "1" },
    });
    expect(
      tdm("/other", {
        headers: { "tdm-reservation": "0", "tdm-policy": "https://p.example/policy.json" },
      }),
    ).toEqual({ reserved: false, source: { carrier: "header", value: "0" } });
  });

  it("a tdmrep.json that is not a JSON array gives no rules and an error; a malformed rule is skipped", () => {
    expect(parseTdmRep("{}").diagnostics).toMatchObject([
      { code: "tdmrep-invalid", severity: "error" },
    ]);
    const partial = parseTdmRep(
      '[{"location":"/a","tdm-reservation":"1"},{"location":"/b","tdm-reservation":1}]',
    );
    expect(partial.rules).toMatchObject([{ location: "/b", index: 1 }]);
    expect(partial.diagnostics).toMatchObject([{ code: "tdmrep-rule-invalid" }]);
  });
});

describe("noai / noimageai (robots META and X-Robots-Tag)", () => {
  it("robots META tokens are found, with their line", () => {
    const page = parseHtmlPolicy(
      '<html><head>\n<meta name="robots" content="noai, noimageai"></head></html>',
      { url: `${URL_BASE}/` },
    );
    const answer = usage("", "/", "bot", { page });
    expect(answer.noai).toEqual(["noai", "noimageai"]);
    expect(answer.sources.noai).toMatchObject([
      { token: "noai", source: "meta", line: 2 },
      { token: "noimageai", line: 2 },
    ]);
    expect(page.diagnostics).toEqual([]);
  });

  it("X-Robots-Tag in the headers, for every crawler or the one it names", () => {
    expect(usage("", "/", "bot", { headers: { "X-Robots-Tag": "noai" } }).noai).toEqual(["noai"]);
    expect(
      usage("", "/", "Googlebot", {
        headers: { "x-robots-tag": ["googlebot: noimageai", "otherbot: noai"] },
      }).noai,
    ).toEqual(["noimageai"]);
  });

  it("a META tag addressed to another crawler does not apply", () => {
    const page = parseHtmlPolicy('<meta name="otherbot" content="noai">', { url: `${URL_BASE}/` });
    expect(usage("", "/", "bot", { page }).noai).toEqual([]);
  });
});

describe("contentUsage(): misuse throws a TypeError naming what was expected", () => {
  const robots = parseRobotsTxt("");
  it.each([
    [null, /expected \{ url, userAgent/],
    [
      { url: "/", userAgent: "bot", headers: "x" },
      /headers: expected a Headers object or a record/,
    ],
    [{ url: "/", userAgent: "bot", page: {} }, /page: expected a PagePolicy/],
    [{ url: "/", userAgent: "bot", tdmrep: [] }, /tdmrep: expected a TdmRepFile/],
  ])("%j", (query, message) => {
    expect(() => robots.contentUsage(query as never)).toThrow(message);
  });
});
