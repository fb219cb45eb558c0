// The playground (playground/, built by scripts/build-playground.ts) in Chromium: editing,
// diagnostics, the decision table, and the state kept in the URL hash.
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import { buildPlayground } from "../../scripts/build-playground.js";

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const missing = !existsSync(CHROMIUM);
if (missing)
  console.warn(
    `test/browser: skipped, no Chromium at ${CHROMIUM} (install one, or set CHROMIUM_PATH)`,
  );

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = normalize(join(dir, path === "/" ? "index.html" : decodeURIComponent(path)));
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const ROBOTS = "User-agent: *\nDisallow: /private\nAllow /x\n";

describe.skipIf(missing)("playground in Chromium", () => {
  let server: Server;
  let browser: Browser;
  let base: string;
  let dir: string;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ dir } = await buildPlayground());
    server = await serve(dir);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  async function open(url: string): Promise<Page> {
    const page = await browser.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForSelector("body[data-ready=true]");
    return page;
  }

  it("the library reports the line without a colon as missing-colon", () => {
    const codes = parseRobotsTxt(ROBOTS).diagnostics.map((d) => `${d.line} ${d.code}`);
    expect(codes).toEqual(["3 missing-colon"]);
  });

  it("decides as you type, shows diagnostics, highlights the deciding line, and keeps the case in the hash", async () => {
    const page = await open(base);
    await page.click(".cm-content");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await page.keyboard.type(ROBOTS);
    await page.fill("[data-testid=urls]", "/private/a\n/public");
    await page.fill("[data-testid=agents]", "Googlebot\nGPTBot");

    // Rows are URL × crawler: 0 = /private/a Googlebot, 1 = /private/a GPTBot, 2 = /public Googlebot.
    const privateCell = page.getByTestId("cell-0-rfc9309");
    await expect.poll(() => privateCell.textContent()).toBe("DISALLOWED");
    expect(await page.getByTestId("row-0").getAttribute("data-url")).toBe("/private/a");
    expect(await page.getByTestId("cell-1-rfc9309").textContent()).toBe("DISALLOWED");
    expect(await page.getByTestId("row-2").getAttribute("data-url")).toBe("/public");
    expect(await page.getByTestId("cell-2-rfc9309").textContent()).toBe("ALLOWED");
    expect(await page.getByTestId("cell-2-koster1996").textContent()).toBe("ALLOWED");
    expect(await privateCell.getAttribute("title")).toContain('line 2 "Disallow: /private"');

    const diagnostics = page.getByTestId("diagnostic");
    await expect.poll(() => diagnostics.count()).toBe(1);
    expect(await diagnostics.first().getAttribute("data-code")).toBe("missing-colon");
    expect(await diagnostics.first().textContent()).toContain("missing-colon");
    await page.waitForSelector(".cm-lintRange");
    expect(await page.locator(".cm-lintRange").first().textContent()).toBe("/x");

    await privateCell.click();
    expect(await page.locator(".cm-deciding-line").textContent()).toBe("Disallow: /private");

    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#state=[A-Za-z0-9_-]+$/);
    const link = page.url();
    await page.close();

    const again = await open(link);
    expect((await again.locator(".cm-line").allTextContents()).join("\n")).toBe(ROBOTS);
    expect(await again.getByTestId("urls").inputValue()).toBe("/private/a\n/public");
    expect(await again.getByTestId("cell-0-rfc9309").textContent()).toBe("DISALLOWED");
    await again.close();
    expect(errors).toEqual([]);
  });

  it("works from file:// and keeps non-ASCII text through the hash", async () => {
    const page = await open(pathToFileURL(join(dir, "index.html")).href);
    await page.click(".cm-content");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText("User-agent: *\nDisallow: /café # ünïcödé ✓\n");
    await page.fill("[data-testid=urls]", "/café/menu");
    await page.fill("[data-testid=agents]", "ExampleBot");
    await expect.poll(() => page.getByTestId("cell-0-rfc9309").textContent()).toBe("DISALLOWED");
    await expect
      .poll(() => page.evaluate(() => decodeURIComponent(location.hash)))
      .toContain("state=");
    await page.reload();
    await page.waitForSelector("body[data-ready=true]");
    expect((await page.locator(".cm-line").allTextContents()).join("\n")).toBe(
      "User-agent: *\nDisallow: /café # ünïcödé ✓\n",
    );
    expect(await page.locator(".tok-comment").first().textContent()).toBe("# ünïcödé ✓");
    await page.close();
    expect(errors).toEqual([]);
  });
});
