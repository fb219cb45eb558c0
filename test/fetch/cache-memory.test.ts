// RobotsCache's byte budget against the heap (issue 16): what a cached origin really holds —
// the response, the policy a hit hands out and the rules that policy compiles when crawlers
// ask it under every profile — stays within estimatedEntryBytes, so `maxBytes` bounds the heap.
// A heap figure, not a time: V8's used heap after full collections is stable to a few percent.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { estimatedEntryBytes, type CachedResponse } from "../../src/fetch/cache.js";
import { fetchRobotsTxt, RobotsCache } from "../../src/fetch/index.js";
import { PROFILES } from "../../src/index.js";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
function heapUsed(): number {
  for (let i = 0; i < 4; i++) collect();
  return process.memoryUsage().heapUsed;
}

const OCTETS = 200_000;
/** Rule-dense files, the costliest per octet (ordinary files with comments and many groups cost less after queries). */
const SHAPES: Record<string, (k: number) => string> = {
  "dense rules": (k) => {
    let s = "User-agent: *\n";
    for (let i = 0; s.length < OCTETS; i++)
      s += `Disallow: /s${k}-${i}/*.html$\nAllow: /s${k}-${i}/open/\n`;
    return s;
  },
  "short rules": (k) => {
    let s = "User-agent: *\n";
    for (let i = 0; s.length < OCTETS; i++) s += `Allow:/${k}x${i}\n`;
    return s;
  },
  "many groups": (k) => {
    let s = "";
    for (let i = 0; s.length < OCTETS; i++)
      s += `# section ${i}\nUser-agent: bot${i % 50}\nUser-agent: crawler-${i % 7}\nDisallow: /private/${k}/${i}/\nAllow: /private/${i}/public/*.html$\nCrawl-delay: ${i % 10}\nSitemap: https://example.com/sitemap-${i}.xml\n\n`;
    return s;
  },
};

/** A fetch that serves `body(host number)` for every origin, cacheable for an hour. */
function serving(body: (k: number) => string): typeof globalThis.fetch {
  return (async (input: URL | RequestInfo) => {
    const k = Number(/h(\d+)\./.exec(String(input))![1]);
    return new Response(body(k), {
      status: 200,
      headers: { "cache-control": "max-age=3600", "content-type": "text/plain" },
    });
  }) as typeof globalThis.fetch;
}

describe("RobotsCache: the byte budget bounds the heap (issue 16)", () => {
  it.each(Object.keys(SHAPES))(
    "%s: a cached origin asked under every profile holds less than its estimate",
    async (shape) => {
      const FILES = 4;
      const cache = new RobotsCache({ maxBytes: 512 * 1024 * 1024 });
      const fetch = serving(SHAPES[shape]!);
      const bodies = Array.from({ length: FILES }, (_, k) => SHAPES[shape]!(k)); // made before the baseline
      const before = heapUsed();
      const results = [];
      for (let k = 0; k < FILES; k++) {
        const r = await fetchRobotsTxt(`https://h${k}.example/`, {
          userAgent: "bot",
          fetch,
          cache,
        });
        for (const profile of PROFILES)
          for (let a = 0; a < 40; a++)
            r.robots.isAllowed(
              `/s${k}-${a}/x.html`,
              [`bot${a}`, `crawler-${a % 7}`, `x${a}`][a % 3]!,
              {
                profile,
              },
            );
        results.push(r);
      }
      const held = heapUsed() - before;
      const estimate = results
        .map((r) => estimatedEntryBytes(cache.store.get(`${r.url}`) as CachedResponse))
        .reduce((a, b) => a + b, 0);
      expect(bodies).toHaveLength(FILES);
      expect(estimate).toBeGreaterThan(0);
      expect(held).toBeLessThan(estimate);
    },
  );

  it("a cache of many origins stays within maxBytes however its files are asked", async () => {
    const maxBytes = 16 * 1024 * 1024;
    const cache = new RobotsCache({ maxBytes });
    const fetch = serving(SHAPES["dense rules"]!);
    const before = heapUsed();
    for (let k = 0; k < 30; k++) {
      const r = await fetchRobotsTxt(`https://h${k}.example/`, { userAgent: "bot", fetch, cache });
      for (const profile of PROFILES)
        for (let a = 0; a < 20; a++)
          r.robots.isAllowed(`/s${k}-${a}/x.html`, `agent${a}`, { profile });
    }
    expect(heapUsed() - before).toBeLessThan(maxBytes);
  });

  it("a hit for another maxBytes replaces the kept parse (one policy per response)", async () => {
    const cache = new RobotsCache();
    const fetch = serving(() => "User-agent: *\nDisallow: /private/\n");
    const options = { userAgent: "bot", fetch, cache };
    const first = await fetchRobotsTxt("https://h1.example/", options);
    expect((await fetchRobotsTxt("https://h1.example/", options)).robots).toBe(first.robots);
    const other = await fetchRobotsTxt("https://h1.example/", { ...options, maxBytes: 10 });
    expect(other.source).toBe("cache");
    expect(other.robots).not.toBe(first.robots);
    // The first limit is parsed again: only the last parse is kept.
    const again = await fetchRobotsTxt("https://h1.example/", options);
    expect(again.robots).not.toBe(first.robots);
    expect(again.robots.isAllowed("/private/x", "bot")).toBe(false);
  });
});
