// What the browser tests share: Debian's Chromium (no download), its flags in a container,
// and a loopback server for the built playground.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { buildPlayground } from "../../scripts/build-playground.js";

export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
export const missing = !existsSync(CHROMIUM);
if (missing)
  console.warn(
    `test/browser: skipped, no Chromium at ${CHROMIUM} (install one, or set CHROMIUM_PATH)`,
  );

// The flags for Debian's chromium in a container: no sandbox, no GPU, no network of its own.
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/** Serves `dir` on a loopback port. */
export function serve(dir: string): Promise<Server> {
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

/** The built playground served on a loopback port, and a Chromium to open it in. */
export interface Playground {
  /** Where the build is (for file:// pages). */
  readonly dir: string;
  /** Its address, ending in "/". */
  readonly base: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startPlayground(): Promise<Playground> {
  const { dir } = await buildPlayground();
  const server = await serve(dir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    dir,
    base,
    browser,
    close: async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
