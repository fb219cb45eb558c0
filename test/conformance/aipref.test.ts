// AI usage preferences through robots.contentUsage(): draft-ietf-aipref-attach-05
// ("AIPREF-ATTACH"), draft-ietf-aipref-vocab-08 ("AIPREF-VOCAB", reconstructed text, see
// ../shared/specs/aipref/NOTES.md), the Content Signals Policy, W3C TDMRep and noai.
// The spec's answers (the preferences and signals for a URL and a crawler) live in
// conformance/aipref/ and run in vectors-extensions.test.ts. This file keeps what a vector cannot
// express: where an answer came from (sources, lines, explanation), diagnostics, the crawl
// decision beside it, headers given as a Fetch Headers object or as several field lines, TDMRep,
// noai, misuse errors and the README's examples.
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
  // Two cases the drafts leave open (vectors aipref/3/equal-length-different-patterns and
  // aipref/3/absent-path-vs-slash): the library's readings.
  it("the library's reading: paths that match with as many octets are combined the same way (equal length, different patterns)", () => {
    const robots = "User-agent: *\nContent-Usage: /ab train-ai=y\nContent-Usage: /a* train-ai=n\n";
    expect(usage(robots, "/abc").preferences["train-ai"]).toBe("disallowed");
  });

  it("the library's reading: a missing path counts 0 octets, so even '/' is longer", () => {
    const robots = "User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: / train-ai=y\n";
    expect(usage(robots, "/x").preferences["train-ai"]).toBe("allowed");
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
});

describe("AIPREF-VOCAB §6: the usage preference", () => {
  // §6: "train-ai=y, search=n" — "the preference for other categories being unknown".

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

  // §6.5.2: "train-ai;has;parameters="?";" — "has parameters even though the preference is
  // unknown". As printed, the trailing ";" is an RFC 9651 parse error (NOTES.md §1.7 #7): the
  // outcome the text states (unknown) holds either way.
  it("§6.5.2 second example: parameters on an unknown preference", () => {
    const printed = parseRobotsTxt('User-agent: *\nContent-Usage: train-ai;has;parameters="?";\n');
    expect(printed.contentUsage({ url: "/", userAgent: "bot" }).preferences["train-ai"]).toBe(
      "unknown",
    );
    expect(aiDiagnostics(printed).map((d) => d.code)).toEqual(["content-usage-invalid"]);
    const parsed = parseRobotsTxt('User-agent: *\nContent-Usage: train-ai;has;parameters="?"\n');
    expect(parsed.contentUsage({ url: "/", userAgent: "bot" }).preferences["train-ai"]).toBe(
      "unknown",
    );
    expect(aiDiagnostics(parsed).map((d) => d.code)).toEqual(["content-usage-value-not-y-or-n"]);
  });

  // §6.5.1: "If the parsing of the Dictionary fails, preferences are unknown": the rule still
  // has the longest path for /p/x, so it decides, stating nothing; elsewhere the other rule does.
  it("§6.5.1 a key with upper-case letters fails the parse: its preferences are unknown, with a diagnostic", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nContent-Usage: search=y\nContent-Usage: /p Train-AI=n\n",
    );
    const answer = robots.contentUsage({ url: "/p/x", userAgent: "bot" });
    expect(answer.preferences).toEqual({
      "train-ai": "unknown",
      "ai-use": "unknown",
      search: "unknown",
    });
    expect(answer.sources.preferences).toMatchObject([{ rules: [{ line: 3, valid: false }] }]);
    expect(answer.explanation).toContain("not a Dictionary: no preference");
    expect(robots.contentUsage({ url: "/q", userAgent: "bot" }).preferences.search).toBe("allowed");
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
      {
        source: "header",
        name: "content-usage",
        value: "train-ai=n",
        valid: true,
        preferences: answer.preferences,
      },
    ]);
  });

  // §1.2: "a server might include the same directive in its robots.txt file".
  it("§1.2 example: the same directive in robots.txt, and both together", () => {
    const robots = "User-Agent: *\nAllow: /\nContent-Usage: train-ai=n\n";
    for (const path of ["/", "/any/content.txt"])
      expect(usage(robots, path).preferences).toEqual({
        "train-ai": "disallowed",
        "ai-use": "unknown",
        search: "unknown",
      });
    const both = usage(robots, "/", "bot", { headers: { "Content-Usage": "train-ai=n" } });
    expect(both.preferences["train-ai"]).toBe("disallowed");
    expect(both.sources.preferences.map((s) => s.source)).toEqual(["robots.txt", "header"]);
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

  // Markdown for Agents' default header (cloudflare-content-signals-policy.txt, (5)).
  it("C5: the Content-Signal header alone", () => {
    const answer = usage("", "/", "bot", {
      headers: { "content-signal": "ai-train=yes, search=yes, ai-input=yes" },
    });
    expect(answer.signals).toEqual({ "ai-train": "yes", search: "yes", "ai-input": "yes" });
    expect(answer.sources.signals).toMatchObject([{ source: "header", name: "content-signal" }]);
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
  /** The tdm part and where it came from. */
  const tdm = (path: string, extra: Record<string, unknown> = {}) => {
    const answer = robots.contentUsage({
      url: `${URL_BASE}${path}`,
      userAgent: "bot",
      tdmrep: file,
      ...extra,
    });
    return { ...answer.tdm, from: answer.sources.tdm, diagnostics: answer.diagnostics };
  };

  it("TDM File example: the first matching rule decides; no match is unset", () => {
    expect(tdm("/directory-a/doc.pdf")).toMatchObject({
      reserved: true,
      from: { reservation: { carrier: "tdmrep.json", rule: { index: 0 } } },
    });
    expect(tdm("/directory-b/html/p.html")).toMatchObject({
      reserved: true,
      policy: "https://provider.com/policies/policy.json",
      from: { policy: { carrier: "tdmrep.json", rule: { index: 1 } } },
    });
    expect(tdm("/directory-b/images/x.jpg")).toMatchObject({
      reserved: false,
      from: { reservation: { carrier: "tdmrep.json", rule: { index: 2 } } },
    });
    expect(tdm("/other")).toEqual({ reserved: false, from: {}, diagnostics: [] });
  });

  it("Processing Priority: the header supersedes the file; the HTML META supersedes the header", () => {
    expect(tdm("/directory-b/images/x.jpg", { headers: { "tdm-reservation": "1" } })).toMatchObject(
      { reserved: true, from: { reservation: { carrier: "header", name: "tdm-reservation" } } },
    );
    const page = parseHtmlPolicy('<meta name="tdm-reservation" content="0">', {
      url: `${URL_BASE}/directory-a/doc`,
    });
    expect(tdm("/directory-a/doc", { headers: { "TDM-Reservation": "1" }, page })).toMatchObject({
      reserved: false,
      from: { reservation: { carrier: "meta", line: 1 } },
    });
  });

  it("§tdm-reservation: other values are protocol errors: unset at that step, an earlier value stands", () => {
    expect(tdm("/other", { headers: { "tdm-reservation": "2" } })).toMatchObject({
      reserved: false,
      from: {},
      diagnostics: [{ code: "tdm-reservation-invalid", severity: "warning", line: 1 }],
    });
    expect(tdm("/directory-a/x", { headers: { "tdm-reservation": "yes" } })).toMatchObject({
      reserved: true,
      from: { reservation: { carrier: "tdmrep.json" } },
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
      from: {
        reservation: { carrier: "header", name: "tdm-reservation", value: "1" },
        policy: {
          carrier: "header",
          name: "tdm-policy",
          value: "https://p.example/policy.json",
        },
      },
      diagnostics: [],
    });
    expect(
      tdm("/other", {
        headers: { "tdm-reservation": "0", "tdm-policy": "https://p.example/policy.json" },
      }),
    ).toEqual({
      reserved: false,
      from: { reservation: { carrier: "header", name: "tdm-reservation", value: "0" } },
      diagnostics: [],
    });
  });

  // §Examples: "a rightsholder wants to opt-out for every file present on a Web server".
  it("TDM File example: one rule for / reserves every file", () => {
    const everything = parseTdmRep(
      '[\n  {\n    "location": "/",\n    "tdm-reservation": 1\n  }\n]',
    );
    for (const path of ["/", "/a/b.pdf", "/img/x.jpg?s=1"])
      expect(
        robots.contentUsage({ url: `${URL_BASE}${path}`, userAgent: "bot", tdmrep: everything })
          .tdm,
      ).toEqual({ reserved: true });
  });

  // §Use of regular expressions: "$" ends the pattern, "*" is any characters; "/path/foo-%24"
  // matches https://provider.com/path/foo-$.
  it("location patterns: '$', '*', and a '$' written %24", () => {
    const patterns = parseTdmRep(
      '[{"location":"/this/path/exactly$","tdm-reservation":1},{"location":"/this/*/then","tdm-reservation":1},{"location":"/path/foo-%24","tdm-reservation":1}]',
    );
    const reserved = (path: string) =>
      robots.contentUsage({
        url: `https://provider.com${path}`,
        userAgent: "bot",
        tdmrep: patterns,
      }).tdm.reserved;
    expect(reserved("/this/path/exactly")).toBe(true);
    expect(reserved("/this/path/exactly/not")).toBe(false);
    expect(reserved("/this/a/b/then/more")).toBe(true);
    expect(reserved("/path/foo-$")).toBe(true);
    expect(reserved("/path/foo-")).toBe(false);
  });

  // §TDM Header Field: the two examples.
  it("TDM Header Field examples: a reservation, and a reservation with a policy", () => {
    expect(tdm("/other", { headers: { "tdm-reservation": "1" } })).toMatchObject({
      reserved: true,
    });
    expect(
      tdm("/other", {
        headers: {
          "tdm-reservation": "1",
          "tdm-policy": "https://provider.com/policies/policy.json",
        },
      }),
    ).toMatchObject({ reserved: true, policy: "https://provider.com/policies/policy.json" });
  });

  // §TDM Metadata in HTML: "an html document is associated with a TDM Policy".
  it("HTML example: both META tags", () => {
    const page = parseHtmlPolicy(
      '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="utf-8">\n    <meta name="tdm-reservation" content="1">\n    <meta name="tdm-policy" content="https://provider.com/policies/policy.json">\n  </head>\n</html>',
      { url: `${URL_BASE}/other` },
    );
    expect(tdm("/other", { page })).toEqual({
      reserved: true,
      policy: "https://provider.com/policies/policy.json",
      from: {
        reservation: { carrier: "meta", name: "tdm-reservation", value: "1", line: 5, column: 5 },
        policy: {
          carrier: "meta",
          name: "tdm-policy",
          value: "https://provider.com/policies/policy.json",
          line: 6,
          column: 5,
        },
      },
      diagnostics: [],
    });
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

  // deviantart-noai-excerpt.txt: the four markup examples.
  it("DeviantArt's examples: META noimageai, META noai, X-Robots-Tag noimageai, X-Robots-Tag noai", () => {
    for (const token of ["noimageai", "noai"] as const) {
      const page = parseHtmlPolicy(`<meta name="robots" content="${token}">`, {
        url: `${URL_BASE}/art/1`,
      });
      expect(usage("", "/art/1", "bot", { page }).noai).toEqual([token]);
      expect(usage("", "/art/1", "bot", { headers: { "X-Robots-Tag": token } }).noai).toEqual([
        token,
      ]);
    }
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

// README "AI usage preferences": the examples, with the answers the README prints.
describe("README: the AI section's examples", () => {
  const robots = parseRobotsTxt(`User-Agent: *
Disallow: /drafts/
Content-Usage: train-ai=n, search=y
Content-Usage: /blog/ train-ai=y
Content-Signal: search=yes, ai-train=no

User-Agent: GPTBot
Disallow: /
`);
  const ask = (path: string, userAgent = "ExampleBot", extra = {}) =>
    robots.contentUsage({ url: `https://example.com${path}`, userAgent, ...extra });
  const unknown = { "train-ai": "unknown", "ai-use": "unknown", search: "unknown" };

  it("Content-Usage in robots.txt", () => {
    expect(ask("/").preferences).toEqual({
      "train-ai": "disallowed",
      "ai-use": "unknown",
      search: "allowed",
    });
    expect(ask("/blog/post").preferences).toEqual({ ...unknown, "train-ai": "allowed" });
    expect(ask("/blog/post").sources.preferences[0]).toMatchObject({
      source: "robots.txt",
      rules: [{ pattern: "/blog/", value: "train-ai=y", line: 4 }],
    });
    expect(ask("/drafts/x").preferences).toEqual(unknown);
    expect(ask("/", "GPTBot").preferences).toEqual(unknown);
  });

  it("the Content-Usage header", () => {
    const answer = ask("/blog/post", "ExampleBot", {
      headers: { "content-usage": "train-ai=n, ai-use=n" },
    });
    expect(answer.preferences).toEqual({
      "train-ai": "disallowed",
      "ai-use": "disallowed",
      search: "unknown",
    });
    expect(answer.explanation).toBe(
      'no rule in the group for "*" matches /blog/post, so it is allowed. AI usage preferences: train-ai disallowed, ai-use disallowed, search unknown, from Content-Usage line 4 "Content-Usage: /blog/ train-ai=y" and the Content-Usage header "train-ai=n, ai-use=n", the most restrictive per category (AIPREF-VOCAB §5.1). Content signals: search=yes, ai-train=no, from line 5.',
    );
  });

  it("Content-Signal", () => {
    expect(ask("/").signals).toEqual({ search: "yes", "ai-train": "no" });
    expect(
      ask("/", "ExampleBot", { headers: new Headers({ "Content-Signal": "ai-input=no" }) }).signals,
    ).toEqual({ search: "yes", "ai-train": "no", "ai-input": "no" });
    expect(ask("/", "GPTBot").signals).toEqual({});
  });

  it("TDMRep", () => {
    const tdmrep = parseTdmRep(`[
  { "location": "/papers/", "tdm-reservation": 1, "tdm-policy": "https://example.com/tdm-policy.json" },
  { "location": "/", "tdm-reservation": 0 }
]`);
    const papers = ask("/papers/a.pdf", "ExampleBot", { tdmrep });
    expect(papers.tdm).toEqual({ reserved: true, policy: "https://example.com/tdm-policy.json" });
    expect(papers.sources.tdm.reservation).toMatchObject({
      carrier: "tdmrep.json",
      rule: { index: 0 },
    });
    const news = ask("/news/1", "ExampleBot", { tdmrep, headers: { "tdm-reservation": "1" } });
    expect(news.tdm).toEqual({ reserved: true });
    expect(news.sources.tdm.reservation).toEqual({
      carrier: "header",
      name: "tdm-reservation",
      value: "1",
    });
    const paper = parseHtmlPolicy('<meta name="tdm-reservation" content="0">', {
      url: "https://example.com/papers/b.html",
    });
    const b = ask("/papers/b.html", "ExampleBot", { tdmrep, page: paper });
    expect(b.tdm).toEqual({ reserved: false });
    expect(b.sources.tdm.reservation).toMatchObject({ carrier: "meta", line: 1 });
  });

  it("noai / noimageai", () => {
    const art = parseHtmlPolicy(
      '<meta name="robots" content="noimageai">\n<meta name="examplebot" content="noai">',
      { url: "https://example.com/art/1" },
    );
    const answer = ask("/art/1", "ExampleBot", { page: art });
    expect(answer.noai).toEqual(["noimageai", "noai"]);
    expect(answer.sources.noai.map((f) => [f.source, f.line])).toEqual([
      ["meta", 1],
      ["meta", 2],
    ]);
    expect(
      ask("/art/1", "ExampleBot", { headers: { "X-Robots-Tag": "otherbot: noai" } }).noai,
    ).toEqual([]);
  });
});
