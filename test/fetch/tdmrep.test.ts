// W3C TDMRep "TDM File on the Origin Server" fetched as robots.txt is: /.well-known/tdmrep.json
// over a loopback server, with the cache, limits and signal of robots-policy/fetch.
import { beforeEach, describe, expect, it } from "vitest";
import { fetchTdmRep, RobotsCache } from "../../src/fetch/index.js";
import { parseRobotsTxt } from "../../src/index.js";
import { reply, useServer, type TestServer } from "../support/http-servers.js";

const loopback = useServer();
let a: TestServer;
beforeEach(() => {
  a = loopback.server;
});

const FILE = JSON.stringify([
  { location: "/directory-a/", "tdm-reservation": 1 },
  {
    location: "/directory-b/html/",
    "tdm-reservation": 1,
    "tdm-policy": "https://provider.com/policies/policy.json",
  },
  { location: "/directory-b/images/*.jpg", "tdm-reservation": 0 },
]);
const options = { userAgent: "ExampleBot/1.0", timeoutMs: 2000 };

describe("TDMRep: fetchTdmRep", () => {
  it("reads /.well-known/tdmrep.json of the site of any URL; contentUsage applies it", async () => {
    a.routes.set(
      "/.well-known/tdmrep.json",
      reply(200, FILE, { "content-type": "application/json" }),
    );
    const result = await fetchTdmRep(`${a.origin}/some/page`, options);
    expect(a.requests.map((r) => r.path)).toEqual(["/.well-known/tdmrep.json"]);
    expect(result).toMatchObject({
      status: 200,
      source: "network",
      url: `${a.origin}/.well-known/tdmrep.json`,
    });
    expect(result.file.rules).toHaveLength(3);
    const robots = parseRobotsTxt("");
    const tdm = (path: string) =>
      robots.contentUsage({ url: `${a.origin}${path}`, userAgent: "bot", tdmrep: result.file }).tdm;
    expect(tdm("/directory-b/html/a.html")).toMatchObject({
      reserved: true,
      policy: "https://provider.com/policies/policy.json",
    });
    expect(tdm("/elsewhere")).toEqual({ reserved: false });
  });

  // "Failure to provide access to such a representation implies that the origin server does not implement this protocol."
  it("no file (404), a server error or a network failure: no rules, the reservation unset", async () => {
    const missing = await fetchTdmRep(a.origin, options);
    expect(missing).toMatchObject({
      status: 404,
      file: { rules: [], diagnostics: [{ code: "tdmrep-absent" }] },
    });
    a.routes.set("/.well-known/tdmrep.json", reply(503));
    expect((await fetchTdmRep(a.origin, options)).file.rules).toEqual([]);
    const refused = await fetchTdmRep("http://127.0.0.1:1/", options);
    expect(refused.error).toBeDefined();
    expect(refused.file.diagnostics).toMatchObject([{ code: "tdmrep-absent" }]);
  });

  it("is cached like robots.txt: a fresh copy answers without a request, parsed once", async () => {
    a.routes.set("/.well-known/tdmrep.json", reply(200, FILE, { "cache-control": "max-age=600" }));
    const cache = new RobotsCache();
    const first = await fetchTdmRep(a.origin, { ...options, cache });
    const second = await fetchTdmRep(a.origin, { ...options, cache });
    expect(second.source).toBe("cache");
    expect(second.file).toBe(first.file);
    expect(a.requests).toHaveLength(1);
  });

  it("a file over maxBytes is not read; a malformed one gives its diagnostics", async () => {
    a.routes.set("/.well-known/tdmrep.json", reply(200, FILE));
    expect((await fetchTdmRep(a.origin, { ...options, maxBytes: 20 })).file).toMatchObject({
      rules: [],
      diagnostics: [{ code: "tdmrep-too-large" }],
    });
    a.routes.set("/.well-known/tdmrep.json", reply(200, "<html>not json</html>"));
    expect((await fetchTdmRep(a.origin, options)).file.diagnostics).toMatchObject([
      { code: "tdmrep-invalid" },
    ]);
  });
});
