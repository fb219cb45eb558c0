// `npm run build:playground`: bundles the browser playground (playground/) into
// playground/dist/: index.html, app.js, app.css. Paths are relative and nothing is loaded
// from elsewhere, so the folder works from any static host and from file://.
//
// app.js is an ES module bundle (format esm) without imports or exports, wrapped in a
// strict-mode function so that index.html can load it as a classic deferred script:
// browsers refuse `<script type="module">` from file:// URLs.
import { build } from "esbuild";
import { copyFileSync, mkdirSync, realpathSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("../playground/", import.meta.url));
export const PLAYGROUND_DIST = join(ROOT, "dist");

export interface PlaygroundBuild {
  readonly dir: string;
  /** File name → size in bytes. */
  readonly sizes: Readonly<Record<string, number>>;
}

export async function buildPlayground(
  options: { readonly outdir?: string } = {},
): Promise<PlaygroundBuild> {
  const dir = options.outdir ?? PLAYGROUND_DIST;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const result = await build({
    entryPoints: { app: join(ROOT, "src/main.ts") },
    outdir: dir,
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome100", "firefox100", "safari15"],
    banner: { js: '(()=>{"use strict";' },
    footer: { js: "})();" },
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  const js =
    result.metafile.outputs[
      Object.keys(result.metafile.outputs).find((file) => file.endsWith("app.js"))!
    ]!;
  if (js.exports.length > 0 || js.imports.some((i) => i.external))
    throw new Error(
      "app.js must neither import nor export: index.html loads it as a classic script",
    );
  copyFileSync(join(ROOT, "index.html"), join(dir, "index.html"));
  const sizes: Record<string, number> = {};
  for (const file of ["index.html", "app.js", "app.css"])
    sizes[file] = statSync(join(dir, file)).size;
  return { dir, sizes };
}

const invoked =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (invoked) {
  const { dir, sizes } = await buildPlayground();
  console.log(`playground built in ${dir}`);
  for (const [file, size] of Object.entries(sizes))
    console.log(`  ${file.padEnd(10)} ${(size / 1024).toFixed(1)} KiB`);
}
