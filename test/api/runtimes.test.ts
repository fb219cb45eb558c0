// The main entry point runs wherever a crawler runs: it imports no `node:` module, so a
// browser or worker bundle of it needs nothing from Node, and that bundle works in a global
// scope that has only what every web platform has (no process, Buffer, require or module).
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const index = fileURLToPath(new URL("../../src/index.ts", import.meta.url));

async function browserBundle(names: readonly string[]) {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(", ")} } from ${JSON.stringify(index)};`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    platform: "browser",
    // Workers get the `worker` condition from their bundlers (wrangler: workerd, worker, browser).
    conditions: ["worker"],
    format: "iife",
    globalName: "robotsPolicy",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  return { text: result.outputFiles[0]!.text, inputs };
}

/** Runs a bundle in a fresh global scope with only web-platform globals. */
function runOnTheWeb(code: string): {
  api: typeof import("../../src/index.js");
  evaluate: (expression: string) => unknown;
} {
  const web = { TextDecoder, TextEncoder, URL, URLSearchParams, console };
  const api = runInNewContext(`${code}\n;robotsPolicy`, web) as typeof import("../../src/index.js");
  // Values made in that scope (its own Uint8Array), as the platform would hand them over.
  return { api, evaluate: (expression) => runInNewContext(expression, web) };
}

describe("runtimes: robots-policy imports nothing from Node", () => {
  it("the browser/worker bundle of every core export has no node: module and runs without Node's globals", async () => {
    const { text, inputs } = await browserBundle([
      "parseRobotsTxt",
      "decideAcap",
      "parseStructuredField",
      "serializeStructuredField",
      "resolveReferences",
    ]);
    expect(inputs.filter((input) => input.startsWith("node:") || /\bnode:/.test(input))).toEqual(
      [],
    );
    expect(text).not.toMatch(/["']node:/);
    const { api, evaluate } = runOnTheWeb(text);
    const robots = api.parseRobotsTxt(
      "User-agent: *\nDisallow: /private/\n\nACAP-crawler: *\nACAP-disallow-index: /drafts/\n",
    );
    expect(robots.isAllowed("https://example.com/private/a", "bot")).toBe(false);
    expect(robots.decide({ url: "/public", userAgent: "bot" }).allowed).toBe(true);
    expect(
      api.decideAcap(robots, { url: "/drafts/x", userAgent: "bot", usage: "index" }).allowed,
    ).toBe(false);
    const bytes = evaluate(
      "new Uint8Array([0x55, 0x73, 0x65, 0x72, 0x2d, 0x61, 0x67, 0x65, 0x6e, 0x74, 0x3a, 0x20, 0xff])",
    ) as Uint8Array;
    expect(api.parseRobotsTxt(bytes).diagnostics.map((d) => d.code)).toContain("invalid-utf8");
  }, 60_000);

  it("parseHtmlPolicy bundles without node: modules and reads a page in a worker-like scope", async () => {
    const { text, inputs } = await browserBundle([
      "parseRobotsTxt",
      "parseHtmlPolicy",
      "decideAcap",
    ]);
    expect(inputs.filter((input) => input.startsWith("node:"))).toEqual([]);
    const { api } = runOnTheWeb(text);
    const page = api.parseHtmlPolicy(
      '<html><head><meta name="robots" content="noindex, nofollow"><title>a &amp; b</title></head><body>x</body></html>',
      { url: "https://example.com/a" },
    );
    const robots = api.parseRobotsTxt("");
    expect(
      api.decideAcap(robots, { url: page.url, userAgent: "bot", usage: "index", page }).allowed,
    ).toBe(false);
    expect(
      api.decideAcap(robots, { url: page.url, userAgent: "bot", usage: "follow", page }).allowed,
    ).toBe(false);
  }, 60_000);
});
