// Retrieval outcomes the specs do not name, decided deliberately (RFC 9110 §15, RFC 9309
// §2.3.1), and the bounds of RobotsCache: bytes as well as entries, a hit that does not parse
// again, and callers that share a retrieval but keep their own options and AbortSignal.
// Loopback servers only.
import { beforeEach, describe, expect, it } from "vitest";
import { fetchRobotsTxt, RobotsCache, type FetchRobotsOptions } from "../../src/fetch/index.js";
import { reply, startServer, useServer, type TestServer } from "../support/http-servers.js";

const loopback = useServer();
let a: TestServer;
beforeEach(() => {
  a = loopback.server;
});

const UA = "ExampleBot/1.0";
const RULES = "User-agent: *\nDisallow: /private/\n";

function options(extra: Partial<FetchRobotsOptions> = {}): FetchRobotsOptions {
  return { userAgent: UA, timeoutMs: 2000, ...extra };
}

describe("RFC 9110 §15 and RFC 9309 §2.3.1: statuses the specs do not name", () => {
  // RFC 9110 §15: a status is a three-digit integer of class 1xx–5xx; 600 and 999 belong to none.
  it.each([600, 999])(
    "HTTP %i is not an HTTP status: unreachable (not a 5xx), with its own reason and code",
    async (status) => {
      a.routes.set("/robots.txt", reply(status, RULES));
      const rfc = await fetchRobotsTxt(a.origin, options());
      expect(rfc).toMatchObject({
        outcome: "unreachable",
        status,
        spec: "RFC 9110 §15, RFC 9309 §2.3.1.4",
      });
      expect(rfc.reason).toContain("not an HTTP status");
      expect(rfc.reason).not.toContain("server");
      expect(rfc.diagnostics).toMatchObject([{ code: "status-invalid", severity: "warning" }]);
      expect(rfc.robots.isAllowed("/public", "bot")).toBe(false);
      const koster = await fetchRobotsTxt(a.origin, options({ profile: "koster1996" }));
      expect(koster).toMatchObject({
        outcome: "deferred",
        diagnostics: [{ code: "status-invalid" }],
      });
    },
  );

  // RFC 9110 §15.2: 1xx is informational, never the final answer (a fetch that hands one over misbehaves).
  it("a 1xx handed over as the final response is not a final status: unreachable, status-invalid", async () => {
    const informational = (async () =>
      ({
        status: 103,
        type: "basic",
        headers: new Headers(),
        body: null,
      }) as unknown as Response) as typeof fetch;
    const r = await fetchRobotsTxt("https://example.com/", options({ fetch: informational }));
    expect(r).toMatchObject({
      outcome: "unreachable",
      status: 103,
      diagnostics: [{ code: "status-invalid" }],
    });
    expect(r.reason).toContain("informational");
  });

  // RFC 9110 §15.4.5: 304 answers a conditional request; without a cached copy there is nothing to keep.
  it("304 without a cached copy: nothing was retrieved, so unreachable (koster1996: deferred)", async () => {
    a.routes.set("/robots.txt", reply(304));
    const r = await fetchRobotsTxt(a.origin, options());
    expect(r).toMatchObject({
      outcome: "unreachable",
      status: 304,
      diagnostics: [{ code: "not-modified-without-cache" }],
    });
    expect(r.robots.isAllowed("/public", "bot")).toBe(false);
    expect((await fetchRobotsTxt(a.origin, options({ profile: "koster1996" }))).outcome).toBe(
      "deferred",
    );
  });

  // RFC 9110 §15.4.5: a 304 answers a conditional request; to a request without validators it confirms nothing.
  it("304 to a request without validators while a stale copy is cached: not a revalidation; the copy stands in as when unreachable (RFC 9309 §2.3.1.4)", async () => {
    let clock = 1_000_000;
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "max-age=60" }));
    await fetchRobotsTxt(a.origin, options({ cache, now: () => clock }));
    clock += 120_000;
    a.routes.set("/robots.txt", reply(304, "", { "cache-control": "max-age=60" }));
    const r = await fetchRobotsTxt(a.origin, options({ cache, now: () => clock }));
    expect(a.requests[1]?.headers["if-none-match"]).toBeUndefined();
    expect(r).toMatchObject({
      outcome: "ok",
      source: "cache",
      revalidated: false,
      expiresAt: new Date(clock + 3_600_000),
    });
    expect(r.diagnostics.map((d) => d.code)).toEqual([
      "not-modified-without-cache",
      "stale-cache-used",
    ]);
    expect(r.robots.isAllowed("/private/x", "bot")).toBe(false);
    // The copy was not refreshed: the next call asks the server again.
    await fetchRobotsTxt(a.origin, options({ cache, now: () => clock }));
    expect(a.requests).toHaveLength(3);
  });

  // RFC 9309 §2.3.1.2: a redirect that cannot be followed to its end is "unavailable".
  it("a 3xx without Location cannot be followed: unavailable (allow all) under rfc9309, deferred under koster1996", async () => {
    a.routes.set("/robots.txt", reply(302, RULES));
    const r = await fetchRobotsTxt(a.origin, options());
    expect(r).toMatchObject({
      outcome: "unavailable",
      status: 302,
      spec: "RFC 9309 §2.3.1.2",
      diagnostics: [{ code: "redirect-without-location" }],
    });
    expect(r.robots.isAllowed("/private/x", "bot")).toBe(true);
    expect((await fetchRobotsTxt(a.origin, options({ profile: "koster1996" }))).outcome).toBe(
      "deferred",
    );
  });
});

describe("RobotsCache bounds", () => {
  it("maxBytes and maxEntries must be positive integers", () => {
    expect(() => new RobotsCache({ maxBytes: 0 })).toThrow(RangeError);
    expect(() => new RobotsCache({ maxBytes: 1.5 })).toThrow(
      /maxBytes: expected a positive integer/,
    );
    expect(() => new RobotsCache({ maxEntries: -1 })).toThrow(/maxEntries/);
  });

  it("a response larger than the byte budget is not kept; a small one is", async () => {
    const cache = new RobotsCache({ maxBytes: 20_000 });
    a.routes.set(
      "/robots.txt",
      reply(200, `User-agent: *\n${"Disallow: /x\n".repeat(2_000)}`, {
        "cache-control": "max-age=600",
      }),
    );
    await fetchRobotsTxt(a.origin, options({ cache }));
    await fetchRobotsTxt(a.origin, options({ cache }));
    expect(a.requests).toHaveLength(2);
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "max-age=600" }));
    await fetchRobotsTxt(a.origin, options({ cache }));
    expect((await fetchRobotsTxt(a.origin, options({ cache }))).source).toBe("cache");
    expect(a.requests).toHaveLength(3);
  });

  it("the byte budget evicts the least recently used origins", async () => {
    const servers = [a, await startServer(), await startServer()];
    try {
      const body = `User-agent: *\n${"Disallow: /some/long/path/\n".repeat(150)}`;
      for (const s of servers)
        s.routes.set("/robots.txt", reply(200, body, { "cache-control": "max-age=600" }));
      // Each entry is estimated at the response, its policy and compiled rules (~47 bytes an
      // octet of its 3,900-octet body) ≈ 187 KB: two fit in 400,000 bytes, not three.
      const cache = new RobotsCache({ maxBytes: 400_000 });
      for (const s of servers) await fetchRobotsTxt(s.origin, options({ cache }));
      // The most recent two are kept; the first went when the third arrived.
      const sources = [];
      for (const s of [...servers].reverse())
        sources.push((await fetchRobotsTxt(s.origin, options({ cache }))).source);
      expect(sources).toEqual(["cache", "cache", "network"]);
    } finally {
      for (const s of servers.slice(1)) await s.close();
    }
  });

  it("a cache hit returns the parsed policy without parsing again", async () => {
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "max-age=600" }));
    const first = await fetchRobotsTxt(a.origin, options({ cache }));
    const second = await fetchRobotsTxt(a.origin, options({ cache }));
    const third = await fetchRobotsTxt(a.origin, options({ cache, profile: "koster1996" }));
    expect(second.source).toBe("cache");
    expect(second.robots).toBe(first.robots);
    expect(third.robots).toBe(first.robots);
    // Another body limit reads the file differently, so it is parsed for that limit.
    expect((await fetchRobotsTxt(a.origin, options({ cache, maxBytes: 10 }))).robots).not.toBe(
      first.robots,
    );
  });
});

describe("RobotsCache: callers share a retrieval, not their options", () => {
  it("two callers with different profiles on a 503 make one request and get their own outcomes", async () => {
    const cache = new RobotsCache();
    a.routes.set(
      "/robots.txt",
      (_q, response) => void setTimeout(() => response.writeHead(503).end(), 50),
    );
    const [rfc, koster] = await Promise.all([
      fetchRobotsTxt(a.origin, options({ cache })),
      fetchRobotsTxt(a.origin, options({ cache, profile: "koster1996" })),
    ]);
    expect(a.requests).toHaveLength(1);
    expect(rfc.outcome).toBe("unreachable");
    expect(koster.outcome).toBe("deferred");
  });

  it("a caller with another User-Agent makes its own request, and the server sees each agent", async () => {
    const cache = new RobotsCache();
    a.routes.set(
      "/robots.txt",
      (_q, response) => void setTimeout(() => response.writeHead(200).end(RULES), 50),
    );
    await Promise.all([
      fetchRobotsTxt(a.origin, options({ cache })),
      fetchRobotsTxt(a.origin, options({ cache, userAgent: "OtherBot/2.0" })),
    ]);
    expect(a.requests.map((r) => r.headers["user-agent"]).sort()).toEqual([
      "ExampleBot/1.0",
      "OtherBot/2.0",
    ]);
  });

  it("aborting one caller's signal ends that caller at once; the other still gets the file", async () => {
    const cache = new RobotsCache();
    a.routes.set(
      "/robots.txt",
      (_q, response) => void setTimeout(() => response.writeHead(200).end(RULES), 300),
    );
    const controller = new AbortController();
    const started = Date.now();
    const first = fetchRobotsTxt(a.origin, options({ cache, signal: controller.signal }));
    const second = fetchRobotsTxt(a.origin, options({ cache }));
    setTimeout(() => controller.abort(), 20);
    const aborted = await first;
    expect(Date.now() - started).toBeLessThan(250);
    expect(aborted).toMatchObject({ outcome: "unreachable", error: "aborted by the caller" });
    expect((await second).outcome).toBe("ok");
    expect(a.requests).toHaveLength(1);
  });

  it("each caller waits no longer than its own timeout", async () => {
    const cache = new RobotsCache();
    a.routes.set(
      "/robots.txt",
      (_q, response) => void setTimeout(() => response.writeHead(200).end(RULES), 400),
    );
    const [patient, hasty] = await Promise.all([
      fetchRobotsTxt(a.origin, options({ cache, timeoutMs: 2000 })),
      fetchRobotsTxt(a.origin, options({ cache, timeoutMs: 50 })),
    ]);
    expect(patient.outcome).toBe("ok");
    expect(hasty).toMatchObject({ outcome: "unreachable", error: "timed out after 50 ms" });
  });

  it("without a cache, the signal aborts the request itself; an aborted signal fails at once", async () => {
    a.routes.set(
      "/robots.txt",
      (_q, response) => void setTimeout(() => response.writeHead(200).end(RULES), 300),
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    expect(await fetchRobotsTxt(a.origin, options({ signal: controller.signal }))).toMatchObject({
      outcome: "unreachable",
      error: "aborted by the caller",
    });
    expect(await fetchRobotsTxt(a.origin, options({ signal: AbortSignal.abort() }))).toMatchObject({
      error: "aborted by the caller",
    });
    await expect(fetchRobotsTxt(a.origin, options({ signal: {} as AbortSignal }))).rejects.toThrow(
      /signal: expected an AbortSignal/,
    );
  });
});
