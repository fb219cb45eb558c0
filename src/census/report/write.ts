// Writes a census's reports: summary.json, report.md, report.html and manifest.json.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CensusAggregate } from "../aggregate.js";
import { htmlReport, type HtmlReportOptions } from "./html.js";
import type { CensusManifest } from "./manifest.js";
import { markdownReport } from "./markdown.js";
import { summaryOf, type SummaryOptions } from "./summary.js";

/** Options of {@link writeReports}: how much of the long lists to keep, and the chart loader. */
export interface WriteReportsOptions extends SummaryOptions, HtmlReportOptions {}

/** Writes summary.json, report.md, report.html and manifest.json into `dir` (created if missing). */
export async function writeReports(
  dir: string,
  aggregate: CensusAggregate,
  manifest: CensusManifest,
  options: WriteReportsOptions = {},
): Promise<void> {
  const summary = summaryOf(aggregate, manifest, options);
  const html = await htmlReport(summary, options);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  await writeFile(join(dir, "report.md"), markdownReport(summary));
  await writeFile(join(dir, "report.html"), html);
  await writeFile(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}
