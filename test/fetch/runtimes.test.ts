// robots-policy/fetch outside Node: it bundles for browsers, Workers and Deno with no `node:`
// import (the Node DNS resolver is selected only by the package.json "#dns-resolver" `node`
// condition), the bundle runs, and the address guard fails closed without a resolver:
// host names are refused with a clear reason, IP literals are still judged.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type BuildOptions, type Plugin } from "esbuild";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { checkAddress, type Resolver } from "../../src/fetch/guard.js";
import { createReferenceLoader } from "../../src/fetch/index.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const entry = join(root, "src/fetch/index.ts");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  imports: Record<string, Record<string, string>>;
};

/**
 * Resolves "#dns-resolver" as esbuild would from the package.json `imports` map (first
 * condition in the map's order that the build enables), then from the built dist/ path to its
 * source, since the tests run before any build.
 */
function importsFromSources(conditions: readonly string[], picked: string[]): Plugin {
  return {
    name: "imports-from-sources",
    setup(b) {
      b.onResolve({ filter: /^#dns-resolver$/ }, (args) => {
        const map = pkg.imports[args.path];
        if (!map)
          return { errors: [{ text: `package.json has no "imports" entry for ${args.path}` }] };
        const key = Object.keys(map).find(
          (k) => k !== "types" && (k === "default" || conditions.includes(k)),
        );
        const target = key === undefined ? undefined : map[key];
        if (target === undefined)
          return {
            errors: [{ text: `no condition of ${args.path} matches ${conditions.join(", ")}` }],
          };
        picked.push(target);
        return { path: join(root, target.replace(/^\.\/dist\//, "").replace(/\.js$/, ".ts")) };
      });
    },
  };
}

interface Bundled {
  readonly text: string;
  readonly inputs: readonly string[];
  readonly picked: readonly string[];
  readonly warnings: number;
  /** Every `node:` specifier an input of the bundle imports: "<input> <kind> <specifier>". */
  readonly nodeImports: readonly string[];
}

async function bundle(options: BuildOptions, conditions: readonly string[]): Promise<Bundled> {
  const picked: string[] = [];
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "esm",
    logLevel: "silent",
    metafile: true,
    plugins: [importsFromSources(conditions, picked)],
    ...options,
  });
  const text = result.outputFiles?.[0]?.text ?? "";
  const inputs = result.metafile?.inputs ?? {};
  const nodeImports = Object.entries(inputs).flatMap(([input, { imports }]) =>
    imports.filter((i) => i.path.startsWith("node:")).map((i) => `${input} ${i.kind} ${i.path}`),
  );
  return {
    text,
    inputs: Object.keys(inputs),
    picked,
    warnings: result.warnings.length,
    nodeImports,
  };
}

/** A loaded reference as text (the loader gives bytes). */
function text(loaded: string | Uint8Array | undefined): string | undefined {
  return loaded instanceof Uint8Array ? new TextDecoder().decode(loaded) : loaded;
}

/** Any module specifier (static, dynamic or require) that names a Node builtin. */
const NODE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']node:/;

const scratch = mkdtempSync(join(tmpdir(), "robots-policy-runtimes-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("robots-policy/fetch bundles for non-Node runtimes", () => {
  it(
    "esbuild --platform=browser: succeeds, no node: import, the default (no-DNS) resolver",
    { timeout: 60_000 },
    async () => {
      // esbuild's browser platform enables the "browser", "import" and "default" conditions.
      const out = await bundle({ platform: "browser" }, ["browser", "import"]);
      expect(out.warnings).toBe(0);
      expect(out.text.length).toBeGreaterThan(1000);
      expect(out.nodeImports).toEqual([]);
      expect(out.text).not.toMatch(NODE_IMPORT);
      expect(out.text).not.toMatch(/["']node:/);
      expect(out.picked).toEqual(["./dist/src/fetch/resolver-default.js"]);
      expect(out.inputs.some((i) => i.endsWith("resolver-default.ts"))).toBe(true);
      expect(out.inputs.some((i) => i.endsWith("resolver-node.ts"))).toBe(false);
      // Everything is in the bundle: lru-cache, http-cache-semantics, ipaddr.js.
      for (const dep of ["lru-cache", "http-cache-semantics", "ipaddr.js"])
        expect(out.inputs.some((i) => i.includes(`node_modules/${dep}/`))).toBe(true);
    },
  );

  it(
    "esbuild --platform=neutral with mainFields module, main: succeeds, no node: import of ours",
    { timeout: 60_000 },
    async () => {
      const out = await bundle({ platform: "neutral", mainFields: ["module", "main"] }, ["import"]);
      expect(out.warnings).toBe(0);
      // Without a "browser" (or "node") condition lru-cache picks its generic build, which tries
      // `import("node:diagnostics_channel")` for its tracing hooks and ignores a failure (a
      // no-op elsewhere). That optional dynamic import is the only node: specifier; nothing of
      // robots-policy's, and no static import, so the bundle loads on any runtime.
      expect(out.nodeImports).toHaveLength(1);
      expect(out.nodeImports[0]).toMatch(
        /^node_modules\/lru-cache\/\S+ dynamic-import node:diagnostics_channel$/,
      );
      expect(out.text).not.toMatch(/(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s+)["']node:/);
      expect(out.picked).toEqual(["./dist/src/fetch/resolver-default.js"]);
      for (const dep of ["lru-cache", "http-cache-semantics", "ipaddr.js"])
        expect(out.inputs.some((i) => i.includes(`node_modules/${dep}/`))).toBe(true);
    },
  );

  it(
    "with Cloudflare Workers' conditions (workerd, worker, browser): no node: import",
    { timeout: 60_000 },
    async () => {
      const conditions = ["workerd", "worker", "browser"];
      const out = await bundle(
        { platform: "neutral", conditions, mainFields: ["browser", "module", "main"] },
        [...conditions, "import"],
      );
      expect(out.warnings).toBe(0);
      expect(out.nodeImports).toEqual([]);
      expect(out.text).not.toMatch(NODE_IMPORT);
      expect(out.picked).toEqual(["./dist/src/fetch/resolver-default.js"]);
    },
  );

  it(
    "with the node condition (Node, Deno and Bun's npm resolution) the system resolver is the one bundled",
    { timeout: 60_000 },
    async () => {
      const out = await bundle({ platform: "node" }, ["node", "import"]);
      expect(out.picked).toEqual(["./dist/src/fetch/resolver-node.js"]);
      expect(out.nodeImports.filter((i) => i.startsWith("src/"))).toEqual([
        "src/fetch/resolver-node.ts import-statement node:dns/promises",
      ]);
    },
  );

  it(
    "the browser bundle runs: it fetches through the given fetch and refuses host-name references without a resolver",
    { timeout: 60_000 },
    async () => {
      const out = await bundle({ platform: "browser" }, ["browser", "import"]);
      const file = join(scratch, "fetch.browser.mjs");
      writeFileSync(file, out.text);
      const mod = (await import(
        /* @vite-ignore */ pathToFileURL(file).href
      )) as typeof import("../../src/fetch/index.js");
      const fetch = vi.fn(async (input: URL | RequestInfo) => {
        const url = String(input);
        return new Response(
          url.endsWith("/robots.txt")
            ? "User-agent: *\nDisallow: /private/\n"
            : "ACAP-crawler: *\n",
          { status: 200 },
        );
      });
      const r = await mod.fetchRobotsTxt("https://example.com/a", {
        userAgent: "bot",
        fetch,
        cache: new mod.RobotsCache(),
      });
      expect(r.outcome).toBe("ok");
      expect(r.robots.isAllowed("https://example.com/private/x", "bot")).toBe(false);
      const load = mod.createReferenceLoader("https://example.com/robots.txt", {
        userAgent: "bot",
        fetch,
      });
      await expect(load("/x.txt")).rejects.toThrow(
        /no resolver: example\.com is a host name .*pass `resolve`/,
      );
      const viaIp = mod.createReferenceLoader("http://10.0.0.1/robots.txt", {
        userAgent: "bot",
        fetch,
      });
      await expect(viaIp("/x.txt")).rejects.toThrow(
        /10\.0\.0\.1 resolves to 10\.0\.0\.1, a private address/,
      );
      const publicIp = mod.createReferenceLoader("http://93.184.216.34/robots.txt", {
        userAgent: "bot",
        fetch,
      });
      expect(text(await publicIp("/x.txt"))).toBe("ACAP-crawler: *\n");
      const injected = mod.createReferenceLoader("https://example.com/robots.txt", {
        userAgent: "bot",
        fetch,
        resolve: async () => ["93.184.216.34"],
      });
      expect(text(await injected("/x.txt"))).toBe("ACAP-crawler: *\n");
      // The guard refused before any request: only the three allowed loads reached fetch.
      expect(fetch.mock.calls.map(([u]) => String(u))).toEqual([
        "https://example.com/robots.txt",
        "http://93.184.216.34/x.txt",
        "https://example.com/x.txt",
      ]);
    },
  );
});

const answers =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses;

describe("the address guard with an injected resolver", () => {
  it.each([
    [["10.1.2.3"], /10\.1\.2\.3, a private address/],
    [["127.0.0.1"], /loopback/],
    [["93.184.216.34", "192.168.0.7"], /192\.168\.0\.7, a private address/], // one private answer is enough
    [["2606:2800:220:1::1", "fd12::1"], /uniqueLocal/],
    [["::ffff:10.0.0.1"], /10\.0\.0\.1, a private address|::ffff:10\.0\.0\.1, a private address/],
    [["169.254.169.254"], /linkLocal/],
    [["100.64.1.1"], /carrierGradeNat/],
    [["0.0.0.0"], /unspecified/],
    [[], /resolves to no address/],
    [["not-an-ip"], /not an IP address/],
  ] as const)("refuses a host resolving to %j", async (addresses, reason) => {
    expect(await checkAddress(new URL("https://host.example/x"), answers(...addresses))).toMatch(
      reason,
    );
  });

  it.each([
    [["93.184.216.34"]],
    [["2606:2800:220:1::1"]],
    [["93.184.216.34", "2606:2800:220:1::1"]],
    [["8.8.8.8", "1.1.1.1"]],
  ] as const)("accepts a host resolving only to public %j", async (addresses) => {
    expect(
      await checkAddress(new URL("https://host.example/x"), answers(...addresses)),
    ).toBeUndefined();
  });

  it("a resolver that fails refuses the host, with its error", async () => {
    const failing: Resolver = async () => {
      throw new Error("NXDOMAIN");
    };
    expect(await checkAddress(new URL("https://nowhere.example/"), failing)).toBe(
      "nowhere.example cannot be resolved (NXDOMAIN)",
    );
  });

  it("an injected resolver is not asked about IP literals", async () => {
    const resolve = vi.fn(answers("93.184.216.34"));
    expect(await checkAddress(new URL("http://10.0.0.1/"), resolve)).toMatch(/private/);
    expect(await checkAddress(new URL("http://[2606:2800:220:1::1]/"), resolve)).toBeUndefined();
    expect(resolve).not.toHaveBeenCalled();
  });

  it("the loader passes the host name to `resolve` and refuses before fetching", async () => {
    const resolve = vi.fn(answers("10.9.8.7"));
    const fetch = vi.fn(async () => new Response("x"));
    const load = createReferenceLoader("https://cdn.example/robots.txt", {
      userAgent: "bot",
      fetch,
      resolve,
    });
    await expect(load("/p.txt")).rejects.toThrow(
      /refused by the address guard: cdn\.example resolves to 10\.9\.8\.7, a private address/,
    );
    expect(resolve).toHaveBeenCalledWith("cdn.example");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the address guard without a resolver (a non-Node platform's default)", () => {
  afterEach(() => {
    vi.doUnmock("#dns-resolver");
    vi.resetModules();
  });

  /** guard.ts loaded afresh with "#dns-resolver" as a non-Node bundle selects it. */
  async function nonNodeGuard(): Promise<typeof import("../../src/fetch/guard.js")> {
    vi.resetModules();
    vi.doMock("#dns-resolver", () => import("../../src/fetch/resolver-default.js"));
    return import("../../src/fetch/guard.js");
  }

  it.each(["https://example.com/x", "http://localhost/x", "http://internal.corp:8080/x"])(
    "refuses the host name in %s with the reason",
    async (url) => {
      const guard = await nonNodeGuard();
      const host = new URL(url).hostname;
      expect(await guard.checkAddress(new URL(url))).toBe(
        `no resolver: ${host} is a host name and this platform has no default DNS resolver; pass \`resolve\` (e.g. a DNS-over-HTTPS lookup) to check it`,
      );
    },
  );

  it.each([
    ["http://127.0.0.1/x", /127\.0\.0\.1, a loopback address/],
    ["http://192.168.1.1/x", /a private address/],
    ["http://[::1]/x", /a loopback address/],
    ["http://[::ffff:169.254.169.254]/x", /a linkLocal address/],
    ["http://[fe80::1]/x", /a linkLocal address/],
  ] as const)("still judges the IP literal %s", async (url, reason) => {
    const guard = await nonNodeGuard();
    expect(await guard.checkAddress(new URL(url))).toMatch(reason);
  });

  it.each(["http://93.184.216.34/x", "http://[2606:2800:220:1::1]/x"])(
    "lets the public IP literal %s through",
    async (url) => {
      const guard = await nonNodeGuard();
      expect(await guard.checkAddress(new URL(url))).toBeUndefined();
    },
  );

  it("an injected resolver still works there", async () => {
    const guard = await nonNodeGuard();
    expect(
      await guard.checkAddress(new URL("https://example.com/"), answers("93.184.216.34")),
    ).toBeUndefined();
    expect(await guard.checkAddress(new URL("https://example.com/"), answers("10.0.0.1"))).toMatch(
      /private/,
    );
  });
});

describe("on Node the default resolver is the system's", () => {
  it("a name resolving to loopback is refused without `resolve`", async () => {
    // localhost resolves through the system (getaddrinfo, /etc/hosts) without the network.
    expect(await checkAddress(new URL("http://localhost/"))).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address$/,
    );
  });
});

describe("the platform fetch as other runtimes have it", () => {
  const ok = () => new Response("User-agent: *\nDisallow: /x\n", { status: 200 });

  it("is called as a plain function (a browser's or Worker's fetch throws on a foreign `this`)", async () => {
    const strict = vi.fn(function (this: unknown) {
      if (this !== undefined && this !== globalThis) throw new TypeError("Illegal invocation");
      return Promise.resolve(ok());
    });
    const load = createReferenceLoader("http://93.184.216.34/robots.txt", {
      userAgent: "bot",
      fetch: strict as unknown as typeof fetch,
    });
    expect(await load("/p.txt")).toBeInstanceOf(Uint8Array);
    const { fetchRobotsTxt } = await import("../../src/fetch/index.js");
    const r = await fetchRobotsTxt("https://example.com/", {
      userAgent: "bot",
      fetch: strict as unknown as typeof fetch,
    });
    expect(r.outcome).toBe("ok");
    expect(strict).toHaveBeenCalledTimes(2);
  });

  it("an opaque redirect (a browser page's redirect: manual) is a network failure, not HTTP 0", async () => {
    const opaque = async () =>
      ({
        type: "opaqueredirect",
        status: 0,
        headers: new Headers(),
        body: null,
      }) as unknown as Response;
    const { fetchRobotsTxt } = await import("../../src/fetch/index.js");
    const r = await fetchRobotsTxt("https://example.com/", { userAgent: "bot", fetch: opaque });
    expect(r).toMatchObject({
      outcome: "unreachable",
      error: expect.stringMatching(/opaqueredirect/),
    });
    expect(r.status).toBeUndefined();
    expect(r.robots.isAllowed("https://example.com/a", "bot")).toBe(false);
  });
});
