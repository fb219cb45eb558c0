// issue 16: the address guard, table-driven. Every non-public form of an address — as an IP
// literal in the reference URL (in each spelling the URL parser accepts), as an address a host
// name resolves to, and as the target of a redirect — is refused before any connection is made.
// No test here opens a socket: `fetch` is a recording stub and `resolve` is injected.
import { describe, expect, it } from "vitest";
import { createReferenceLoader } from "../../src/fetch/index.js";
import { checkAddress, nonPublicRange } from "../../src/fetch/guard.js";

/** [address as a resolver returns it, the range it is refused as] */
const NON_PUBLIC: readonly (readonly [string, string])[] = [
  // IPv4 special-purpose ranges (RFC 6890 and its updates)
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "unspecified"], // 0/8 "this network"
  ["10.0.0.1", "private"],
  ["172.31.255.254", "private"],
  ["192.168.0.1", "private"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.169.254", "linkLocal"], // cloud metadata
  ["100.64.0.1", "carrierGradeNat"], // 100.64/10
  ["100.127.255.254", "carrierGradeNat"],
  ["198.18.0.1", "reserved"], // benchmarking 198.18/15
  ["198.19.255.254", "reserved"],
  ["192.0.2.1", "reserved"], // documentation TEST-NET-1
  ["198.51.100.1", "reserved"], // TEST-NET-2
  ["203.0.113.1", "reserved"], // TEST-NET-3
  ["192.0.0.8", "reserved"], // IETF protocol assignments
  ["192.88.99.1", "reserved"], // 6to4 relay anycast (deprecated)
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  // IPv4 literals in the forms inet_aton reads (a resolver should never return them; judged as the address they mean)
  ["127.1", "loopback"],
  ["0x7f.1", "loopback"],
  ["0x7f.0.0.1", "loopback"],
  ["0177.0.0.1", "loopback"],
  ["2130706433", "loopback"],
  ["10.1", "private"],
  // IPv6
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["fe80::1", "linkLocal"],
  ["fe80::1%eth0", "linkLocal"], // a zone id
  ["fe80::a9fe:a9fe%25en0", "linkLocal"],
  ["fec0::1", "deprecatedSiteLocal"],
  ["fc00::1", "uniqueLocal"],
  ["fd12:3456::1", "uniqueLocal"],
  ["ff02::1", "multicast"],
  ["ff0e::1", "multicast"],
  ["100::1", "discard"],
  ["2001:db8::1", "reserved"], // documentation
  ["3fff::1", "reserved"], // documentation (RFC 9637)
  ["2001:2::1", "benchmarking"],
  // IPv4 embedded in IPv6
  ["::ffff:127.0.0.1", "loopback"], // IPv4-mapped: the IPv4 address decides
  ["::ffff:7f00:1", "loopback"],
  ["0:0:0:0:0:ffff:169.254.169.254", "linkLocal"],
  ["::ffff:10.0.0.1", "private"],
  ["::ffff:0:127.0.0.1", "rfc6145"], // IPv4-translated
  ["::127.0.0.1", "ipv4Compatible"], // IPv4-compatible ::/96, deprecated: refused whole
  ["::169.254.169.254", "ipv4Compatible"],
  ["::a9fe:a9fe", "ipv4Compatible"],
  ["0:0:0:0:0:0:127.0.0.1", "ipv4Compatible"],
  ["::0:10.0.0.1", "ipv4Compatible"],
  ["::8.8.8.8", "ipv4Compatible"],
  ["64:ff9b::127.0.0.1", "rfc6052"], // NAT64 well-known prefix: refused whole
  ["64:ff9b::a00:1", "rfc6052"],
  ["64:ff9b::a9fe:a9fe", "rfc6052"],
  ["64:ff9b::8.8.8.8", "rfc6052"],
  ["64:ff9b:1::a00:1", "rfc6052"], // NAT64 local-use prefix 64:ff9b:1::/48 (RFC 8215)
  ["64:ff9b:1:ffff::c0a8:1", "rfc6052"],
  ["2002:7f00:1::", "6to4"], // 6to4 embedding 127.0.0.1: refused whole
  ["2002:a00:1::1", "6to4"],
  ["2002:a9fe:a9fe::", "6to4"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"], // refused whole
  ["2001::7f00:1", "teredo"],
];

/** Reference URLs with an IP literal host, as written in a robots.txt, and what the guard sees. */
const LITERAL_URLS: readonly (readonly [string, string])[] = [
  ["http://[::127.0.0.1]/r.txt", "ipv4Compatible"],
  ["http://[::169.254.169.254]/r.txt", "ipv4Compatible"],
  ["http://[0:0:0:0:0:0:7f00:1]/r.txt", "ipv4Compatible"],
  ["http://[::ffff:127.0.0.1]/r.txt", "loopback"],
  ["http://[::1]/r.txt", "loopback"],
  ["http://[64:ff9b::10.0.0.1]/r.txt", "rfc6052"],
  ["http://[64:ff9b:1::192.168.0.1]/r.txt", "rfc6052"],
  ["http://[2002:a9fe:a9fe::1]/r.txt", "6to4"],
  ["http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/r.txt", "teredo"],
  ["http://[fe80::1]/r.txt", "linkLocal"],
  ["http://[fd00::1]/r.txt", "uniqueLocal"],
  ["http://[ff02::1]/r.txt", "multicast"],
  ["http://127.0.0.1/r.txt", "loopback"],
  ["http://127.1/r.txt", "loopback"],
  ["http://0x7f.1/r.txt", "loopback"],
  ["http://0x7F000001/r.txt", "loopback"],
  ["http://2130706433/r.txt", "loopback"],
  ["http://017700000001/r.txt", "loopback"],
  ["http://0177.0.0.1/r.txt", "loopback"],
  ["http://127.0.0.1./r.txt", "loopback"], // trailing dot
  ["http://127.0.0.1%2E/r.txt", "loopback"], // percent-encoded trailing dot
  ["http://%31%32%37.0.0.1/r.txt", "loopback"],
  ["http://０ｘ７ｆ.1/r.txt", "loopback"], // full-width digits, mapped by IDNA
  ["http://169.254.169.254/latest/meta-data/", "linkLocal"],
  ["http://0251.0376.0251.0376/r.txt", "linkLocal"],
  ["http://0/r.txt", "unspecified"],
  ["http://0.0.0.0/r.txt", "unspecified"],
  ["http://10.1/r.txt", "private"],
  ["http://0xa000001/r.txt", "private"],
  ["http://100.64.0.1/r.txt", "carrierGradeNat"],
  ["http://198.18.0.1/r.txt", "reserved"],
  ["http://203.0.113.9/r.txt", "reserved"],
  ["http://255.255.255.255/r.txt", "broadcast"],
  ["http://224.0.0.251/r.txt", "multicast"],
];

const noResolution = async (): Promise<string[]> => {
  throw new Error("no resolution expected for an IP literal");
};

describe("the address guard, every non-public form (issue 16)", () => {
  it.each(NON_PUBLIC)("%s is not public (%s)", (address, range) => {
    expect(nonPublicRange(address)).toBe(range);
  });

  it.each(LITERAL_URLS)("%s is refused without resolution (%s)", async (url, range) => {
    const reason = await checkAddress(new URL(url), noResolution);
    expect(reason).toContain(`a ${range} address`);
  });

  it.each(NON_PUBLIC)("a host name resolving to %s is refused (%s)", async (address, range) => {
    const reason = await checkAddress(new URL("http://innocent.example/r.txt"), async () => [
      "93.184.216.34",
      address,
    ]);
    expect(reason).toContain(`resolves to ${address}, a ${range} address`);
  });

  it.each([
    ["an empty answer", async () => []],
    ["a failure", async () => Promise.reject(new Error("NXDOMAIN"))],
    [
      "a thrown error",
      () => {
        throw new Error("resolver broke");
      },
    ],
    ["something that is not an address", async () => ["localhost"]],
    ["an address with a trailing dot", async () => ["127.0.0.1."]],
    ["not an array", async () => "127.0.0.1" as unknown as string[]],
  ] as const)(
    "a host name is refused when resolution gives %s (fails closed)",
    async (_, resolve) => {
      expect(await checkAddress(new URL("http://x.example/"), resolve)).toBeDefined();
    },
  );

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "2606:2800:220:1::1",
    "::ffff:8.8.8.8",
    "2a00:1450:4001::1",
  ])("public %s passes", async (address) => {
    expect(nonPublicRange(address)).toBeUndefined();
    expect(await checkAddress(new URL("http://x.example/"), async () => [address])).toBeUndefined();
  });

  it("IPv6 zone ids cannot reach the guard through a URL (the URL parser refuses them)", () => {
    expect(() => new URL("http://[fe80::1%25eth0]/r.txt")).toThrow();
  });
});

/** A fetch stub that records every request it would have made. */
function recordingFetch(redirectTo?: string) {
  const requests: string[] = [];
  const fetch = async (input: URL | RequestInfo): Promise<Response> => {
    requests.push(String(input));
    return redirectTo !== undefined && requests.length === 1
      ? // A header carries octets: a server sends a non-ASCII host percent-encoded.
        new Response(null, {
          status: 302,
          headers: { location: redirectTo.replace(/[^ -~]/gu, encodeURIComponent) },
        })
      : new Response("ACAP-crawler: *\nACAP-allow-index: /\n", { status: 200 });
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

describe("the guard acts before any connection, also after redirects (issue 16)", () => {
  it.each(LITERAL_URLS)("a reference to %s makes no request", async (url) => {
    const { requests, fetch } = recordingFetch();
    const load = createReferenceLoader("http://site.example/robots.txt", {
      userAgent: "bot",
      fetch,
      allowCrossOrigin: true,
      resolve: async () => ["93.184.216.34"],
    });
    await expect(load(url)).rejects.toThrow(/refused by the address guard/);
    expect(requests).toEqual([]);
  });

  it.each(LITERAL_URLS)("a redirect to %s is refused before it is followed", async (url) => {
    const { requests, fetch } = recordingFetch(url);
    const load = createReferenceLoader("http://site.example/robots.txt", {
      userAgent: "bot",
      fetch,
      allowCrossOrigin: true,
      resolve: async () => ["93.184.216.34"],
    });
    await expect(load("/acap.txt")).rejects.toThrow(/refused by the address guard/);
    expect(requests).toEqual(["http://site.example/acap.txt"]);
  });

  it.each(NON_PUBLIC)(
    "a redirect to a host name that resolves to %s is refused before it is followed",
    async (address) => {
      const { requests, fetch } = recordingFetch("http://rebound.example/acap.txt");
      const load = createReferenceLoader("http://site.example/robots.txt", {
        userAgent: "bot",
        fetch,
        allowCrossOrigin: true,
        resolve: async (host) => (host === "rebound.example" ? [address] : ["93.184.216.34"]),
      });
      await expect(load("/acap.txt")).rejects.toThrow(/refused by the address guard/);
      expect(requests).toEqual(["http://site.example/acap.txt"]);
    },
  );

  it("a public target is fetched (the stub sees exactly one request)", async () => {
    const { requests, fetch } = recordingFetch();
    const load = createReferenceLoader("http://site.example/robots.txt", {
      userAgent: "bot",
      fetch,
      resolve: async () => ["93.184.216.34"],
    });
    await expect(load("/acap.txt")).resolves.toBeInstanceOf(Uint8Array);
    expect(requests).toEqual(["http://site.example/acap.txt"]);
  });
});
