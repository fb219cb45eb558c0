// Statuses the specs do not name, at the edges the loopback server in statuses-and-cache.test.ts
// cannot produce: a status of 0 from a fetch, a 304 that did not answer our validators, and
// a failure's own code kept while a stale copy stands in. Loopback servers and injected fetches only.
import { beforeEach, describe, expect, it } from "vitest";
import { fetchRobotsTxt, RobotsCache, type FetchRobotsOptions } from "../../src/fetch/index.js";
import { reply, useServer, type TestServer } from "../support/http-servers.js";

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

/** A fetch that answers every request with `status` (Response refuses statuses outside 200–599). */
function answering(status: number): typeof fetch {
  return (async () =>
    ({
      status,
      type: "basic",
      headers: new Headers(),
      body: null,
    }) as unknown as Response) as typeof fetch;
}

describe("RFC 9110 §15: a status that is not an HTTP status", () => {
  it("RFC 9110 §15 / RFC 9309 §2.3.1.4: status 0 is not a status: unreachable with status-invalid, not a server error; koster1996: deferred", async () => {
    const rfc = await fetchRobotsTxt("https://example.com/", options({ fetch: answering(0) }));
    expect(rfc).toMatchObject({
      outcome: "unreachable",
      status: 0,
      spec: "RFC 9110 §15, RFC 9309 §2.3.1.4",
      diagnostics: [{ code: "status-invalid", spec: "RFC 9110 §15, RFC 9309 §2.3.1.4" }],
    });
    expect(rfc.reason).toMatch(/^HTTP 0 is not an HTTP status \(100–599\)/);
    expect(rfc.reason).not.toMatch(/server|5xx/);
    expect(rfc.robots.isAllowed("/anything", "bot")).toBe(false);
    const koster = await fetchRobotsTxt(
      "https://example.com/",
      options({ fetch: answering(0), profile: "koster1996" }),
    );
    expect(koster).toMatchObject({
      outcome: "deferred",
      spec: "RFC 9110 §15, KOSTER-1996 §3.1",
      diagnostics: [{ code: "status-invalid" }],
    });
  });

  it("RFC 9309 §2.3.1.4: while a stale copy stands in for an invalid status, the status-invalid code is kept beside stale-cache-used", async () => {
    let clock = 1_000_000;
    let status = 200;
    const cache = new RobotsCache();
    const site = (async () =>
      new Response(RULES, {
        status: 200,
        headers: { "cache-control": "max-age=60" },
      })) as typeof fetch;
    const fetchFn = (async (input: URL | RequestInfo, init?: RequestInit) =>
      status === 200 ? site(input, init) : answering(status)(input, init)) as typeof fetch;
    await fetchRobotsTxt(
      "https://example.com/",
      options({ cache, fetch: fetchFn, now: () => clock }),
    );
    clock += 120_000;
    status = 999;
    const r = await fetchRobotsTxt(
      "https://example.com/",
      options({ cache, fetch: fetchFn, now: () => clock }),
    );
    expect(r).toMatchObject({ outcome: "ok", source: "cache" });
    expect(r.diagnostics.map((d) => d.code)).toEqual(["status-invalid", "stale-cache-used"]);
  });
});

describe("RFC 9110 §15.4.5: a 304 confirms a cached copy only in answer to our validators", () => {
  it("RFC 9110 §15.4.5 / RFC 9309 §2.3.1.2: validators go with the first hop only, so a 304 at the end of a redirect confirms nothing", async () => {
    let clock = 1_000_000;
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", reply(301, "", { location: "/real-robots.txt" }));
    a.routes.set(
      "/real-robots.txt",
      reply(200, RULES, { etag: '"v1"', "cache-control": "max-age=60" }),
    );
    await fetchRobotsTxt(a.origin, options({ cache, now: () => clock }));
    clock += 120_000;
    // A misbehaving server: 304 to a request that carried no validator.
    a.routes.set("/real-robots.txt", reply(304, "", { etag: '"v1"' }));
    const r = await fetchRobotsTxt(a.origin, options({ cache, now: () => clock }));
    expect(a.requests.map((q) => [q.path, q.headers["if-none-match"]])).toEqual([
      ["/robots.txt", undefined],
      ["/real-robots.txt", undefined],
      ["/robots.txt", '"v1"'],
      ["/real-robots.txt", undefined],
    ]);
    expect(r).toMatchObject({ outcome: "ok", source: "cache", revalidated: false });
    expect(r.diagnostics.map((d) => d.code)).toContain("not-modified-without-cache");
  });

  it("RFC 9111 §4.3.4: a 304 to our If-None-Match keeps the copy and refreshes it", async () => {
    let clock = 1_000_000;
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", (request, response) => {
      if (request.headers["if-none-match"] === '"v1"')
        response.writeHead(304, { etag: '"v1"', "cache-control": "max-age=60" }).end();
      else response.writeHead(200, { etag: '"v1"', "cache-control": "max-age=60" }).end(RULES);
    });
    const first = await fetchRobotsTxt(a.origin, options({ cache, now: () => clock }));
    clock += 120_000;
    const r = await fetchRobotsTxt(a.origin, options({ cache, now: () => clock }));
    expect(r).toMatchObject({ outcome: "ok", source: "cache", revalidated: true, status: 200 });
    expect(r.diagnostics.map((d) => d.code)).not.toContain("not-modified-without-cache");
    expect(r.robots.isAllowed("/private/x", "bot")).toBe(false);
    expect(first.robots.isAllowed("/private/x", "bot")).toBe(false);
  });
});
