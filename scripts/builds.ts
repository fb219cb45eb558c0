// Two builds of the library in one process, for the scripts that compare answers or time
// before and after a change: `--before <the old build's dist/src/index.js>` (required: build
// the old commit in a clone or worktree first) and `--after` (default: this checkout's dist).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

export type Lib = typeof import("../src/index.js");

export function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const load = async (path: string) => (await import(pathToFileURL(resolve(path)).href)) as Lib;

export async function loadBuilds(): Promise<{ readonly before: Lib; readonly after: Lib }> {
  const before = arg("--before");
  if (before === undefined) {
    console.error(
      "usage: --before <old build's dist/src/index.js> [--after <dist/src/index.js>] (e.g. git worktree add ../old <commit> && cd ../old && npm ci && npm run build)",
    );
    process.exit(2);
  }
  return { before: await load(before), after: await load(arg("--after") ?? "dist/src/index.js") };
}

/** A small deterministic generator (mulberry32). */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof random>;
