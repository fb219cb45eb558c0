// Failures are failures: a robots.txt that cannot be fetched is not an empty file (exit status
// 2 for every command, the outcome named), and content that is not robots.txt (HTML, binary,
// UTF-16) is named once, with what its lines yield folded into one count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, scratchFiles } from "../support/cli.js";
import { reply, startServer, type TestServer } from "../support/http-servers.js";

const { file } = scratchFiles("robots-policy-cli-failures-");
let down: TestServer;
let site: TestServer;
let html: TestServer;
beforeAll(async () => {
  down = await startServer();
  down.routes.set("/robots.txt", reply(503));
  down.routes.set("/a.html", reply(503));
  site = await startServer();
  site.routes.set("/robots.txt", reply(200, "User-agent: *\nDisallow: /private/\n"));
  html = await startServer();
  html.routes.set("/robots.txt", reply(200, PAGE, { "content-type": "text/html" }));
});
afterAll(async () => {
  await down.close();
  await site.close();
  await html.close();
});

/** An HTML page of many lines, as a web server serves for a missing /robots.txt. */
const PAGE = `<!DOCTYPE html>\n<html><head><title>403 Forbidden</title></head>\n<body>\n${'<p style="color: red">Forbidden: you do not have access</p>\n'.repeat(400)}</body></html>\n`;

describe("a robots.txt that cannot be fetched (RFC 9309 §2.3.1.4) is a failure: status 2", () => {
  it("check, explain, lint, ai and page exit 2 naming the outcome, and print no answer", async () => {
    const url = down.origin;
    const commands = [
      ["check", `${url}/a`, "--agent", "x"],
      ["check", url, "/a", "--agent", "x"],
      ["explain", url, "/a", "--agent", "x"],
      ["lint", url],
      ["ai", url],
      ["page", `${url}/a.html`, "--url", `${url}/a.html`, "--agent", "x"],
      [
        "page",
        file("p.html", "<p>x</p>"),
        "--url",
        `${url}/a.html`,
        "--agent",
        "x",
        "--robots",
        url,
      ],
    ];
    for (const argv of commands) {
      const r = await runCli(argv);
      expect([argv[0], r.code], r.stdout).toEqual([argv[0], 2]);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(
        /^robots-policy: cannot fetch http:\/\/127\.0\.0\.1:\d+\/(robots\.txt|a\.html)(: unreachable \(HTTP 503\))?/,
      );
    }
  });

  it("offline (nothing listens on the port): lint, ai and explain exit 2 naming the failure", async () => {
    const gone = await startServer();
    const url = gone.origin;
    await gone.close();
    for (const args of [
      ["lint", url],
      ["ai", url],
      ["explain", url, "/a", "--agent", "x"],
    ]) {
      const r = await runCli(args);
      expect([r.code, r.stdout], args[0]).toEqual([2, ""]);
      expect(r.stderr, args[0]).toMatch(
        /^robots-policy: cannot fetch http:\/\/127\.0\.0\.1:\d+\/robots\.txt: /,
      );
    }
  });

  it("--json still prints a document that names the retrieval outcome", async () => {
    const r = await runCli(["lint", down.origin, "--json"]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({
      file: `${down.origin}/robots.txt`,
      retrieval: { outcome: "unreachable", status: 503, spec: "RFC 9309 §2.3.1.4" },
      error: expect.stringContaining("cannot fetch"),
    });
  });

  it("explain names the retrieval outcome of a fetched file, in text and JSON", async () => {
    const text = await runCli(["explain", site.origin, "/private/x", "--agent", "x"]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^robots\.txt http:.*\/robots\.txt: ok \(HTTP 200, network\)/);
    const json = JSON.parse(
      (await runCli(["explain", site.origin, "/a", "--agent", "x", "--json"])).stdout,
    );
    expect(json.retrieval).toMatchObject({ outcome: "ok", status: 200 });
  });
});

describe("content that is not robots.txt is named once (RFC 9309 §2.3.1.5)", () => {
  it("lint: an HTML page is one error, and the rest one count, not hundreds of lines", async () => {
    const path = file("forbidden.html", PAGE);
    const r = await runCli(["lint", path]);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/:1:1 error not-robots-txt the content looks like HTML/);
    expect(lines[2]).toMatch(/: \d{3} more diagnostics on the lines of this content, not listed/);
    const json = JSON.parse((await runCli(["lint", path, "--json"])).stdout);
    expect(json.diagnostics.map((d: { code: string }) => d.code)).toEqual(["not-robots-txt"]);
    expect(json.summary.folded).toBeGreaterThan(100);
  });

  it("a fetched HTML page is named once: not-robots-txt, without the retrieval's html-body beside it", async () => {
    const r = await runCli(["lint", html.origin]);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain("html-body");
    expect(r.stdout.match(/not-robots-txt/g)).toHaveLength(1);
    expect(r.stdout.trimEnd().split("\n")).toHaveLength(4); // retrieval, error, summary, folded
  });

  it("a stray <!-…--> marker glued to the first User-agent line is not HTML", async () => {
    const path = file("marker.txt", "<!-23-10-jsc-->User-agent: *\r\nDisallow: /storage/\r\n");
    const r = await runCli(["lint", path]);
    expect(r.stdout).not.toContain("not-robots-txt");
    expect(r.stdout).toMatch(/:1:1 info unknown-field "<!-23-10-jsc-->User-agent"/);
    expect(r.stdout).toMatch(/:2:1 warning rule-outside-group/);
  });

  it("a UTF-16 file is named as UTF-16 (utf16-bom), not as binary data", async () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[..."User-agent: *\nDisallow: /\n"].flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    const r = await runCli(["lint", file("utf16.txt", utf16)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/:1:1 error utf16-bom the content is UTF-16/);
    expect(r.stdout).not.toContain("binary data");
    const check = await runCli(["check", "-", "/", "--agent", "x"], { stdin: utf16 });
    expect(check.stderr).toMatch(/^<stdin>:1:1 error utf16-bom /);
    expect(check.stderr.split("\n").filter(Boolean)).toHaveLength(2);
  });
});

describe("ai exits 1 when the file cannot be audited or a finding is an error", () => {
  it("an HTML page is not audited: status 1, and no table that says every crawler may crawl", async () => {
    const r = await runCli(["ai", file("page.html", PAGE)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/not audited: the content is not robots.txt \(not-robots-txt\)/);
  });

  it("--blocked: a named crawler that may crawl is an error finding", async () => {
    const path = file(
      "partial.txt",
      "User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n",
    );
    const ok = await runCli(["ai", path, "--blocked", "GPTBot"]);
    expect(ok.code).toBe(0);
    const r = await runCli(["ai", path, "--blocked", "GPTBot", "--blocked", "CCBot"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      'line 5 error ai-crawler-not-blocked CCBot may crawl / (line 5 "Allow: /"), but the site means to block it (--blocked)',
    );
    expect(r.stdout).not.toMatch(/ai-crawler-not-blocked GPTBot/);
  });
});
