// `npm run check:package`: the package as a user receives it. Packs the repository
// (prepack builds dist/), installs the tarball into an empty project, and checks that
//   - the tarball holds LICENSE, README, CHANGELOG and no source map;
//   - a strict TypeScript consumer (`strict`, `skipLibCheck: false`) compiles against the
//     published types under `moduleResolution` `nodenext` and `bundler`, importing every
//     entry point (`robots-policy`, `/core`, each specification's, `/robots-parser`, `/fetch`,
//     `/census`);
//   - every entry point imports at run time as ESM; a file parsed by the core entry answers
//     each specification's entry the way the batteries-included entry answers;
//   - the census entry runs a census of a small folder in a worker thread of the installed
//     package (its worker script is found beside the built entry).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const work = mkdtempSync(join(tmpdir(), "robots-policy-consumer-"));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(" ")} failed (in ${cwd}):\n${stdout ?? ""}${stderr ?? ""}`,
      { cause: error },
    );
  }
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
  console.log(`ok: ${message}`);
}

try {
  const packed = JSON.parse(run(npm, ["pack", "--json", "--pack-destination", work], root)) as {
    filename: string;
    files: { path: string }[];
  }[];
  const tarball = packed[0]!;
  const files = tarball.files.map((f) => f.path);
  check(files.includes("LICENSE"), "the tarball holds LICENSE");
  check(
    files.includes("README.md") && files.includes("CHANGELOG.md"),
    "the tarball holds README.md and CHANGELOG.md",
  );
  check(!files.some((f) => f.endsWith(".map")), "the tarball holds no source map");
  check(
    files.includes("dist/src/index.js") && files.includes("dist/src/index.d.ts"),
    "the tarball holds the built entry point and its types",
  );

  const consumer = join(work, "consumer");
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  run(
    npm,
    ["install", "--no-audit", "--no-fund", "--prefer-offline", join(work, tarball.filename)],
    consumer,
  );

  writeFileSync(
    join(consumer, "consumer.ts"),
    [
      'import { parseRobotsTxt, type Decision } from "robots-policy";',
      'import { fetchRobotsTxt, RobotsCache, type FetchRobotsResult } from "robots-policy/fetch";',
      'const robots = parseRobotsTxt("User-agent: *\\nDisallow: /private/\\n");',
      'const decision: Decision = robots.decide({ url: "https://example.com/private/x", userAgent: "bot" });',
      'const pending: (url: string) => Promise<FetchRobotsResult> = (url) => fetchRobotsTxt(url, { userAgent: "bot", cache: new RobotsCache() });',
      'import { parseRobotsTxt as parseCore, readLines, type RobotsTxtExtension } from "robots-policy/core";',
      'import { decideAcap } from "robots-policy/acap";',
      'import { appDirectives } from "robots-policy/app-directives";',
      'import { contentUsage } from "robots-policy/aipref";',
      'import { parseHtmlPolicy } from "robots-policy/html";',
      'import { delayBetweenRequests } from "robots-policy/robots2";',
      'import robotsParser, { type Robot } from "robots-policy/robots-parser";',
      'import { census, mergeCensus, type CensusResult } from "robots-policy/census";',
      'const runCensus: (inputs: string[]) => Promise<CensusResult> = (inputs) => census({ inputs, out: "out", knobs: { access: "koster1996" } });',
      'const mergeShards = () => mergeCensus({ dirs: ["a", "b"], out: "out" });',
      'const dropIn: Robot = robotsParser("https://example.com/robots.txt", "User-agent: *\\nDisallow: /\\n");',
      'const core = parseCore("User-agent: *\\nDisallow: /private/\\n");',
      'const lines: RobotsTxtExtension<number> = { name: "lines", read: (reading) => readLines(reading).length };',
      'const answers = [core.derive(lines), decideAcap(core, { url: "/x", userAgent: "bot", usage: "index" }).allowed, appDirectives(core, { app: "a", url: "/" }), contentUsage(core, { url: "/", userAgent: "bot" }).preferences, parseHtmlPolicy("<p>", { url: "https://example.com/" }).directives, delayBetweenRequests(core, "bot").seconds];',
      "export { decision, pending, answers, dropIn, runCensus, mergeShards };",
    ].join("\n"),
  );
  const strict = {
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    target: "ES2022",
    lib: ["ES2022", "DOM"],
    types: [] as string[],
  };
  for (const [module, moduleResolution] of [
    ["NodeNext", "NodeNext"],
    ["ESNext", "Bundler"],
  ] as const) {
    const config = `tsconfig.${moduleResolution.toLowerCase()}.json`;
    writeFileSync(
      join(consumer, config),
      JSON.stringify({
        compilerOptions: { ...strict, module, moduleResolution },
        files: ["consumer.ts"],
      }),
    );
    run(process.execPath, [tsc, "-p", config], consumer);
    check(
      true,
      `a strict consumer (skipLibCheck false, moduleResolution ${moduleResolution}) type-checks`,
    );
  }

  writeFileSync(
    join(consumer, "run.mjs"),
    [
      'import { parseRobotsTxt } from "robots-policy";',
      'import { fetchRobotsTxt } from "robots-policy/fetch";',
      'import { parseRobotsTxt as parseCore } from "robots-policy/core";',
      'import { decideAcap } from "robots-policy/acap";',
      'import { contentUsage } from "robots-policy/aipref";',
      'import { appDirectives } from "robots-policy/app-directives";',
      'import { parseHtmlPolicy } from "robots-policy/html";',
      'import { comments } from "robots-policy/robots2";',
      'import robotsParser from "robots-policy/robots-parser";',
      'import { census } from "robots-policy/census";',
      'import { mkdirSync, writeFileSync } from "node:fs";',
      'if (parseRobotsTxt("User-agent: *\\nDisallow: /").isAllowed("/x", "bot") !== false) process.exit(1);',
      'if (typeof fetchRobotsTxt !== "function" || typeof parseHtmlPolicy !== "function") process.exit(1);',
      'const text = "User-agent: *\\nDisallow: /\\nComment: hi\\nContent-Usage: train-ai=n\\nApp-Directives: a;x\\nACAP-crawler: *\\nACAP-disallow-index: /\\n";',
      "const [core, whole] = [parseCore(text), parseRobotsTxt(text)];",
      "const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);",
      'if (!same(decideAcap(core, { url: "/x", userAgent: "bot", usage: "index" }), decideAcap(whole, { url: "/x", userAgent: "bot", usage: "index" }))) process.exit(2);',
      'if (!same(contentUsage(core, { url: "/x", userAgent: "bot" }), whole.contentUsage({ url: "/x", userAgent: "bot" }))) process.exit(3);',
      'if (!same([...appDirectives(core, { app: "a", url: "/x" })], [...whole.appDirectives({ app: "a", url: "/x" })])) process.exit(4);',
      'if (!same(comments(core, "bot"), whole.comments("bot"))) process.exit(5);',
      'if (robotsParser("https://example.com/robots.txt", "User-agent: *\\nDisallow: /").isAllowed("https://example.com/x", "bot") !== false) process.exit(6);',
      'mkdirSync("sites", { recursive: true });',
      'writeFileSync("sites/example.com.txt", "User-agent: GPTBot\\nDisallow: /\\n");',
      'const ran = await census({ inputs: ["sites"], out: "census-out", workers: 1 });',
      "if (ran.stats.captures !== 1 || ran.aggregate.toJSON().parsed.crawlers.GPTBot?.fullExplicit !== 1) process.exit(7);",
      'console.log("imported");',
    ].join("\n"),
  );
  check(
    run(process.execPath, ["run.mjs"], consumer).trim() === "imported",
    "every entry point imports at run time as ESM; the core entry's file answers each specification's entry as the batteries-included one does; the census runs in a worker thread of the installed package",
  );
  console.log(
    `installed files: ${readdirSync(join(consumer, "node_modules", "robots-policy")).join(", ")}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
