// ACAP-1 §2.3.2 ACAP-permissions-reference over HTTP: same origin by default, other origins
// by option, an address guard against private targets, no chains or cycles, the fetch limits.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createReferenceLoader,
  fetchRobotsTxt,
  resolvePermissionsReferences,
  type ReferenceOptions,
} from "../../src/fetch/index.js";
import { nonPublicRange, checkAddress } from "../../src/fetch/guard.js";
import { decideAcap, type AcapDecision } from "../../src/index.js";
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

// Every test server is on loopback, so the guard is switched off except where it is tested.
const OPEN: ReferenceOptions = {
  userAgent: "searchbot/1.0",
  allowPrivateAddresses: true,
  timeoutMs: 2000,
};

function referring(locator: string): string {
  return `ACAP-crawler: searchbot\nACAP-permissions-reference: ${locator}\n\nACAP-crawler: *\nACAP-disallow-index: /\n`;
}
const REFERENCED = "ACAP-crawler: *\nACAP-allow-index: /news/\n";

async function resolved(robotsText: string, options: ReferenceOptions = OPEN) {
  a.routes.set("/robots.txt", reply(200, robotsText));
  const fetched = await fetchRobotsTxt(a.origin, options);
  return resolvePermissionsReferences(fetched.robots, fetched.url, options);
}

function index(robots: Awaited<ReturnType<typeof resolved>>, url: string): AcapDecision {
  return decideAcap(robots, { url, userAgent: "searchbot/1.0", usage: "index" });
}

describe("ACAP-1 §2.3.2 permission references over HTTP", () => {
  it("a same-origin path is fetched with the crawler's User-Agent and its records apply", async () => {
    a.routes.set("/searchbot.txt", reply(200, REFERENCED));
    const robots = await resolved(referring("/searchbot.txt"));
    expect(index(robots, "/news/a")).toMatchObject({
      allowed: true,
      record: { source: "/searchbot.txt" },
    });
    expect(index(robots, "/other")).toMatchObject({ allowed: false });
    expect(a.requests.find((q) => q.path === "/searchbot.txt")?.headers["user-agent"]).toBe(
      "searchbot/1.0",
    );
  });

  it("another origin is refused by default and allowed by option", async () => {
    b.routes.set("/searchbot.txt", reply(200, REFERENCED));
    const refused = await resolved(referring(`${b.origin}/searchbot.txt`));
    expect(refused.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "acap-permissions-reference-failed",
        line: 2,
        spec: "ACAP-1 §2.3.2",
      }),
    );
    expect(
      refused.diagnostics.find((d) => d.code === "acap-permissions-reference-failed")?.message,
    ).toMatch(/another origin/);
    expect(b.requests).toHaveLength(0);
    expect(index(refused, "/news/a").allowed).toBe(false);
    const allowed = await resolved(referring(`${b.origin}/searchbot.txt`), {
      ...OPEN,
      allowCrossOrigin: true,
    });
    expect(index(allowed, "/news/a").allowed).toBe(true);
  });

  it("the address guard refuses loopback and private targets (switched on explicitly here)", async () => {
    a.routes.set("/searchbot.txt", reply(200, REFERENCED));
    const robots = await resolved(referring("/searchbot.txt"), {
      ...OPEN,
      allowPrivateAddresses: false,
    });
    const d = robots.diagnostics.find((x) => x.code === "acap-permissions-reference-failed");
    expect(d?.message).toMatch(/address guard: 127\.0\.0\.1 .*loopback/);
    expect(a.requests.map((q) => q.path)).toEqual(["/robots.txt"]);
    // A host name that resolves to a private address is refused too.
    const load = createReferenceLoader("http://public.example/robots.txt", {
      userAgent: "bot",
      resolve: async () => ["10.1.2.3"],
    });
    await expect(load("/x.txt")).rejects.toThrow(/10\.1\.2\.3, a private address/);
  });

  it.each([
    ["127.0.0.1", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["0.0.0.0", "unspecified"],
    ["::1", "loopback"],
    ["fe80::1", "linkLocal"],
    ["fd00::1", "uniqueLocal"],
    ["::ffff:127.0.0.1", "loopback"],
    ["100.64.0.1", "carrierGradeNat"],
    // issue 16: every embedding of a non-public IPv4 address, and the literal forms
    ["::127.0.0.1", "ipv4Compatible"],
    ["::169.254.169.254", "ipv4Compatible"],
    ["::7f00:1", "ipv4Compatible"],
    ["::8.8.8.8", "ipv4Compatible"],
    ["::ffff:169.254.169.254", "linkLocal"],
    ["::ffff:10.0.0.1", "private"],
    ["64:ff9b::127.0.0.1", "rfc6052"],
    ["64:ff9b::a9fe:a9fe", "rfc6052"],
    ["2002:7f00:1::", "6to4"],
    ["2002:c0a8:101::1", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"],
    ["0177.0.0.1", "loopback"],
    ["0x7f.0.0.1", "loopback"],
    ["2130706433", "loopback"],
    ["::", "unspecified"],
  ])("the guard classes %s as %s", (address, range) => {
    expect(nonPublicRange(address)).toBe(range);
  });
  it.each([
    ["http://[::127.0.0.1]/r.txt", "ipv4Compatible"],
    ["http://[::ffff:7f00:1]/r.txt", "loopback"],
    ["http://2130706433/r.txt", "loopback"],
    ["http://0x7f.1/r.txt", "loopback"],
    ["http://017700000001/r.txt", "loopback"],
    ["http://127.0.0.1./r.txt", "loopback"],
    ["http://[64:ff9b::a9fe:a9fe]/r.txt", "rfc6052"],
  ])("a reference URL %s is refused before any connection (%s)", async (url, range) => {
    const reason = await checkAddress(new URL(url), async () => {
      throw new Error("no resolution expected for an IP literal");
    });
    expect(reason).toContain(range);
  });
  it("a host name with a trailing dot is resolved and judged like any other", async () => {
    expect(
      await checkAddress(new URL("http://localhost./r.txt"), async () => ["127.0.0.1"]),
    ).toContain("loopback");
  });
  it.each(["93.184.216.34", "2606:2800:220:1::1"])(
    "the guard lets public %s through",
    async (address) => {
      expect(nonPublicRange(address)).toBeUndefined();
      expect(
        await checkAddress(new URL(`http://x.example/`), async () => [address]),
      ).toBeUndefined();
    },
  );

  it("a reference cycle is refused (a referenced file may not refer on)", async () => {
    a.routes.set("/one.txt", reply(200, referring("/robots.txt")));
    const robots = await resolved(referring("/one.txt"));
    expect(robots.diagnostics).toContainEqual(
      expect.objectContaining({ code: "acap-permissions-reference-chain", line: 2 }),
    );
    expect(a.requests.map((q) => q.path)).toEqual(["/robots.txt", "/one.txt"]);
  });

  it("each reference obeys the timeout and the byte limit", async () => {
    a.routes.set("/slow.txt", () => undefined); // never answers
    const slow = await resolved(referring("/slow.txt"), { ...OPEN, timeoutMs: 200 });
    expect(
      slow.diagnostics.find((d) => d.code === "acap-permissions-reference-failed")?.message,
    ).toMatch(/timed out after 200 ms/);
    a.routes.set(
      "/big.txt",
      reply(200, `${REFERENCED}${"# x\n".repeat(1000)}ACAP-crawler: *\nACAP-allow-index: /late/\n`),
    );
    const big = await resolved(referring("/big.txt"), { ...OPEN, maxBytes: 1000 });
    expect(index(big, "/news/a").allowed).toBe(true);
    expect(index(big, "/late/a").allowed).toBe(false);
  });

  it("an HTTP error on the referenced file is reported", async () => {
    const robots = await resolved(referring("/missing.txt"));
    expect(
      robots.diagnostics.find((d) => d.code === "acap-permissions-reference-failed")?.message,
    ).toMatch(/HTTP 404/);
  });
});
