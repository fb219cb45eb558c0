// The CLI's fetch mode: `check <http(s) url>… --agent X` fetches each site's /robots.txt from
// loopback servers the test starts, prints the retrieval outcome, then decides.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { reply, startServer, type TestServer } from "../support/http-servers.js";

let a: TestServer;
let b: TestServer;
const scratch = mkdtempSync(join(tmpdir(), "robots-policy-cli-fetch-"));
beforeAll(async () => {
  a = await startServer();
  b = await startServer();
  a.routes.set("/robots.txt", reply(200, "User-agent: *\nDisallow: /private/\n"));
  b.routes.set("/robots.txt", reply(503));
});
afterAll(async () => {
  await a.close();
  await b.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { code, stdout, stderr };
}

describe("check <http(s) url>… fetches robots.txt (RFC 9309 §2.3)", () => {
  it("prints the retrieval outcome, then the decisions, with the crawler's User-Agent sent", async () => {
    const r = await cli(
      "check",
      `${a.origin}/public/x`,
      `${a.origin}/private/y`,
      "--agent",
      "ExampleBot/2.0",
    );
    expect(r.code).toBe(1);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe(
      `robots.txt ${a.origin}/robots.txt: ok (HTTP 200, network): HTTP 200: the file is parsed (RFC 9309 §2.3.1.1)`,
    );
    expect(lines[1]).toMatch(/^ALLOWED {5}http.*\/public\/x +no matching rule/);
    expect(lines[2]).toMatch(/^DISALLOWED  http.*\/private\/y +line 2: Disallow: \/private\//);
    expect(
      a.requests.filter((q) => q.path === "/robots.txt").map((q) => q.headers["user-agent"]),
    ).toContain("ExampleBot/2.0");
  });

  it("a site that cannot be fetched (503: unreachable, RFC 9309 §2.3.1.4) is a failure: status 2, named", async () => {
    const r = await cli("check", `${a.origin}/public/x`, `${b.origin}/anything`, "--agent", "bot");
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      `robots-policy: cannot fetch ${b.origin}/robots.txt: unreachable (HTTP 503): HTTP 503: robots.txt is unreachable, so the crawler must assume complete disallow (RFC 9309 §2.3.1.4)\n`,
    );
  });

  it("koster1996 profile: 503 defers, a failure too", async () => {
    const r = await cli("check", `${b.origin}/x`, "--agent", "bot", "--profile", "koster1996");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/: deferred \(HTTP 503\)/);
  });

  it("--json carries the retrieval beside the decisions", async () => {
    const r = await cli("check", `${a.origin}/private/y`, "--agent", "bot", "--json");
    const document = JSON.parse(r.stdout);
    expect(document).toMatchObject({
      file: `${a.origin}/robots.txt`,
      retrieval: { outcome: "ok", status: 200, url: `${a.origin}/robots.txt` },
      decisions: [{ allowed: false }],
    });
  });

  it("--file keeps the offline mode for absolute URLs", async () => {
    const file = join(scratch, "robots.txt");
    writeFileSync(file, "User-agent: *\nDisallow: /\n");
    const before = a.requests.length;
    const r = await cli("check", "--file", file, `${a.origin}/public/x`, "--agent", "bot");
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(/^robots\.txt /m);
    expect(a.requests.length).toBe(before);
  });

  it("a site URL followed by paths reads that site's robots.txt, as the other commands do", async () => {
    const r = await cli("check", a.origin, "/private/x", "/public", "--agent", "bot");
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^robots\.txt .*: ok \(HTTP 200, network\)/);
    expect(r.stdout).toMatch(/^DISALLOWED +\/private\/x +line 2: Disallow: \/private\//m);
    expect(r.stdout).toMatch(/^ALLOWED +\/public +no matching rule/m);
  });
});
