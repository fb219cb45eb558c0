// The ai command: a site's robots.txt (a file, stdin, or fetched from a URL) audited against the
// known AI crawlers: who may crawl, which AI preferences reach whom, and what to fix.
import { auditAiCrawlers, type AiAudit, type AiAuditRow, type RobotsTxt } from "../index.js";
import type { AiCommand } from "./args.js";
import type { Output } from "./io.js";
import { EXIT_FAILED, EXIT_OK, UsageError } from "./errors.js";
import { printable } from "./format.js";
import { loadRobots } from "./load.js";
import { fileNotes } from "./notes.js";

async function robotsOf(source: string, out: Output): Promise<RobotsTxt> {
  const { robots, name, retrieval } = await loadRobots(source, out);
  if (retrieval)
    out.stderr(
      `robots.txt ${retrieval.url}: ${retrieval.outcome}${retrieval.status !== undefined ? ` (HTTP ${retrieval.status})` : ""}: ${retrieval.reason}\n`,
    );
  // The audit has no place for the file's own diagnostics: its errors (not robots.txt …) go to stderr.
  const notes = fileNotes(name, robots.diagnostics, out);
  if (notes !== "") out.stderr(notes);
  return robots;
}

const short = (value: string) => (value === "allowed" ? "y" : value === "disallowed" ? "n" : "-");

/** `text` in `width` characters: cut with "…" when longer, padded when shorter. */
const fit = (text: string, width: number) =>
  (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);

function rowText(row: AiAuditRow): string {
  const first = row.paths[0]!;
  const group = row.group ? `${row.ownGroup ? "own" : "*"} l.${row.group.lines.join(",")}` : "none";
  const prefs = `${short(first.preferences["train-ai"])}/${short(first.preferences["ai-use"])}/${short(first.preferences.search)}`;
  const signals =
    Object.entries(first.signals)
      .map(([k, v]) => `${k}=${v}`)
      .join(",") || "-";
  const crawl = row.paths.map((p) => (p.crawl ? "yes" : "NO ")).join(" ");
  return `  ${row.crawler.name.padEnd(28)} ${row.crawler.operator.slice(0, 22).padEnd(22)} ${fit(row.crawler.purpose, 24)} ${crawl.padEnd(5)} ${group.padEnd(12)} ${prefs.padEnd(6)} ${signals}`;
}

function auditText(audit: AiAudit, paths: readonly string[]): string {
  const { summary } = audit;
  let text = `${summary.total} known AI crawlers (ai.robots.txt): ${summary.allowed} may crawl ${paths[0]}, ${summary.blocked} may not; ${summary.withOwnGroup} have a group of their own\n`;
  text += `  ${"crawler".padEnd(28)} ${"operator".padEnd(22)} ${"purpose".padEnd(24)} ${"crawl".padEnd(5)} ${"group".padEnd(12)} ${"ai-pref".padEnd(6)} signals   (ai-pref: train-ai/ai-use/search at ${paths[0]})\n`;
  // Crawlers the file treats apart first, then the rest.
  const rows = [...audit.crawlers].sort((a, b) => Number(b.ownGroup) - Number(a.ownGroup));
  for (const row of rows) text += `${printable(rowText(row))}\n`;
  if (audit.findings.length === 0) return `${text}no findings\n`;
  text += "findings:\n";
  for (const f of audit.findings)
    text += `  ${f.line !== undefined ? `line ${f.line} ` : ""}${f.severity} ${f.code} ${printable(f.message)}\n`;
  return text;
}

export async function ai(command: AiCommand, out: Output): Promise<number> {
  const robots = await robotsOf(command.source, out);
  let audit: AiAudit;
  try {
    audit = auditAiCrawlers(robots, { paths: command.paths });
  } catch (error) {
    if (error instanceof TypeError) throw new UsageError(`ai: invalid --path: ${error.message}`);
    throw error;
  }
  out.stdout(
    command.json ? `${JSON.stringify(audit, null, 2)}\n` : auditText(audit, command.paths),
  );
  return audit.findings.some((f) => f.severity === "error") ? EXIT_FAILED : EXIT_OK;
}
