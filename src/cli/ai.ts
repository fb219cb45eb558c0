// The ai command: a site's robots.txt (a file, stdin, or fetched from a URL) audited against the
// known AI crawlers: who may crawl, which AI preferences reach whom, and what to fix.
import { auditAiCrawlers, type AiAudit, type AiAuditFinding, type AiAuditRow } from "../index.js";
import type { AiCommand } from "./args.js";
import { aiTable } from "./ai-table.js";
import { foreignOf, listed } from "./content.js";
import { EXIT_FAILED, EXIT_OK, UsageError } from "./errors.js";
import { formatRetrieval, printable } from "./format.js";
import { retrievalJson } from "./format-json.js";
import type { Output } from "./io.js";
import { loadRobots, type LoadedRobots } from "./load.js";
import { fileNotes } from "./notes.js";

/** The rows (one per crawler: auditAiCrawlers), only those asked for with --agent. */
function rowsOf(audit: AiAudit, agents: readonly string[]): readonly AiAuditRow[] {
  const wanted = new Set(agents.map((a) => a.toLowerCase()));
  return wanted.size === 0
    ? audit.crawlers
    : audit.crawlers.filter((row) => wanted.has(row.crawler.name.toLowerCase()));
}

/** --blocked: each named crawler that may crawl one of the paths is an error finding. */
function blockedFindings(loaded: LoadedRobots, command: AiCommand): AiAuditFinding[] {
  return command.blocked.flatMap((crawler) => {
    const open = command.paths
      .map((url) => loaded.robots.decide({ url, userAgent: crawler }))
      .find((d) => d.allowed);
    if (!open) return [];
    const why = open.rule ? `line ${open.rule.line} "${open.rule.text.trim()}"` : open.reason;
    return [
      {
        code: "ai-crawler-not-blocked",
        severity: "error" as const,
        message: `${crawler} may crawl ${open.path} (${why}), but the site means to block it (--blocked)`,
        crawler,
        ...(open.rule ? { line: open.rule.line } : {}),
      },
    ];
  });
}

function summaryOf(rows: readonly AiAuditRow[]) {
  const allowed = rows.filter((r) => r.paths[0]!.crawl).length;
  const withOwnGroup = rows.filter((r) => r.ownGroup).length;
  return { total: rows.length, allowed, blocked: rows.length - allowed, withOwnGroup };
}

function auditText(
  rows: readonly AiAuditRow[],
  findings: readonly AiAuditFinding[],
  command: AiCommand,
  width: number | undefined,
): string {
  const { paths } = command;
  const summary = summaryOf(rows);
  const asked = command.agents.length > 0 ? " asked about" : "";
  let text = `${summary.total} known AI crawlers${asked} (ai.robots.txt): ${summary.allowed} may crawl ${paths[0]}, ${summary.blocked} may not; ${summary.withOwnGroup} have a group of their own\n`;
  // Crawlers the file treats apart first, then the rest.
  const sorted = [...rows].sort((a, b) => Number(b.ownGroup) - Number(a.ownGroup));
  text += aiTable(sorted, paths, width);
  text += `  ai-pref: train-ai/ai-use/search at ${paths[0]} (y allowed, n disallowed, - unset)\n`;
  if (findings.length === 0) return `${text}no findings\n`;
  text += "findings:\n";
  for (const f of findings)
    text += `  ${f.line !== undefined ? `line ${f.line} ` : ""}${f.severity} ${f.code} ${printable(f.message)}\n`;
  return text;
}

export async function ai(command: AiCommand, out: Output): Promise<number> {
  const loaded = await loadRobots(command.source, out);
  const { robots, name, retrieval } = loaded;
  const foreign = foreignOf(loaded);
  // The audit has no place for the file's own diagnostics: its errors (not robots.txt …) go to stderr.
  const notes = fileNotes(name, listed(loaded), out, foreign);
  if (notes !== "") out.stderr(notes);
  if (foreign) {
    // An HTML page or binary data has no rules: an audit of it would say every crawler may crawl.
    out.stderr(
      `${printable(name)}: not audited: the content is not robots.txt (${foreign.diagnostic.code}), so every crawler would seem free to crawl\n`,
    );
    return EXIT_FAILED;
  }
  let audit: AiAudit;
  try {
    audit = auditAiCrawlers(robots, { paths: command.paths });
  } catch (error) {
    if (error instanceof TypeError) throw new UsageError(`ai: invalid --path: ${error.message}`);
    throw error;
  }
  const rows = rowsOf(audit, command.agents);
  const unknown = command.agents.filter(
    (a) => !rows.some((r) => r.crawler.name.toLowerCase() === a.toLowerCase()),
  );
  if (unknown.length > 0)
    out.stderr(`ai: not in the list of known AI crawlers: ${unknown.map(printable).join(", ")}\n`);
  const findings = [...audit.findings, ...blockedFindings(loaded, command)];
  if (command.json) {
    const document = {
      ...(retrieval ? { retrieval: retrievalJson(retrieval) } : {}),
      crawlers: rows,
      findings,
      summary: summaryOf(rows),
    };
    out.stdout(`${JSON.stringify(document, null, 2)}\n`);
  } else {
    const width = command.wide ? undefined : (out.columns ?? 80);
    out.stdout(
      (retrieval ? formatRetrieval(retrieval) : "") + auditText(rows, findings, command, width),
    );
  }
  return findings.some((f) => f.severity === "error") ? EXIT_FAILED : EXIT_OK;
}
