// Scenarios written from the texts of draft-ietf-aipref-attach-05 ("AIPREF-ATTACH") and
// draft-ietf-aipref-vocab-08 ("AIPREF-VOCAB", a reconstruction of the editor's build: see
// ../shared/specs/aipref/NOTES.md), and the neighbouring signals (Content Signals, TDMRep, noai).
// The preferences and signals each scenario states live in conformance/aipref/ (run by
// vectors-extensions.test.ts); this file keeps what a vector cannot express: the answer's
// sources and explanation, diagnostics, the crawl decision beside the preferences, headers as a
// Fetch Headers object or several field lines, TDMRep and noai.
import { describe, expect, it } from "vitest";
import { parseHtmlPolicy, parseRobotsTxt, type ContentUsageAnswer } from "../../src/index.js";

const SITE = "https://news.example";
const UNKNOWN = { "train-ai": "unknown", "ai-use": "unknown", search: "unknown" } as const;

function ask(
  robots: string,
  path: string,
  userAgent = "NewsBot",
  extra: Record<string, unknown> = {},
): ContentUsageAnswer {
  return parseRobotsTxt(robots).contentUsage({ url: `${SITE}${path}`, userAgent, ...extra });
}

const prefs = (robots: string, path: string, userAgent?: string) =>
  ask(robots, path, userAgent).preferences;

describe("AIPREF-ATTACH §3: a Content-Usage rule without a path", () => {
  const FILE = "User-agent: *\nAllow: /\nContent-Usage: ai-use=n, search=y\n";

  it("§3 a group of Content-Usage rules alone is a well-formed group: no diagnostic", () => {
    expect(parseRobotsTxt("User-agent: *\nContent-Usage: train-ai=n\n").diagnostics).toEqual([]);
  });

  it("§3.1 the line it came from is named", () => {
    expect(ask(FILE, "/a").sources.preferences).toMatchObject([
      {
        source: "robots.txt",
        rules: [{ line: 3, pattern: "", text: "Content-Usage: ai-use=n, search=y" }],
      },
    ]);
    expect(ask(FILE, "/a").explanation).toContain(
      'Content-Usage line 3 "Content-Usage: ai-use=n, search=y"',
    );
  });
});

describe("AIPREF-ATTACH §3.1: path-scoped rules and the longest match", () => {
  const FILE = [
    "User-agent: *",
    "Content-Usage: /archive/ train-ai=n",
    "Content-Usage: train-ai=y, ai-use=y",
    "Disallow: /private/",
    "Content-Usage: /archive/open/ train-ai=y",
    "Content-Usage: /*.pdf$ search=n",
    "",
  ].join("\n");

  it("§3.2 'a rule value that starts with any other character [than /] indicates that the path is absent': '*.pdf …' is all preference, and not a Dictionary", () => {
    const robots = parseRobotsTxt("User-agent: *\nContent-Usage: *.pdf train-ai=n\n");
    expect(robots.contentUsage({ url: `${SITE}/a.pdf`, userAgent: "NewsBot" }).preferences).toEqual(
      UNKNOWN,
    );
    expect(robots.diagnostics).toContainEqual(
      expect.objectContaining({ code: "content-usage-invalid", line: 2 }),
    );
  });

  it("§3.1 'no preferences are implied for resources that are disallowed': a blocked path has none from robots.txt", () => {
    const answer = ask(FILE, "/private/notes");
    expect(answer.crawl.allowed).toBe(false);
    expect(answer.crawl.rule?.line).toBe(4);
    expect(answer.preferences).toEqual(UNKNOWN);
    expect(answer.sources.preferences).toEqual([]);
  });

  it("§3.1 an Allow inside a Disallow makes the path crawlable again, and its preferences apply", () => {
    const file =
      "User-agent: *\nDisallow: /members/\nAllow: /members/public/\nContent-Usage: /members/ train-ai=n\n";
    expect(ask(file, "/members/public/a").crawl.allowed).toBe(true);
    expect(prefs(file, "/members/public/a")["train-ai"]).toBe("disallowed");
    expect(prefs(file, "/members/secret")).toEqual(UNKNOWN);
  });
});

describe("AIPREF-ATTACH §3.1: identical paths are combined, most restrictive first (AIPREF-VOCAB §5.1)", () => {
  it("two rules for the same path: a 'n' beats a 'y', a 'y' beats nothing, per category", () => {
    const file = [
      "User-agent: *",
      "Content-Usage: /media/ train-ai=y, search=y",
      "Content-Usage: /media/ train-ai=n",
      "Content-Usage: /media/ ai-use=y",
      "",
    ].join("\n");
    const answer = ask(file, "/media/clip.mp4");
    expect(answer.preferences).toEqual({
      "train-ai": "disallowed",
      "ai-use": "allowed",
      search: "allowed",
    });
    expect(answer.sources.preferences).toMatchObject([
      { source: "robots.txt", rules: [{ line: 2 }, { line: 3 }, { line: 4 }] },
    ]);
  });

  it("'this differs from the Allow/Disallow rules, where a conflict leads to the more permissive option'", () => {
    const file =
      "User-agent: *\nAllow: /x/\nDisallow: /x/\nContent-Usage: /x/ ai-use=y\nContent-Usage: /x/ ai-use=n\n";
    const answer = ask(file, "/x/1");
    expect(answer.crawl.allowed).toBe(true);
    expect(answer.preferences["ai-use"]).toBe("disallowed");
  });
});

describe("AIPREF-ATTACH §3.1 and RFC 9309 §2.2.1: preferences belong to a group", () => {
  const FILE = [
    "User-agent: *",
    "Content-Usage: train-ai=n, ai-use=n",
    "Content-Signal: ai-train=no",
    "",
    "User-agent: ArchiveBot",
    "Allow: /",
    "",
    "User-agent: LensBot",
    "User-agent: PressBot",
    "Content-Usage: search=y",
    "",
  ].join("\n");

  it("a crawler with its own group does not see the * group's preferences, nor its signals", () => {
    const answer = ask(FILE, "/a", "ArchiveBot");
    expect(answer.preferences).toEqual(UNKNOWN);
    expect(answer.signals).toEqual({});
    expect(prefs(FILE, "/a", "PressBot")).toEqual({ ...UNKNOWN, search: "allowed" });
  });

  it("Content-Usage before any User-agent line belongs to no group", () => {
    const robots = parseRobotsTxt("Content-Usage: train-ai=n\n\nUser-agent: *\nAllow: /\n");
    expect(robots.contentUsage({ url: `${SITE}/`, userAgent: "NewsBot" }).preferences).toEqual(
      UNKNOWN,
    );
    expect(robots.diagnostics).toContainEqual(
      expect.objectContaining({ code: "content-usage-outside-group", line: 1 }),
    );
  });
});

describe("AIPREF-VOCAB §6.5: reading a statement of preference", () => {
  it("§6.5.1 a Dictionary that fails to parse (an upper-case key) leaves every category unknown, with a diagnostic", () => {
    const robots = parseRobotsTxt("User-agent: *\nContent-Usage: search=y, Train-AI=n\n");
    const answer = robots.contentUsage({ url: `${SITE}/x`, userAgent: "NewsBot" });
    expect(answer.preferences).toEqual(UNKNOWN); // search=y is lost with the rest
    const diagnostic = { code: "content-usage-invalid", severity: "warning", line: 2 };
    expect(robots.diagnostics).toEqual([expect.objectContaining(diagnostic)]);
    expect(answer.sources.preferences).toMatchObject([{ rules: [{ line: 2, valid: false }] }]);
    expect(answer.explanation).toContain(
      'Content-Usage line 2 "Content-Usage: search=y, Train-AI=n" (not a Dictionary: no preference',
    );
  });
});

describe("AIPREF-VOCAB §4: the categories do not nest", () => {
  // That each category is reported as stated (README "No hierarchy"): conformance/aipref/6.json.
  it("§6.4 labels of earlier revisions (all, bots, train-genai, ai-output, tdm, ai, genai) name no category of revision 08", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nContent-Usage: all=n, bots=n, train-genai=n, ai-output=n, genai=n\n",
    );
    expect(robots.contentUsage({ url: `${SITE}/x`, userAgent: "NewsBot" }).preferences).toEqual(
      UNKNOWN,
    );
    expect(robots.diagnostics.filter((d) => d.code === "content-usage-legacy-label")).toHaveLength(
      5,
    );
  });
});

describe("AIPREF-ATTACH §2: the Content-Usage header field", () => {
  it("header only: the statement applies to the content it comes with", () => {
    const answer = ask("", "/x", "NewsBot", { headers: { "Content-Usage": "ai-use=n, search=y" } });
    expect(answer.preferences).toEqual({ ...UNKNOWN, "ai-use": "disallowed", search: "allowed" });
    expect(answer.sources.preferences).toMatchObject([
      { source: "header", name: "content-usage", value: "ai-use=n, search=y", valid: true },
    ]);
  });

  it("any case of the field name, in a record or a Fetch Headers object", () => {
    for (const headers of [
      { "content-usage": "train-ai=n" },
      { "CONTENT-USAGE": "train-ai=n" },
      { "Content-usage": ["train-ai=n"] },
      new Headers({ "Content-Usage": "train-ai=n" }),
    ])
      expect(ask("", "/", "NewsBot", { headers }).preferences["train-ai"]).toBe("disallowed");
  });

  it("several field lines form one Dictionary (RFC 9651 §4.2), so the last duplicate key wins", () => {
    const record = { "content-usage": ["search=n", "search=y"] };
    const fetch = new Headers([
      ["content-usage", "search=n"],
      ["content-usage", "search=y"],
    ]);
    for (const headers of [record, fetch])
      expect(ask("", "/", "NewsBot", { headers }).preferences.search).toBe("allowed");
  });

  it("AIPREF-VOCAB §5.1 robots.txt and header: per category, disallowed over allowed over unknown", () => {
    const answer = ask("User-agent: *\nContent-Usage: train-ai=y, ai-use=n\n", "/x", "NewsBot", {
      headers: { "content-usage": "train-ai=n, ai-use=y, search=y" },
    });
    expect(answer.preferences).toEqual({
      "train-ai": "disallowed",
      "ai-use": "disallowed",
      search: "allowed",
    });
    expect(answer.sources.preferences.map((s) => s.source)).toEqual(["robots.txt", "header"]);
    expect(answer.explanation).toContain("the most restrictive per category");
  });

  it("an invalid header Dictionary states nothing, and says why; robots.txt still counts", () => {
    const answer = ask("User-agent: *\nContent-Usage: search=y\n", "/", "NewsBot", {
      headers: { "Content-Usage": "Search=n" },
    });
    expect(answer.preferences).toEqual({ ...UNKNOWN, search: "allowed" });
    expect(answer.diagnostics).toMatchObject([
      {
        code: "content-usage-invalid",
        line: 1,
        message: expect.stringMatching(/^Content-Usage header/),
      },
    ]);
  });

  it("the header counts where robots.txt may not be crawled (it speaks for the content it came with)", () => {
    const answer = ask("User-agent: *\nDisallow: /\nContent-Usage: train-ai=y\n", "/x", "NewsBot", {
      headers: { "content-usage": "search=n" },
    });
    expect(answer.crawl.allowed).toBe(false);
    expect(answer.preferences).toEqual({ ...UNKNOWN, search: "disallowed" });
  });
});

describe("Content Signals Policy: Content-Signal is kept apart from Content-Usage", () => {
  const FILE =
    "User-agent: *\nContent-Signal: search=yes, ai-input=no, ai-train=no\nContent-Usage: train-ai=y\n";

  it("each keeps its own vocabulary: no signal becomes a preference, no preference a signal", () => {
    const answer = ask(FILE, "/x");
    expect(answer.signals).toEqual({ search: "yes", "ai-input": "no", "ai-train": "no" });
    expect(answer.preferences).toEqual({ ...UNKNOWN, "train-ai": "allowed" });
    expect(answer.sources.signals).toMatchObject([{ source: "robots.txt", rule: { line: 2 } }]);
  });

  it("signals alone leave every AIPREF category unknown; Content-Signal keys in a Content-Usage header are unknown labels", () => {
    expect(prefs("User-agent: *\nContent-Signal: ai-train=no\n", "/")).toEqual(UNKNOWN);
    expect(
      ask("", "/", "NewsBot", {
        headers: { "Content-Usage": "ai-train=n", "Content-Signal": "search=no" },
      }),
    ).toMatchObject({ preferences: UNKNOWN, signals: { search: "no" } });
  });
});

describe("W3C TDMRep: the tdm-reservation and tdm-policy headers", () => {
  const tdm = (headers: Record<string, string> | Headers) =>
    ask("", "/doc", "NewsBot", { headers }).tdm;

  it("'1' reserves TDM rights, '0' does not; the answer is { reserved, policy? }", () => {
    expect(tdm({ "tdm-reservation": "1" })).toEqual({ reserved: true });
    expect(tdm({ "TDM-Reservation": "0" })).toEqual({ reserved: false });
    expect(tdm(new Headers({ "tdm-reservation": "1" }))).toEqual({ reserved: true });
  });

  it("the policy comes with a reservation of 1 and is not processed with 0", () => {
    const policy = "https://news.example/tdm/policy.json";
    expect(tdm({ "tdm-reservation": "1", "tdm-policy": policy })).toEqual({
      reserved: true,
      policy,
    });
    expect(tdm({ "tdm-reservation": "0", "tdm-policy": policy })).toEqual({ reserved: false });
  });

  it("other values are protocol errors: the reservation is unset, with a diagnostic", () => {
    const answer = ask("", "/doc", "NewsBot", { headers: { "tdm-reservation": "true" } });
    expect(answer.tdm).toEqual({ reserved: false });
    expect(answer.sources.tdm).toEqual({});
    expect(answer.diagnostics).toMatchObject([{ code: "tdm-reservation-invalid" }]);
  });

  it("the header it came from is named", () => {
    const answer = ask("", "/doc", "NewsBot", { headers: { "tdm-reservation": "1" } });
    expect(answer.sources.tdm).toEqual({
      reservation: { carrier: "header", name: "tdm-reservation", value: "1" },
    });
    expect(answer.explanation).toContain("TDM rights are reserved (TDMRep tdm-reservation header)");
  });
});

describe("noai / noimageai in robots META and X-Robots-Tag", () => {
  const page = (html: string) => parseHtmlPolicy(html, { url: `${SITE}/gallery/1` });

  it("a robots META noai is found, with its line", () => {
    const answer = ask("", "/gallery/1", "NewsBot", {
      page: page('<!doctype html>\n<head>\n<meta name="robots" content="noai">\n</head>'),
    });
    expect(answer.noai).toEqual(["noai"]);
    expect(answer.sources.noai).toMatchObject([{ token: "noai", source: "meta", line: 3 }]);
    expect(answer.explanation).toContain("noai (robots META line 3)");
  });

  it("noimageai beside other directives, and in an X-Robots-Tag header", () => {
    expect(
      ask("", "/gallery/1", "NewsBot", {
        page: page('<meta name="robots" content="index, follow, noimageai">'),
      }).noai,
    ).toEqual(["noimageai"]);
    expect(
      ask("", "/gallery/1", "NewsBot", { headers: { "X-Robots-Tag": "noai, noimageai" } }).noai,
    ).toEqual(["noai", "noimageai"]);
  });

  it("a META or header naming another crawler does not apply; one naming this crawler does", () => {
    expect(
      ask("", "/gallery/1", "NewsBot", { page: page('<meta name="otherbot" content="noai">') })
        .noai,
    ).toEqual([]);
    expect(
      ask("", "/gallery/1", "NewsBot", { page: page('<meta name="newsbot" content="noai">') }).noai,
    ).toEqual(["noai"]);
  });

  it("noai is a page signal: it changes neither crawl permission nor the AIPREF preferences", () => {
    const answer = ask("User-agent: *\nAllow: /\n", "/gallery/1", "NewsBot", {
      page: page('<meta name="robots" content="noai">'),
    });
    expect(answer.crawl.allowed).toBe(true);
    expect(answer.preferences).toEqual(UNKNOWN);
  });
});
