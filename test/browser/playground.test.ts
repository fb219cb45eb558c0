// The playground (playground/, built by scripts/build-playground.ts) in Chromium: editing,
// diagnostics, the decision table, and the state kept in the URL hash.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { inflateRawSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRobotsTxt } from "../../src/index.js";
import { bigRobots } from "./big-robots.js";
import { missing, startPlayground, type Playground } from "./harness.js";

const ROBOTS = [
  "User-agent: *",
  "Disallow: /private",
  "Allow /x",
  "Allow: /private/open",
  "Content-Usage: train-ai=n, search=y",
  "Content-Signal: ai-train=no",
  "",
].join("\n");

describe.skipIf(missing)("playground in Chromium", () => {
  let playground: Playground | undefined;
  let browser: Browser;
  let base: string;
  let dir: string;
  const errors: string[] = [];

  beforeAll(async () => {
    playground = await startPlayground();
    ({ dir, base, browser } = playground);
  });

  afterAll(() => playground?.close());

  async function open(url: string, viewport?: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage(viewport ? { viewport } : {});
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForSelector("body[data-ready=true]");
    return page;
  }

  /** Replaces the editor's text by typing `text`, as a person would. */
  async function typeRobots(page: Page, text: string): Promise<void> {
    await page.click(".cm-content");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await page.keyboard.type(text);
  }

  /** The robots.txt in the page's link (#z=<base64url of deflate-raw JSON>), if there is one. */
  async function linkedRobots(page: Page): Promise<string | undefined> {
    const hash = await page.evaluate(() => location.hash);
    if (!hash.startsWith("#z=")) return undefined;
    const json = inflateRawSync(Buffer.from(hash.slice("#z=".length), "base64url")).toString();
    return (JSON.parse(json) as { robots: string }).robots;
  }

  /** Asks about `urls` × `agents`, and waits until the table shows those rows. */
  async function ask(page: Page, urls: readonly string[], agents: readonly string[]) {
    await page.fill("[data-testid=urls]", urls.join("\n"));
    await page.fill("[data-testid=agents]", agents.join("\n"));
    const shown = () =>
      page
        .locator("tr[data-url]")
        .evaluateAll((rows) =>
          rows.map((row) => `${row.getAttribute("data-url")} ${row.getAttribute("data-agent")}`),
        );
    await expect.poll(shown).toEqual(urls.flatMap((url) => agents.map((a) => `${url} ${a}`)));
  }

  it("the library reports the line without a colon as missing-colon", () => {
    const codes = parseRobotsTxt(ROBOTS).diagnostics.map((d) => `${d.line} ${d.code}`);
    expect(codes).toEqual(["3 missing-colon"]);
  });

  it("an editor with the example file, its decisions and its diagnostics on load", async () => {
    const page = await open(base);
    expect(await page.locator(".cm-editor .cm-content[contenteditable=true]").count()).toBe(1);
    expect(await page.locator(".cm-line").first().textContent()).toBe("User-agent: *");
    expect(await page.locator(".tok-user-agent").first().textContent()).toBe("User-agent");
    expect(await page.locator("[data-testid^=row-]").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("diagnostic").first().getAttribute("data-code")).toBe(
      "field-name-typo",
    );
    await page.close();
    expect(errors).toEqual([]);
  });

  it("decides as you type, shows diagnostics, highlights the deciding line, and keeps the case in the hash", async () => {
    const page = await open(base);
    await typeRobots(page, ROBOTS);
    await ask(page, ["/private/a", "/public"], ["Googlebot", "GPTBot"]);

    // Rows are URL × crawler: 0 = /private/a Googlebot, 1 = /private/a GPTBot, 2 = /public Googlebot.
    const privateCell = page.getByTestId("cell-0-rfc9309");
    await expect.poll(() => privateCell.getAttribute("data-allowed")).toBe("false");
    expect(await privateCell.locator(".verdict").textContent()).toBe("DISALLOWED");
    expect(await privateCell.locator(".line-ref").textContent()).toBe("line 2");
    expect(await page.getByTestId("row-0").getAttribute("data-url")).toBe("/private/a");
    expect(await page.getByTestId("row-1").getAttribute("data-agent")).toBe("GPTBot");
    expect(await page.getByTestId("cell-1-rfc9309").getAttribute("data-allowed")).toBe("false");
    expect(await page.getByTestId("row-2").getAttribute("data-url")).toBe("/public");
    expect(await page.getByTestId("cell-2-rfc9309").getAttribute("data-allowed")).toBe("true");
    expect(await page.getByTestId("cell-2-koster1996").getAttribute("data-allowed")).toBe("true");
    expect(await privateCell.getAttribute("title")).toContain('line 2 "Disallow: /private"');

    const diagnostics = page.getByTestId("diagnostic");
    await expect.poll(() => diagnostics.count()).toBe(1);
    expect(await diagnostics.first().getAttribute("data-code")).toBe("missing-colon");
    expect(await diagnostics.first().textContent()).toContain("missing-colon");
    await page.waitForSelector(".cm-lintRange");
    expect(await page.locator(".cm-lintRange").first().textContent()).toBe("/x");

    await privateCell.locator("button").click();
    expect(await page.locator(".cm-deciding-line").textContent()).toBe("Disallow: /private");
    await privateCell.locator("button").click(); // a second click closes it
    expect(await page.locator(".cm-deciding-line").count()).toBe(0);
    expect(await page.getByTestId("explanation").count()).toBe(0);

    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#z=[A-Za-z0-9_-]+$/);
    const link = page.url();
    await page.close();

    const again = await open(link);
    expect((await again.locator(".cm-line").allTextContents()).join("\n")).toBe(ROBOTS);
    expect(await again.getByTestId("urls").inputValue()).toBe("/private/a\n/public");
    expect(await again.getByTestId("cell-0-rfc9309").getAttribute("data-allowed")).toBe("false");
    await again.close();
    expect(errors).toEqual([]);
  });

  it("a cell explains itself: the groups considered, both rules that match with their lengths, the tie-break", async () => {
    const page = await open(base);
    await typeRobots(page, ROBOTS);
    await ask(page, ["/private/open/a"], ["ExampleBot"]);
    const cell = page.getByTestId("cell-0-rfc9309");
    await expect.poll(() => cell.getAttribute("data-allowed")).toBe("true");
    await cell.locator("button").click();
    const explanation = page.getByTestId("explanation");
    expect(await explanation.textContent()).toContain(
      'the "*" group: no group names "examplebot" (RFC 9309 §2.2.1)',
    );
    expect(await explanation.getByTestId("matches").locator("li").allTextContents()).toEqual([
      "line 4 Allow: /private/open allow, 13 octets: decides",
      "line 2 Disallow: /private disallow, 8 octets",
    ]);
    expect(await explanation.textContent()).toContain(
      "Tie-break: the longest match decides: 13 octets against 8 (RFC 9309 §2.2.2)",
    );
    expect(await page.locator(".cm-deciding-line").textContent()).toBe("Allow: /private/open");
    // The other matching line, from its link in the explanation.
    await explanation.locator("button[data-line='2']").last().click();
    expect(await page.locator(".cm-deciding-line").textContent()).toBe("Disallow: /private");

    // Editing keeps the cell open and explains the new decision.
    await page.click(".cm-line >> nth=3");
    await page.keyboard.press("End");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("X");
    await expect.poll(() => cell.getAttribute("data-allowed")).toBe("false");
    expect(await page.getByTestId("explanation").textContent()).toContain("DISALLOWED");
    expect(await page.locator(".cm-deciding-line").textContent()).toBe("Disallow: /private");
    await page.close();
    expect(errors).toEqual([]);
  });

  it("AI preferences: Content-Usage categories and Content-Signal values, with the line they come from", async () => {
    const page = await open(base);
    await typeRobots(page, ROBOTS);
    await ask(page, ["/public", "/private/a"], ["ExampleBot"]);
    const ai = page.getByTestId("cell-0-ai");
    await expect.poll(() => ai.getAttribute("data-train-ai")).toBe("disallowed");
    expect(await ai.getAttribute("data-search")).toBe("allowed");
    expect(await ai.getAttribute("data-ai-use")).toBe("unknown");
    expect(await ai.getByTestId("signals").locator(".chip").allTextContents()).toEqual([
      "ai-train=no",
    ]);
    // Where crawling is not allowed, preferences state nothing (AIPREF-ATTACH §3.1).
    expect(await page.getByTestId("cell-1-ai").getAttribute("data-train-ai")).toBe("unknown");
    await ai.locator("button").click();
    expect(await page.locator(".cm-deciding-line").textContent()).toBe(
      "Content-Usage: train-ai=n, search=y",
    );
    expect(await page.getByTestId("explanation").textContent()).toContain("train-ai: not allowed");
    await page.close();
    expect(errors).toEqual([]);
  });

  it("works from file:// and keeps non-ASCII text through the hash", async () => {
    const page = await open(pathToFileURL(join(dir, "index.html")).href);
    await page.click(".cm-content");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText("User-agent: *\nDisallow: /café # ünïcödé ✓\n");
    await ask(page, ["/café/menu"], ["ExampleBot"]);
    await expect
      .poll(() => page.getByTestId("cell-0-rfc9309").getAttribute("data-allowed"))
      .toBe("false");
    await expect
      .poll(() => linkedRobots(page))
      .toBe("User-agent: *\nDisallow: /café # ünïcödé ✓\n");
    await page.reload();
    await page.waitForSelector("body[data-ready=true]");
    expect((await page.locator(".cm-line").allTextContents()).join("\n")).toBe(
      "User-agent: *\nDisallow: /café # ünïcödé ✓\n",
    );
    expect(await page.locator(".tok-comment").first().textContent()).toBe("# ünïcödé ✓");
    await page.close();
    expect(errors).toEqual([]);
  });

  it("at phone width (390 px): no sideways scroll, and a tapped cell explains itself in view, below its row", async () => {
    const page = await open(base, { width: 390, height: 844 });
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await ask(page, ["/private/x", "/blog/post"], ["Googlebot", "GPTBot"]);
    const cell = page.getByTestId("cell-3-ai"); // the last column: the table scrolls to it
    await cell.locator("button").click();
    const explanation = page.getByTestId("explanation");
    const box = (await explanation.boundingBox())!;
    const row = (await page.getByTestId("row-3").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(844);
    expect(Math.abs(box.y - (row.y + row.height))).toBeLessThan(20); // right below the tapped row
    expect(await width()).toBeLessThanOrEqual(390);
    await page.close();
    expect(errors).toEqual([]);
  });

  it("an error cell says why", async () => {
    const page = await open(base);
    await ask(page, ["ht tp://x"], ["ExampleBot"]);
    let why = "";
    try {
      parseRobotsTxt("").decide({ url: "ht tp://x", userAgent: "ExampleBot" });
    } catch (error) {
      why = (error as Error).message;
    }
    expect(why).not.toBe("");
    const cell = page.getByTestId("cell-0-google");
    expect(await cell.locator(".verdict").textContent()).toBe("ERROR");
    expect(await cell.locator(".why").textContent()).toBe(why);
    await page.close();
    expect(errors).toEqual([]);
  });

  it("the link is compressed, round-trips, and old uncompressed links still open", async () => {
    const page = await open(base);
    await typeRobots(page, ROBOTS);
    await expect.poll(() => linkedRobots(page)).toBe(ROBOTS);
    expect(await page.getByTestId("link-status").getAttribute("data-state")).toBe("ok");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByTestId("copy-link").click();
    await expect
      .poll(() => page.getByTestId("link-status").getAttribute("data-state"))
      .toBe("copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.close();
    const old = Buffer.from(
      JSON.stringify({
        v: 1,
        robots: "User-agent: *\nDisallow: /old\n",
        urls: "/old/a",
        agents: "X",
      }),
    ).toString("base64url");
    const again = await open(`${base}#state=${old}`);
    expect(await again.getByTestId("cell-0-rfc9309").getAttribute("data-allowed")).toBe("false");
    await again.close();
    expect(errors).toEqual([]);
  });

  it("a 3.7 MB paste: keystrokes stay under 50 ms, the page says it is recomputing, the end decides, and the link says it is too big", async () => {
    const big = bigRobots();
    const page = await open(base);
    await page.click(".cm-content");
    await page.keyboard.press("ControlOrMeta+a");
    // A paste, as the clipboard delivers it (typing 3.5 MB through CDP would take minutes).
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      const paste = new ClipboardEvent("paste", { clipboardData: data, bubbles: true });
      document.querySelector(".cm-content")!.dispatchEvent(paste);
    }, big.text);
    await ask(page, ["/checkout/cart"], [big.agent]);
    const cell = page.getByTestId("cell-0-google");
    const decided = async () =>
      `${await cell.getAttribute("data-allowed")} ${await cell.locator(".line-ref").textContent()}`;
    await expect.poll(decided, { timeout: 30_000 }).toBe(`false line ${big.line}`);
    await expect
      .poll(() => page.getByTestId("link-status").getAttribute("data-state"))
      .toBe("too-big");
    expect(await page.getByTestId("link-status").textContent()).toMatch(
      /^Too big for a link: .* KB/,
    );
    expect(await page.evaluate(() => location.hash)).toBe("");
    await page.waitForSelector("body[data-pending=false]");

    await page.click(".cm-content");
    await page.keyboard.press("ControlOrMeta+End");
    // Time from each keydown to the frame after it (the keystroke drawn), and what the page
    // said then: recorded in the page, so a slow test machine cannot miss the window.
    await page.evaluate(() => {
      const keys: { ms: number; pending: string }[] = [];
      (window as unknown as { keys: typeof keys }).keys = keys;
      // From the event's own time stamp: a key that waited for a busy main thread counts.
      document.addEventListener("keydown", (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() =>
          setTimeout(() => {
            const said = document.querySelector("[data-testid=pending]")!.textContent ?? "";
            keys.push({ ms: performance.now() - start, pending: said });
          }),
        );
      });
    });
    await page.keyboard.type("# ok", { delay: 40 });
    const keys = () =>
      page.evaluate(() => (window as unknown as { keys: { ms: number; pending: string }[] }).keys);
    await expect.poll(async () => (await keys()).length).toBe(4);
    const times = (await keys()).map((key) => key.ms);
    expect((await keys()).map((key) => key.pending)).toEqual(Array(4).fill("recomputing…"));
    console.log(
      `keystrokes on ${big.text.length} characters: ${times.map((t) => t.toFixed(1)).join(", ")} ms`,
    );
    expect(Math.max(...times)).toBeLessThan(50);
    await page.waitForSelector("body[data-pending=false]", { timeout: 30_000 });
    expect(await decided()).toBe(`false line ${big.line}`);
    const refresh = await page.evaluate(() =>
      performance.getEntriesByName("playground-refresh").map((e) => Math.round(e.duration)),
    );
    console.log(`recomputing after a pause: ${refresh.join(", ")} ms`);
    await page.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
