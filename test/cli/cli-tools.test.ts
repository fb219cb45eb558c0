// The CLI as people use it: standard input, JSON for pipelines, explain, files that are not
// robots.txt, delays only when set, colour only on request, response headers for page.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, scratchFiles } from "../support/cli.js";
import { reply, startServer, type TestServer } from "../support/http-servers.js";

const root = new URL("../../", import.meta.url).pathname;
const { file } = scratchFiles("robots-policy-cli-tools-");
const cli = (argv: string[], options: { stdin?: string | Uint8Array; color?: boolean } = {}) =>
  runCli(argv, options);

const RULES =
  "User-agent: *\nDisallow: /private\nAllow: /private/open\n\nUser-agent: googlebot\nDisallow: /g/\n";

describe("standard input: - for every command that reads a file", () => {
  it("check - reads the robots.txt from stdin", async () => {
    const r = await cli(["check", "-", "/private/x", "/public", "--agent", "bot"], {
      stdin: RULES,
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^DISALLOWED +\/private\/x +line 2: Disallow: \/private/);
  });
  it("lint -, explain -, ai - and page - read stdin too", async () => {
    expect((await cli(["lint", "-"], { stdin: "User-agent: *\nDisalow: /x\n" })).stdout).toMatch(
      /^<stdin>:2:1 warning field-name-typo/,
    );
    expect(
      (await cli(["explain", "-", "/private/open/a", "--agent", "bot"], { stdin: RULES })).stdout,
    ).toContain("ALLOWED");
    expect((await cli(["ai", "-", "--json"], { stdin: RULES })).code).toBe(0);
    const page = await cli(
      ["page", "-", "--url", "https://example.com/a", "--agent", "bot", "--usage", "index"],
      { stdin: '<meta name="robots" content="noindex">' },
    );
    expect(page.stdout).toMatch(/index +DISALLOWED/);
  });
});

describe("lint --json and check --json: stable documents for pipelines", () => {
  it("lint --json: file, diagnostics with line/column/severity/code/message/spec, summary; exit 0 without errors", async () => {
    const r = await cli(["lint", "-", "--json"], {
      stdin: "User-agent: *\nDisalow: /x\nCrawl-delay: soon\n",
    });
    expect(r.code).toBe(0);
    const document = JSON.parse(r.stdout);
    expect(Object.keys(document)).toEqual(["file", "diagnostics", "summary"]);
    expect(document.file).toBe("<stdin>");
    expect(document.diagnostics[0]).toEqual({
      line: 2,
      column: 1,
      severity: "warning",
      code: "field-name-typo",
      message: expect.any(String),
      spec: "RFC 9309 §2.2",
    });
    expect(Object.keys(document.diagnostics[0])).toEqual([
      "line",
      "column",
      "severity",
      "code",
      "message",
      "spec",
    ]);
    expect(document.summary).toEqual({
      errors: 0,
      warnings: document.diagnostics.filter((d: { severity: string }) => d.severity === "warning")
        .length,
      infos: expect.any(Number),
    });
  });
  it("lint --json exits 1 when there is an error", async () => {
    const r = await cli(["lint", "-", "--json"], {
      stdin: "<!DOCTYPE html><html><body>404</body></html>",
    });
    expect(r.code).toBe(1);
    const document = JSON.parse(r.stdout);
    expect(document.summary.errors).toBe(1);
    expect(document.diagnostics[0]).toMatchObject({ code: "not-robots-txt", severity: "error" });
  });
  it("check --json carries the file's diagnostics", async () => {
    const document = JSON.parse(
      (
        await cli(["check", "-", "/x", "--agent", "bot", "--json"], {
          stdin: "User-agent: *\nDisalow: /x\n",
        })
      ).stdout,
    );
    expect(document).toMatchObject({
      file: "<stdin>",
      diagnostics: [{ code: "field-name-typo", line: 2 }],
      decisions: [{ url: "/x", allowed: false }],
    });
  });
});

describe("content that is not robots.txt is an error that quotes the evidence (RFC 9309 §2.3.1.5)", () => {
  it.each([
    [
      "an HTML page",
      "<!DOCTYPE html>\n<html><body>Not found</body></html>\n",
      /looks like HTML, not robots.txt \(it starts with "<!DOCTYPE html>"\)/,
    ],
    ["an XML sitemap", '<?xml version="1.0"?>\n<urlset></urlset>\n', /looks like XML/],
    [
      "a JSON document",
      '{"error": "not found"}\n',
      /looks like JSON, not robots.txt \(it is a JSON object, starting "\{\\"error\\": \\"not found\\"\}"\)/,
    ],
    [
      "binary data",
      new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
      ]),
      /looks like binary data, not robots.txt \(a NUL byte at offset \d+\)/,
    ],
  ])(
    "%s: lint fails with not-robots-txt; check warns on stderr",
    async (_name, content, message) => {
      const path = file(`foreign-${_name.replace(/\W+/g, "-")}`, content);
      const lint = await cli(["lint", path]);
      expect(lint.code).toBe(1);
      expect(lint.stdout).toMatch(message);
      const check = await cli(["check", path, "/x", "--agent", "bot"]);
      expect(check.stdout).toMatch(/^ALLOWED/);
      expect(check.stderr).toMatch(/error not-robots-txt/);
    },
  );
  it("a real robots.txt with a stray control character is not called binary", async () => {
    expect(
      (await cli(["lint", file("stray.txt", "User-agent: *\u0001\nDisallow: /x\n")])).stdout,
    ).not.toContain("not-robots-txt");
  });
});

describe("delays, colour, headers", () => {
  it("check prints a delay only when the file sets one; --delay always", async () => {
    const plain = await cli(["check", "-", "/x", "--agent", "bot"], {
      stdin: "User-agent: *\nDisallow: /y\n",
    });
    expect(plain.stdout).not.toContain("delay");
    const set = await cli(["check", "-", "/x", "--agent", "bot"], {
      stdin: "User-agent: *\nCrawl-delay: 3\n",
    });
    expect(set.stdout).toContain("delay 3 s between requests (Crawl-delay, line 2)");
  });
  it("colour only when the output asks for it", async () => {
    const coloured = await cli(["check", "-", "/private", "/x", "--agent", "bot"], {
      stdin: RULES,
      color: true,
    });
    expect(coloured.stdout).toContain("\u001b[31mDISALLOWED");
    expect(coloured.stdout).toContain("\u001b[32mALLOWED");
    expect(
      (await cli(["check", "-", "/private", "--agent", "bot"], { stdin: RULES })).stdout,
    ).not.toContain("\u001b[");
  });
  it("NO_COLOR and FORCE_COLOR through the real entry point (https://no-color.org)", async () => {
    const exec = promisify(execFile);
    const robots = file("color.txt", RULES);
    const run = async (env: Record<string, string>) => {
      try {
        return (
          await exec(
            process.execPath,
            ["--import", "tsx", "src/cli/main.ts", "check", robots, "/private", "--agent", "bot"],
            { cwd: root, env: { ...process.env, ...env } },
          )
        ).stdout;
      } catch (error) {
        return (error as { stdout: string }).stdout;
      }
    };
    expect(await run({ FORCE_COLOR: "1" })).toContain("\u001b[31m");
    expect(await run({ NO_COLOR: "1" })).not.toContain("\u001b[");
  }, 30_000);
  it("page --header 'X-Robots-Tag: noindex' is read as the response's header", async () => {
    const page = file("plain.html", "<html><body>hello</body></html>");
    const without = await cli([
      "page",
      page,
      "--url",
      "https://example.com/a",
      "--agent",
      "bot",
      "--usage",
      "index",
    ]);
    expect(without.stdout).toMatch(/index +ALLOWED/);
    const withHeader = await cli([
      "page",
      page,
      "--url",
      "https://example.com/a",
      "--agent",
      "bot",
      "--usage",
      "index",
      "--header",
      "X-Robots-Tag: noindex",
    ]);
    expect(withHeader.stdout).toMatch(/index +DISALLOWED +X-Robots-Tag/);
    expect(
      (
        await cli([
          "page",
          page,
          "--url",
          "https://example.com/a",
          "--agent",
          "bot",
          "--header",
          "nocolon",
        ])
      ).code,
    ).toBe(2);
  });
});

describe("explain: every group, every matching rule, the tie-break, the result", () => {
  const robots = () => file("explain.txt", RULES);
  it("names the groups considered and why, the rules that matched with their octets, and the tie-break", async () => {
    const r = await cli([
      "explain",
      robots(),
      "https://example.com/private/open/a",
      "--agent",
      "ExampleBot/1.0",
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'group line 1 "*": chosen, the "*" group: no group names "examplebot" (RFC 9309 §2.2.1)',
    );
    expect(r.stdout).toContain(
      'group line 5 "googlebot": passed, names "googlebot", not "examplebot" (RFC 9309 §2.2.1)',
    );
    expect(r.stdout).toContain("→ line 3 Allow: /private/open  (allow, 13 octets, decides)");
    expect(r.stdout).toContain("  line 2 Disallow: /private  (disallow, 8 octets)");
    expect(r.stdout).toContain(
      "tie-break: the longest match decides: 13 octets against 8 (RFC 9309 §2.2.2)",
    );
    expect(r.stdout).toMatch(/ALLOWED: line 3 "Allow: \/private\/open"/);
  });
  it("--all-profiles shows where the profiles disagree", async () => {
    // ("bot" would be a substring of "googlebot": KOSTER-1996 §3.2.1 would choose that record.)
    const r = await cli([
      "explain",
      robots(),
      "/private/open/a",
      "--agent",
      "ExampleBot",
      "--all-profiles",
    ]);
    expect(r.stdout).toContain(
      "the profiles disagree: ALLOWED under rfc9309, google; DISALLOWED under koster1996, robots2",
    );
    expect(r.code).toBe(1);
  });
  it("KOSTER-1996 §3.2.1: a record is chosen by a substring of its User-agent, and says so", async () => {
    const r = await cli(["explain", "-", "/org/plans.html", "--agent", "bot", "-p", "koster1996"], {
      stdin:
        "User-agent: unhipbot\nDisallow: /\n\nUser-agent: webcrawler\nDisallow:\n\nUser-agent: *\nDisallow: /org/\n",
    });
    expect(r.stdout.split("\n").slice(0, 5)).toEqual([
      "koster1996: bot on /org/plans.html",
      '  record line 1 "unhipbot": chosen, the first record whose User-agent contains "bot" (line 1) (KOSTER-1996 §3.2.1, a case-insensitive substring)',
      '  record line 4 "webcrawler": passed, "webcrawler" does not contain "bot" (KOSTER-1996 §3.2.1, a case-insensitive substring)',
      '  record line 7 "*": passed, a "*" record, not used: a User-agent contains "bot" (KOSTER-1996 §3.2.1, a case-insensitive substring)',
      "  → line 2 Disallow: /  (disallow, 1 octet, decides)",
    ]);
  });
  it("content that is not robots.txt: explain and ai warn on stderr with the evidence", async () => {
    const html = "<!DOCTYPE html>\n<html><body>Not found</body></html>\n";
    const explain = await cli(["explain", "-", "/x", "--agent", "bot"], { stdin: html });
    expect(explain.stdout).toContain("ALLOWED");
    expect(explain.stderr).toMatch(
      /^<stdin>:1:1 error not-robots-txt the content looks like HTML, not robots.txt \(it starts with "<!DOCTYPE html>"\)/,
    );
    const ai = await cli(["ai", "-"], { stdin: html });
    expect(ai.stderr).toMatch(/^<stdin>:1:1 error not-robots-txt/);
    const json = JSON.parse(
      (await cli(["explain", "-", "/x", "-a", "bot", "--json"], { stdin: html })).stdout,
    );
    expect(json.diagnostics[0]).toMatchObject({
      code: "not-robots-txt",
      severity: "error",
      line: 1,
    });
  });
  it("--json gives the traces", async () => {
    const document = JSON.parse(
      (await cli(["explain", robots(), "/g/x", "--agent", "Googlebot", "--json"])).stdout,
    );
    expect(document.traces[0]).toMatchObject({
      profile: "rfc9309",
      agent: "googlebot",
      groups: [{ chosen: false }, { chosen: true }],
      matches: [{ line: 6, length: 3, decisive: true }],
      decision: { allowed: false },
    });
  });
  it("usage errors: no agent, both --profile and --all-profiles", async () => {
    expect((await cli(["explain", robots(), "/x"])).stderr).toMatch(/missing --agent/);
    expect(
      (await cli(["explain", robots(), "/x", "--agent", "b", "-p", "google", "--all-profiles"]))
        .stderr,
    ).toMatch(/exclude each other/);
  });
});

describe("URLs are fetched through robots-policy/fetch", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server.close());
  it("lint <site URL> fetches its /robots.txt and lints it", async () => {
    server.routes.set("/robots.txt", reply(200, "User-agent: *\nDisalow: /x\n"));
    const r = await cli(["lint", `${server.origin}/any/page`]);
    expect(r.stdout).toContain(`robots.txt ${server.origin}/robots.txt: ok (HTTP 200, network)`);
    expect(r.stdout).toContain(`${server.origin}/robots.txt:2:1 warning field-name-typo`);
  });
  it("page <URL> fetches the page through the same retrieval, its X-Robots-Tag included", async () => {
    server.routes.set(
      "/a.html",
      reply(200, "<p>hi</p>", { "content-type": "text/html", "x-robots-tag": "noindex" }),
    );
    const r = await cli([
      "page",
      `${server.origin}/a.html`,
      "--url",
      `${server.origin}/a.html`,
      "--agent",
      "bot",
      "--usage",
      "index",
    ]);
    expect(r.stdout).toMatch(/index +DISALLOWED +X-Robots-Tag/);
    const missing = await cli([
      "page",
      `${server.origin}/missing.html`,
      "--url",
      `${server.origin}/m`,
      "--agent",
      "bot",
    ]);
    expect(missing).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/cannot fetch .*: HTTP 404/),
    });
  });
  it("explain <site URL> fetches it too", async () => {
    server.routes.set("/robots.txt", reply(200, RULES));
    expect(
      (await cli(["explain", server.origin, "/private/x", "--agent", "bot"])).stdout,
    ).toContain("DISALLOWED");
  });
});
