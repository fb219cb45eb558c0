// `npm run conformance:report` (issue 29): the report card. Runs the conformance suite against
// every adapter of conformance/adapters/adapters.json whose check command succeeds (the
// implementation is installed), from the repository root, and writes conformance/report/:
// report.json, index.html (self-contained) and summary.md (the README links it).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runVectors } from "../src/cli/conformance-run.js";
import { loadSuite } from "../src/cli/conformance-suite.js";
import { summarize, type ConformanceReport } from "../src/cli/conformance-summary.js";
import { reportHtml, summaryMarkdown, type ReportCard } from "./conformance-html.js";

interface AdapterEntry {
  readonly name: string;
  readonly language: string;
  readonly command: string;
  readonly check: string;
  readonly homepage: string;
}

const root = new URL("../", import.meta.url).pathname;
// CONFORMANCE_SUITE: another vector folder (a trial run); the adapters are always the repository's.
const suite = process.env["CONFORMANCE_SUITE"] ?? join(root, "conformance");
const out = join(root, "conformance", "report");
process.chdir(root);

const adapters = JSON.parse(
  readFileSync(join(root, "conformance", "adapters", "adapters.json"), "utf8"),
) as AdapterEntry[];
const vectors = loadSuite(suite);
console.log(`conformance report: ${vectors.length} vectors, ${adapters.length} adapters`);

const card: ReportCard = {
  generated: new Date().toISOString(),
  vectors: vectors.length,
  implementations: [],
  skipped: [],
};
for (const adapter of adapters) {
  const check = spawnSync(adapter.check, { shell: true, encoding: "utf8", timeout: 60_000 });
  if (check.status !== 0) {
    const why = `not installed: \`${adapter.check}\` ${check.status === null ? "timed out" : `exited with status ${check.status}`}${check.stderr.trim() ? ` (${check.stderr.trim().split("\n")[0]})` : ""}`;
    console.log(`  ${adapter.name}: skipped, ${why}`);
    card.skipped.push({
      name: adapter.name,
      language: adapter.language,
      homepage: adapter.homepage,
      why,
    });
    continue;
  }
  const started = Date.now();
  const results = await runVectors(adapter.command, vectors, { timeoutMs: 5000 });
  const report: ConformanceReport = summarize(adapter.command, "conformance", vectors, results);
  const t = report.total;
  console.log(
    `  ${adapter.name}: pass ${t.pass}, fail ${t.fail}, unsupported ${t.unsupported}, open ${t.open} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  card.implementations.push({
    name: adapter.name,
    language: adapter.language,
    homepage: adapter.homepage,
    report,
  });
}

mkdirSync(out, { recursive: true });
writeFileSync(join(out, "report.json"), `${JSON.stringify(card, null, 2)}\n`);
writeFileSync(join(out, "index.html"), reportHtml(card, vectors));
writeFileSync(join(out, "summary.md"), summaryMarkdown(card));
console.log(
  `wrote ${["report.json", "index.html", "summary.md"].map((f) => join("conformance/report", f)).join(", ")}`,
);
