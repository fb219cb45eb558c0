// Who is asking: RFC 9309 §2.2.1 product tokens as robots.txt files write them (whole names,
// digits included), RFC 9110 §10.1.5 User-Agent headers as crawlers send them, and lists of
// tokens in order of preference.
import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";

describe("RFC 9309 §2.2.1 whole product tokens", () => {
  // "Crawlers MUST use case-insensitive matching to find the group that matches the product token"
  const robots = parseRobotsTxt(
    "User-agent: crawler1\nDisallow: /one/\n\nUser-agent: crawler3\nDisallow: /three/\n\nUser-agent: MJ12bot\nDisallow: /mj/\n\nUser-agent: archive.org_bot\nDisallow: /ia/\n\nUser-agent: *\nDisallow: /all/\n",
  );
  it("'crawler1' and 'crawler3' are two crawlers with a group each", () => {
    expect(robots.isAllowed("/one/x", "crawler1")).toBe(false);
    expect(robots.isAllowed("/three/x", "crawler1")).toBe(true);
    expect(robots.isAllowed("/three/x", "crawler3")).toBe(false);
    expect(robots.isAllowed("/one/x", "crawler3")).toBe(true);
    expect(robots.isAllowed("/all/x", "crawler2")).toBe(false);
    expect(robots.decide({ url: "/one/x", userAgent: "crawler2" }).agent).toBe("crawler2");
  });
  it("'MJ12bot' is itself, not 'MJ'; case does not matter", () => {
    expect(robots.isAllowed("/mj/x", "MJ12bot")).toBe(false);
    expect(robots.isAllowed("/mj/x", "mj12BOT/1.4.8")).toBe(false);
    expect(robots.isAllowed("/mj/x", "MJ")).toBe(true);
    expect(robots.isAllowed("/all/x", "MJ")).toBe(false);
  });
  it("names with '.' and '_' are whole names too ('archive.org_bot')", () => {
    expect(robots.isAllowed("/ia/x", "archive.org_bot")).toBe(false);
    expect(robots.isAllowed("/ia/x", "archive")).toBe(true);
  });
  it("a name outside RFC 9309's identifier is reported (info) with how google/robotstxt reads it", () => {
    const d = robots.diagnostics.find(
      (x) => x.code === "user-agent-not-identifier" && x.line === 7,
    );
    expect(d).toMatchObject({ severity: "info", spec: "RFC 9309 §2.2.1" });
    expect(d?.message).toContain('"MJ"');
  });
  it("a version after the name is not part of it ('Googlebot/2.1' in the file is googlebot)", () => {
    const file = parseRobotsTxt("User-agent: Googlebot/2.1\nDisallow: /\n");
    expect(file.isAllowed("/x", "Googlebot")).toBe(false);
    expect(file.diagnostics.map((x) => x.code)).toContain("user-agent-not-token");
  });
});

describe("RFC 9110 §10.1.5 User-Agent headers: the crawler's own product token", () => {
  const file = parseRobotsTxt(
    [
      "googlebot",
      "bingbot",
      "GPTBot",
      "ClaudeBot",
      "Applebot",
      "YandexBot",
      "Baiduspider",
      "facebookexternalhit",
      "AdsBot-Google-Mobile",
      "Storebot-Google",
      "Googlebot-Image",
      "DuckDuckBot",
      "AhrefsBot",
      "Slurp",
      "LinkedInBot",
      "Google-InspectionTool",
    ]
      .map((name) => `User-agent: ${name}\nDisallow: /${name.toLowerCase()}/\n`)
      .join("\n") + "\nUser-agent: *\nDisallow: /all/\n",
  );
  it.each([
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "googlebot"],
    [
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "googlebot",
    ],
    [
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
      "bingbot",
    ],
    [
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      "gptbot",
    ],
    [
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
      "claudebot",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
      "applebot",
    ],
    ["Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)", "yandexbot"],
    [
      "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
      "baiduspider",
    ],
    [
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "facebookexternalhit",
    ],
    [
      "Mozilla/5.0 (Linux; Android 5.0; SM-G920A) AppleWebKit (KHTML, like Gecko) Chrome Mobile Safari (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)",
      "adsbot-google-mobile",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64; Storebot-Google/1.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.88 Safari/537.36",
      "storebot-google",
    ],
    ["Googlebot-Image/1.0", "googlebot-image"],
    ["DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)", "duckduckbot"],
    ["Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)", "ahrefsbot"],
    [
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
      "slurp",
    ],
    [
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "linkedinbot",
    ],
    [
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)",
      "google-inspectiontool",
    ],
  ])("%s is %s", (header, token) => {
    const decision = file.decide({ url: `/${token}/page`, userAgent: header });
    expect(decision.agent).toBe(token);
    expect(decision.allowed).toBe(false);
    expect(decision.group?.userAgents.map((a) => a.toLowerCase())).toEqual([token]);
  });
  it("a browser's header names no crawler: the * group, named by its first product as before", () => {
    const browser =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0";
    const decision = file.decide({ url: "/all/x", userAgent: browser });
    expect(decision.allowed).toBe(false);
    expect(decision.group?.userAgents).toEqual(["*"]);
    expect(
      file.decide({
        url: "/x",
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1",
      }).agent,
    ).toBe("mozilla");
  });
  it("comments nest and escape (RFC 9110 §5.6.5): 'Mozilla/5.0 (compatible; (nested \\) text); Googlebot/2.1)'", () => {
    expect(
      file.decide({
        url: "/googlebot/x",
        userAgent: "Mozilla/5.0 (compatible; (nested \\) text); Googlebot/2.1)",
      }).agent,
    ).toBe("googlebot");
  });
  it("the same header under every profile", () => {
    const header = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    for (const profile of ["rfc9309", "google", "koster1996", "robots2"] as const)
      expect(file.isAllowed("/googlebot/x", header, { profile }), profile).toBe(false);
  });
});

describe("several tokens in order of preference (Google's crawlers: Googlebot-Image falls back to Googlebot)", () => {
  const file = parseRobotsTxt(
    "User-agent: Googlebot\nDisallow: /g/\n\nUser-agent: Googlebot-News\nDisallow: /news/\n\nUser-agent: *\nDisallow: /all/\n",
  );
  it("the first token a group names decides, and decide() says which", () => {
    const image = file.decide({ url: "/g/x", userAgent: ["Googlebot-Image", "Googlebot"] });
    expect(image).toMatchObject({ allowed: false, agent: "googlebot" });
    expect(file.isAllowed("/all/x", ["Googlebot-Image", "Googlebot"])).toBe(true);
    const news = file.decide({ url: "/news/x", userAgent: ["Googlebot-News", "Googlebot"] });
    expect(news).toMatchObject({ allowed: false, agent: "googlebot-news" });
    expect(file.isAllowed("/g/x", ["Googlebot-News", "Googlebot"])).toBe(true);
  });
  it("when no token has a group, the * group decides, read for the first token", () => {
    const decision = file.decide({ url: "/all/x", userAgent: ["OtherBot", "ThirdBot"] });
    expect(decision).toMatchObject({ allowed: false, agent: "otherbot" });
    expect(decision.group?.userAgents).toEqual(["*"]);
  });
  it("politeness fields and matchingLine follow the same token", () => {
    const polite = parseRobotsTxt(
      "User-agent: Googlebot\nCrawl-delay: 3\nDisallow: /g/\n\nUser-agent: *\nCrawl-delay: 9\n",
    );
    expect(polite.crawlDelay(["Googlebot-Image", "Googlebot"])).toBe(3);
    expect(polite.crawlDelay(["Googlebot-Image"])).toBe(9);
    expect(polite.matchingLine("/g/x", ["Googlebot-Image", "Googlebot"])).toBe(3);
  });
});
