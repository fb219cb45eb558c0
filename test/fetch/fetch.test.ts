// Retrieval of /robots.txt over HTTP (robots-policy/fetch) against real servers on loopback:
// RFC 9309 §2.3–§2.5 and KOSTER-1996 §3.1/§3.4. No test talks to anything but 127.0.0.1.
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  fetchRobotsTxt,
  RobotsCache,
  robotsTxtUrl,
  type FetchRobotsOptions,
} from "../../src/fetch/index.js";
import { reply, startServer, type TestServer } from "../support/http-servers.js";

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startServer();
  b = await startServer();
});
afterAll(async () => {
  await a.close();
  await b.close();
});
afterEach(() => {
  for (const server of [a, b]) {
    server.routes.clear();
    server.requests.length = 0;
  }
});

const UA = "ExampleBot/1.0 (+https://example.com/bot)";
const RULES = "User-agent: *\nDisallow: /private/\n";

function options(extra: Partial<FetchRobotsOptions> = {}): FetchRobotsOptions {
  return { userAgent: UA, timeoutMs: 2000, ...extra };
}

describe("RFC 9309 §2.3 access: where robots.txt is", () => {
  it("derives /robots.txt from any URL of the site; scheme, host and port matter", () => {
    expect(robotsTxtUrl("https://example.com/a/b?c#d").href).toBe("https://example.com/robots.txt");
    expect(robotsTxtUrl("http://example.com:8080/x").href).toBe(
      "http://example.com:8080/robots.txt",
    );
    expect(robotsTxtUrl(new URL("https://EXAMPLE.com")).href).toBe(
      "https://example.com/robots.txt",
    );
  });
  it("misuse throws: not a URL, not http(s), no user agent, bad numbers, unknown profile", async () => {
    await expect(fetchRobotsTxt("example.com", options())).rejects.toThrow(TypeError);
    await expect(fetchRobotsTxt("ftp://example.com/", options())).rejects.toThrow(
      /http: or https:/,
    );
    await expect(fetchRobotsTxt(a.origin, { userAgent: "" })).rejects.toThrow(/userAgent/);
    await expect(fetchRobotsTxt(a.origin, options({ timeoutMs: -1 }))).rejects.toThrow(RangeError);
    await expect(fetchRobotsTxt(a.origin, options({ profile: "x" as never }))).rejects.toThrow(
      /profile/,
    );
  });
  it("sends the crawler's User-Agent and asks for /robots.txt", async () => {
    a.routes.set("/robots.txt", reply(200, RULES));
    const r = await fetchRobotsTxt(`${a.origin}/some/page.html`, options());
    expect(a.requests.map((q) => [q.path, q.headers["user-agent"]])).toEqual([["/robots.txt", UA]]);
    expect(r).toMatchObject({
      outcome: "ok",
      status: 200,
      source: "network",
      url: `${a.origin}/robots.txt`,
      spec: "RFC 9309 §2.3.1.1",
    });
    expect(r.robots.isAllowed("/private/x", "ExampleBot")).toBe(false);
    expect(r.robots.isAllowed("/public", "ExampleBot")).toBe(true);
  });
});

describe("status codes per profile (RFC 9309 §2.3.1, KOSTER-1996 §3.1)", () => {
  // status → [rfc9309 outcome, allowed?], [koster1996 outcome, allowed?]
  const table: [number, [string, boolean], [string, boolean]][] = [
    [200, ["ok", false], ["ok", false]],
    [204, ["ok", true], ["ok", true]],
    [401, ["unavailable", true], ["forbidden", false]],
    [403, ["unavailable", true], ["forbidden", false]],
    [404, ["unavailable", true], ["unavailable", true]],
    [410, ["unavailable", true], ["unavailable", true]],
    [429, ["unavailable", true], ["deferred", false]],
    [500, ["unreachable", false], ["deferred", false]],
    [503, ["unreachable", false], ["deferred", false]],
  ];
  for (const [status, rfc, koster] of table)
    it(`HTTP ${status}: rfc9309 → ${rfc[0]} (${rfc[1] ? "allow" : "disallow"} /private/x), koster1996 → ${koster[0]}`, async () => {
      a.routes.set("/robots.txt", reply(status, status === 204 ? "" : RULES));
      for (const [profile, [outcome, allowed]] of [
        ["rfc9309", rfc],
        ["koster1996", koster],
      ] as const) {
        const r = await fetchRobotsTxt(a.origin, options({ profile }));
        expect(r.outcome, profile).toBe(outcome);
        expect(r.status, profile).toBe(status);
        expect(r.robots.isAllowed("/private/x", "ExampleBot"), profile).toBe(allowed);
        if (status >= 400 || r.outcome === "deferred")
          expect(r.robots.isAllowed("/public", "ExampleBot"), profile).toBe(allowed);
      }
    });

  it("the disallow-all policy explains itself: its comment names the outcome and section", async () => {
    a.routes.set("/robots.txt", reply(503));
    const r = await fetchRobotsTxt(a.origin, options());
    expect(r.reason).toMatch(/HTTP 503: robots.txt is unreachable/);
    expect(r.spec).toBe("RFC 9309 §2.3.1.4");
    expect(r.robots.decide({ url: "/x", userAgent: "bot" })).toMatchObject({
      allowed: false,
      rule: { line: 3, text: "Disallow: /" },
    });
    expect(r.expiresAt.getTime() - r.fetchedAt.getTime()).toBeLessThanOrEqual(3_600_000);
  });
});

describe("RFC 9309 §2.3.1.2 redirects", () => {
  function chain(hops: number): void {
    // Alternate between the two servers: /r/1 on a → /r/2 on b → … → /robots-final.txt
    a.routes.set("/robots.txt", reply(301, "", { location: `${b.origin}/r/1` }));
    for (let i = 1; i < hops; i++) {
      const server = i % 2 === 1 ? b : a;
      const next = i % 2 === 1 ? a : b;
      server.routes.set(
        `/r/${i}`,
        reply(i % 2 ? 302 : 307, "", { location: `${next.origin}/r/${i + 1}` }),
      );
    }
    const last = hops % 2 === 1 ? b : a;
    last.routes.set(`/r/${hops}`, reply(200, RULES));
  }
  it.each([1, 2, 3, 4, 5])(
    "a chain of %i redirect(s) across two servers is followed; rules apply to the original authority",
    async (hops) => {
      chain(hops);
      const r = await fetchRobotsTxt(a.origin, options());
      expect(r.outcome).toBe("ok");
      expect(r.redirects).toHaveLength(hops);
      expect(r.url).toBe(`${a.origin}/robots.txt`);
      expect(r.robots.isAllowed("/private/x", "ExampleBot")).toBe(false);
      expect(r.diagnostics.map((d) => d.code)).toContain("redirected");
    },
  );
  it("5 redirects are followed; a 6th makes robots.txt unavailable (allow all)", async () => {
    a.routes.set("/robots.txt", reply(301, "", { location: `${b.origin}/r/1` }));
    for (let i = 1; i <= 5; i++)
      (i % 2 ? b : a).routes.set(
        `/r/${i}`,
        reply(302, "", { location: `${(i % 2 ? a : b).origin}/r/${i + 1}` }),
      );
    (a as TestServer).routes.set("/r/6", reply(200, RULES));
    const r = await fetchRobotsTxt(a.origin, options());
    expect(r).toMatchObject({ outcome: "unavailable", spec: "RFC 9309 §2.3.1.2" });
    expect(r.redirects).toHaveLength(6);
    expect(r.robots.isAllowed("/private/x", "ExampleBot")).toBe(true);
    const five = await fetchRobotsTxt(a.origin, options({ maxRedirects: 6 }));
    expect(five.outcome).toBe("ok");
  });
  it("a redirect loop ends at the limit", async () => {
    a.routes.set("/robots.txt", reply(302, "", { location: "/loop" }));
    a.routes.set("/loop", reply(302, "", { location: "/robots.txt" }));
    const r = await fetchRobotsTxt(a.origin, options());
    expect(r.outcome).toBe("unavailable");
    expect(a.requests).toHaveLength(6);
    const koster = await fetchRobotsTxt(a.origin, options({ profile: "koster1996" }));
    expect(koster.outcome).toBe("deferred");
    expect(koster.robots.isAllowed("/x", "bot")).toBe(false);
  });
});

describe("RFC 9309 §2.3.1.4 network failures and timeouts", () => {
  it("a connection refused is unreachable (disallow) / deferred (koster1996)", async () => {
    const closed = await startServer();
    const origin = closed.origin;
    await closed.close();
    const r = await fetchRobotsTxt(origin, options());
    expect(r).toMatchObject({ outcome: "unreachable", source: "network" });
    expect(r.error).toBeTruthy();
    expect(r.status).toBeUndefined();
    expect(r.robots.isAllowed("/x", "bot")).toBe(false);
    expect((await fetchRobotsTxt(origin, options({ profile: "koster1996" }))).outcome).toBe(
      "deferred",
    );
  });
  it("a body dripping past the timeout is unreachable, not a partial policy", async () => {
    a.routes.set("/robots.txt", (_q, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      response.write("User-agent: *\n");
      const timer = setInterval(() => response.write("Disallow: /x\n"), 100);
      response.on("close", () => clearInterval(timer));
    });
    const started = Date.now();
    const r = await fetchRobotsTxt(a.origin, options({ timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r).toMatchObject({ outcome: "unreachable" });
    expect(r.error).toMatch(/timed out after 300 ms/);
    expect(r.robots.isAllowed("/public", "bot")).toBe(false);
  });
  it("a connection reset mid-body is unreachable", async () => {
    a.routes.set("/robots.txt", (_q, response) => {
      response.writeHead(200, { "content-type": "text/plain", "content-length": "1000" });
      response.write("User-agent: *\nDisallow: /a\n");
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const r = await fetchRobotsTxt(a.origin, options());
    expect(r.outcome).toBe("unreachable");
    expect(r.robots.isAllowed("/public", "bot")).toBe(false);
  });
});

describe("RFC 9309 §2.5 body handling", () => {
  it("a 2 MB body is cut at maxBytes; the rules before the cut apply", async () => {
    const big = `User-agent: *\nDisallow: /first/\n${"# filler line\n".repeat(160_000)}Disallow: /last/\n`;
    a.routes.set("/robots.txt", reply(200, big));
    const r = await fetchRobotsTxt(a.origin, options());
    expect(big.length).toBeGreaterThan(2_000_000);
    expect(r.outcome).toBe("ok");
    expect(r.diagnostics.map((d) => d.code)).toContain("body-truncated");
    expect(r.robots.policy.source.bytesRead).toBe(512_000);
    expect(r.robots.isAllowed("/first/x", "bot")).toBe(false);
    expect(r.robots.isAllowed("/last/x", "bot")).toBe(true);
    expect(r.robots.diagnostics.map((d) => d.code)).toContain("size-limit");
  });
  it("a gzip response is decoded; the limit applies to the decoded bytes", async () => {
    const body = `User-agent: *\nDisallow: /zipped/\n${"#".repeat(3000)}\n`;
    a.routes.set("/robots.txt", (_q, response) => {
      response
        .writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" })
        .end(gzipSync(body));
    });
    const r = await fetchRobotsTxt(a.origin, options());
    expect(r.robots.isAllowed("/zipped/a", "bot")).toBe(false);
    const small = await fetchRobotsTxt(a.origin, options({ maxBytes: 1000 }));
    expect(small.diagnostics.map((d) => d.code)).toContain("body-truncated");
    expect(small.robots.isAllowed("/zipped/a", "bot")).toBe(false);
  });
  it("an HTML page, a non-UTF-8 charset and a UTF-16 BOM are reported", async () => {
    a.routes.set(
      "/robots.txt",
      reply(200, "<!DOCTYPE html><html><body>Not here</body></html>", {
        "content-type": "text/html; charset=iso-8859-1",
      }),
    );
    const html = await fetchRobotsTxt(a.origin, options());
    expect(html.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining(["html-body", "charset-not-utf8"]),
    );
    expect(html.robots.isAllowed("/x", "bot")).toBe(true);
    a.routes.set(
      "/robots.txt",
      (_q, response) => void response.writeHead(200).end(Buffer.from([0xff, 0xfe, 0x55, 0x00])),
    );
    expect((await fetchRobotsTxt(a.origin, options())).diagnostics.map((d) => d.code)).toContain(
      "utf16-bom",
    );
  });
  it("a UTF-8 BOM is read as the start of the text", async () => {
    a.routes.set(
      "/robots.txt",
      (_q, response) =>
        void response
          .writeHead(200)
          .end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(RULES)])),
    );
    const r = await fetchRobotsTxt(a.origin, options());
    expect(r.robots.isAllowed("/private/x", "bot")).toBe(false);
  });
});

describe("RFC 9309 §2.4 / KOSTER-1996 §3.4 caching", () => {
  const T0 = Date.parse("2026-03-01T00:00:00Z");
  let clock = T0;
  const now = () => clock;
  const withCache = (cache: RobotsCache, extra: Partial<FetchRobotsOptions> = {}) =>
    options({ cache, now, ...extra });

  it("Cache-Control: max-age is honoured (from cache until it expires)", async () => {
    clock = T0;
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "max-age=600" }));
    const first = await fetchRobotsTxt(a.origin, withCache(cache));
    expect(first).toMatchObject({ source: "network" });
    expect(first.expiresAt.getTime()).toBe(T0 + 600_000);
    clock = T0 + 300_000;
    expect((await fetchRobotsTxt(a.origin, withCache(cache))).source).toBe("cache");
    clock = T0 + 601_000;
    expect((await fetchRobotsTxt(a.origin, withCache(cache))).source).toBe("network");
    expect(a.requests).toHaveLength(2);
  });
  it("rfc9309 caps freshness at 24 hours; koster1996 defaults to 7 days", async () => {
    clock = T0;
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "max-age=604800" }));
    expect((await fetchRobotsTxt(a.origin, withCache(new RobotsCache()))).expiresAt.getTime()).toBe(
      T0 + 86_400_000,
    );
    a.routes.set("/robots.txt", reply(200, RULES));
    expect((await fetchRobotsTxt(a.origin, withCache(new RobotsCache()))).expiresAt.getTime()).toBe(
      T0 + 86_400_000,
    );
    expect(
      (
        await fetchRobotsTxt(a.origin, withCache(new RobotsCache(), { profile: "koster1996" }))
      ).expiresAt.getTime(),
    ).toBe(T0 + 7 * 86_400_000);
  });
  it("KOSTER-1996 §3.4: Expires is honoured", async () => {
    clock = Date.now();
    const expires = new Date(clock + 3 * 86_400_000);
    a.routes.set(
      "/robots.txt",
      reply(200, RULES, { expires: expires.toUTCString(), date: new Date(clock).toUTCString() }),
    );
    const r = await fetchRobotsTxt(
      a.origin,
      withCache(new RobotsCache(), { profile: "koster1996" }),
    );
    expect(Math.abs(r.expiresAt.getTime() - expires.getTime())).toBeLessThan(2000);
  });
  it("no-store is never stored", async () => {
    clock = T0;
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "no-store" }));
    await fetchRobotsTxt(a.origin, withCache(cache));
    await fetchRobotsTxt(a.origin, withCache(cache));
    expect(a.requests).toHaveLength(2);
  });
  it("a stale copy is revalidated with If-None-Match / If-Modified-Since; 304 keeps it", async () => {
    clock = T0;
    const cache = new RobotsCache();
    const lastModified = new Date(T0 - 86_400_000).toUTCString();
    a.routes.set("/robots.txt", (request, response) => {
      if (request.headers["if-none-match"] === '"v1"')
        response.writeHead(304, { etag: '"v1"', "cache-control": "max-age=60" }).end();
      else
        response
          .writeHead(200, {
            etag: '"v1"',
            "last-modified": lastModified,
            "cache-control": "max-age=60",
          })
          .end(RULES);
    });
    await fetchRobotsTxt(a.origin, withCache(cache));
    clock = T0 + 120_000;
    const second = await fetchRobotsTxt(a.origin, withCache(cache));
    expect(a.requests[1]!.headers["if-none-match"]).toBe('"v1"');
    expect(a.requests[1]!.headers["if-modified-since"]).toBe(lastModified);
    expect(second).toMatchObject({
      outcome: "ok",
      source: "cache",
      revalidated: true,
      status: 200,
    });
    expect(second.robots.isAllowed("/private/x", "bot")).toBe(false);
    clock = T0 + 150_000;
    expect((await fetchRobotsTxt(a.origin, withCache(cache))).source).toBe("cache");
    expect(a.requests).toHaveLength(2);
  });
  it("many concurrent callers for one origin share one request", async () => {
    clock = T0;
    const cache = new RobotsCache();
    a.routes.set(
      "/robots.txt",
      (_q, response) => void setTimeout(() => response.writeHead(200).end(RULES), 50),
    );
    const results = await Promise.all(
      Array.from({ length: 25 }, () => fetchRobotsTxt(a.origin, withCache(cache))),
    );
    expect(a.requests).toHaveLength(1);
    expect(new Set(results.map((r) => r.outcome))).toEqual(new Set(["ok"]));
  });
  it("while unreachable, a cached copy up to 30 days old stands in (RFC 9309 §2.3.1.4); older, disallow", async () => {
    clock = T0;
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "max-age=60" }));
    await fetchRobotsTxt(a.origin, withCache(cache));
    a.routes.set("/robots.txt", reply(503));
    clock = T0 + 10 * 86_400_000;
    const stale = await fetchRobotsTxt(a.origin, withCache(cache));
    expect(stale).toMatchObject({ outcome: "ok", source: "cache" });
    expect(stale.diagnostics.map((d) => d.code)).toContain("stale-cache-used");
    expect(stale.robots.isAllowed("/public", "bot")).toBe(true);
    clock = T0 + 31 * 86_400_000;
    const old = await fetchRobotsTxt(a.origin, withCache(cache));
    expect(old).toMatchObject({ outcome: "unreachable", source: "network" });
    expect(old.robots.isAllowed("/public", "bot")).toBe(false);
    expect(
      (await fetchRobotsTxt(a.origin, withCache(cache, { maxStaleMs: 40 * 86_400_000 }))).source,
    ).toBe("cache");
  });
  it("a crawler can supply its own store", async () => {
    clock = T0;
    const saved = new Map<string, unknown>();
    const cache = new RobotsCache({
      store: {
        get: async (k) => saved.get(k) as never,
        set: async (k, v) => void saved.set(k, JSON.parse(JSON.stringify(v))),
        delete: (k) => void saved.delete(k),
      },
    });
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "max-age=600" }));
    await fetchRobotsTxt(a.origin, withCache(cache));
    expect([...saved.keys()]).toEqual([`${a.origin}/robots.txt`]);
    const again = await fetchRobotsTxt(a.origin, withCache(cache));
    expect(again.source).toBe("cache");
    expect(again.robots.isAllowed("/private/x", "bot")).toBe(false);
  });
});
