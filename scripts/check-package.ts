// `npm run check:package`: the package as a user receives it. Packs the repository
// (prepack builds dist/), installs the tarball into an empty project, and checks that
//   - the tarball holds LICENSE, README, CHANGELOG and no source map;
//   - a strict TypeScript consumer (`strict`, `skipLibCheck: false`) compiles against the
//     published types under `moduleResolution` `nodenext` and `bundler`, importing
//     `robots-policy` and `robots-policy/fetch`;
//   - both entry points import at run time as ESM and answer a query.
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
      "export { decision, pending };",
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
      'if (parseRobotsTxt("User-agent: *\\nDisallow: /").isAllowed("/x", "bot") !== false) process.exit(1);',
      'if (typeof fetchRobotsTxt !== "function") process.exit(1);',
      'console.log("imported");',
    ].join("\n"),
  );
  check(
    run(process.execPath, ["run.mjs"], consumer).trim() === "imported",
    "both entry points import at run time as ESM",
  );
  console.log(
    `installed files: ${readdirSync(join(consumer, "node_modules", "robots-policy")).join(", ")}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
