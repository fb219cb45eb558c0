// RobotsCache: what a shared retrieval may and may not take from its callers. The retrieval is
// shared; every caller's timeout and AbortSignal stay its own, and the retrieval stops when
// nobody waits for it any more. Loopback servers only.
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

/** Answers RULES after `delayMs`; `closedEarly()` says whether the client went away before the answer. */
function slowRoute(delayMs: number): { closedEarly: () => boolean } {
  let early = false;
  a.routes.set("/robots.txt", (_request, response) => {
    response.on("close", () => (early ||= !response.writableFinished));
    setTimeout(() => {
      if (!response.destroyed) response.writeHead(200).end(RULES);
    }, delayMs);
  });
  return { closedEarly: () => early };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("RFC 9309 §2.4 caching: a shared retrieval keeps each caller's timeout", () => {
  it("RFC 9309 §2.3.1.4: a hasty first caller times out alone; the patient caller who joined later still gets the file", async () => {
    const cache = new RobotsCache();
    slowRoute(300);
    const hasty = fetchRobotsTxt(a.origin, options({ cache, timeoutMs: 50 }));
    const patient = fetchRobotsTxt(a.origin, options({ cache, timeoutMs: 2000 }));
    expect(await hasty).toMatchObject({ outcome: "unreachable", error: "timed out after 50 ms" });
    expect(await patient).toMatchObject({ outcome: "ok", source: "network" });
    expect(a.requests).toHaveLength(1);
  });

  it("RFC 9309 §2.3.1.4: when every caller has timed out, the request is abandoned and the next caller starts afresh", async () => {
    const cache = new RobotsCache();
    const route = slowRoute(300);
    const results = await Promise.all([
      fetchRobotsTxt(a.origin, options({ cache, timeoutMs: 30 })),
      fetchRobotsTxt(a.origin, options({ cache, timeoutMs: 60 })),
    ]);
    expect(results.map((r) => r.error)).toEqual(["timed out after 30 ms", "timed out after 60 ms"]);
    await sleep(50);
    expect(route.closedEarly()).toBe(true);
    expect((await fetchRobotsTxt(a.origin, options({ cache }))).outcome).toBe("ok");
    expect(a.requests).toHaveLength(2);
  });
});

describe("RFC 9309 §2.4 caching: a shared retrieval keeps each caller's AbortSignal", () => {
  it("RFC 9309 §2.3.1.4: when the only caller aborts, the request itself is aborted", async () => {
    const cache = new RobotsCache();
    const route = slowRoute(300);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    expect(
      await fetchRobotsTxt(a.origin, options({ cache, signal: controller.signal })),
    ).toMatchObject({ outcome: "unreachable", error: "aborted by the caller" });
    await sleep(50);
    expect(route.closedEarly()).toBe(true);
  });

  it("RFC 9309 §2.3.1.4: a caller whose signal is already aborted gets its answer without a request; koster1996: deferred", async () => {
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", reply(200, RULES));
    const r = await fetchRobotsTxt(
      a.origin,
      options({ cache, signal: AbortSignal.abort(), profile: "koster1996" }),
    );
    expect(r).toMatchObject({ outcome: "deferred", error: "aborted by the caller" });
    expect(a.requests).toHaveLength(0);
  });

  it("RFC 9309 §2.3.1.4: an aborted caller with a fresh cached copy still gets the copy (a hit needs no retrieval)", async () => {
    const cache = new RobotsCache();
    a.routes.set("/robots.txt", reply(200, RULES, { "cache-control": "max-age=600" }));
    const first = await fetchRobotsTxt(a.origin, options({ cache }));
    const r = await fetchRobotsTxt(a.origin, options({ cache, signal: AbortSignal.abort() }));
    expect(r).toMatchObject({ outcome: "ok", source: "cache" });
    expect(r.robots).toBe(first.robots);
  });
});
