// `npx tsx scripts/model-equivalence.ts <before dist> [<after dist>]`: the policy model and the
// diagnostics of every file, before and after a change to how they are made (issue 28: the
// census counts every file's diagnostics by code, so making them cheaper must change none).
// Per file, from both builds (each a dist directory: `<dist>/src/core.js`, `<dist>/src/index.js`;
// the second defaults to this checkout's dist): the core entry's `policy` and `diagnostics`,
// and the batteries-included entry's, each on a fresh parse, serialized whole (undefined and
// non-finite numbers kept apart, key order kept). Files: ../shared/corpus/files (when present)
// and test/fixtures. Prints the count of files, a hash of everything, and every file whose
// model differs (exit 1 when one does).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

type Parse = (content: Uint8Array) => { policy: unknown; diagnostics: unknown };

async function load(dist: string): Promise<{ core: Parse; all: Parse }> {
  const url = (entry: string) => pathToFileURL(resolve(dist, "src", entry)).href;
  const core = (await import(url("core.js"))) as { parseRobotsTxt: Parse };
  const all = (await import(url("index.js"))) as { parseRobotsTxt: Parse };
  return { core: core.parseRobotsTxt, all: all.parseRobotsTxt };
}

/** JSON that keeps what JSON.stringify loses: undefined members, NaN and the infinities. */
function serialize(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v === undefined
      ? "\u0000undefined"
      : typeof v === "number" && !Number.isFinite(v)
        ? `\u0000${String(v)}`
        : v instanceof Map || v instanceof Set
          ? { [`\u0000${v.constructor.name}`]: [...v] }
          : v,
  );
}

/** The model of one file as a build makes it: core diagnostics first, then policy (and batteries). */
function model(lib: { core: Parse; all: Parse }, content: Uint8Array): string {
  const core = lib.core(content);
  const coreDiagnostics = serialize(core.diagnostics);
  const all = lib.all(content);
  const allDiagnostics = serialize(all.diagnostics);
  // The policy asked first of a fresh parse too: it must not depend on what was asked before.
  const corePolicy = serialize(lib.core(content).policy);
  return [
    coreDiagnostics,
    serialize(core.policy),
    corePolicy,
    allDiagnostics,
    serialize(all.policy),
    serialize(lib.all(content).policy),
  ].join("\n");
}

function* files(): Generator<[string, Uint8Array]> {
  for (const dir of ["../shared/corpus/files", "test/fixtures"]) {
    if (!existsSync(dir)) continue;
    const walk = function* (at: string): Generator<string> {
      for (const name of readdirSync(at).sort()) {
        const path = join(at, name);
        if (statSync(path).isDirectory()) yield* walk(path);
        else yield path;
      }
    };
    for (const path of walk(dir)) yield [path, readFileSync(path)];
  }
}

const [beforeDir, afterDir = "dist"] = process.argv.slice(2);
if (beforeDir === undefined) {
  console.error("usage: tsx scripts/model-equivalence.ts <before dist> [<after dist>]");
  process.exit(2);
}
const before = await load(beforeDir);
const after = await load(afterDir);
const hash = createHash("sha256");
let count = 0;
let differ = 0;
for (const [path, content] of files()) {
  count++;
  const a = model(before, content);
  const b = model(after, content);
  hash.update(b);
  if (a !== b) {
    differ++;
    if (differ <= 20) console.log(`differs: ${path}`);
  }
}
console.log(`${count} files, ${differ} differ, sha256 ${hash.digest("hex").slice(0, 16)}`);
process.exit(differ === 0 ? 0 : 1);
