// lint's output formats: text (file:line:col severity code message (spec)), JSON (as before:
// one document per file), SARIF 2.1.0 (for code-scanning tools) and GitHub workflow commands
// (annotations on a pull request's files).
import type { FetchRobotsResult } from "../fetch/index.js";
import { DIAGNOSTIC_CATALOGUE, type Diagnostic, type Severity } from "../index.js";
import type { Output } from "./io.js";
import { formatLint, formatRetrieval, sortDiagnostics } from "./format.js";
import { diagnosticJson, retrievalJson } from "./format-json.js";
import { foldedText } from "./content.js";
import type { LintFormat } from "./lint-args.js";
import { version } from "./usage.js";

/** One file's lint: how to name it, how it was fetched, what is shown. */
export interface LintReport {
  readonly name: string;
  readonly retrieval?: FetchRobotsResult;
  readonly diagnostics: readonly Diagnostic[];
  /** Content that is not robots.txt: how many diagnostics its one error stands for. */
  readonly folded?: number;
}

export const countOf = (diagnostics: readonly Diagnostic[], severity: Severity) =>
  diagnostics.filter((d) => d.severity === severity).length;

function plural(n: number, noun: string, nouns = `${noun}s`) {
  return `${n} ${n === 1 ? noun : nouns}`;
}

function text(reports: readonly LintReport[], out: Output): string {
  const body = reports
    .map(
      (r) =>
        (r.retrieval ? formatRetrieval(r.retrieval, r.folded !== undefined) : "") +
        formatLint(r.name, r.diagnostics, out) +
        (r.folded !== undefined && r.diagnostics[0]
          ? foldedText(r.name, { diagnostic: r.diagnostics[0], folded: r.folded })
          : ""),
    )
    .join("");
  if (reports.length < 2) return body;
  const all = reports.flatMap((r) => r.diagnostics);
  return `${body}${plural(reports.length, "file")}: ${plural(countOf(all, "error"), "error")}, ${plural(countOf(all, "warning"), "warning")}, ${plural(countOf(all, "info"), "info", "info")}\n`;
}

function json(reports: readonly LintReport[]): string {
  const documents = reports.map(({ name, retrieval, diagnostics, folded }) => ({
    file: name,
    ...(retrieval
      ? {
          outcome: retrieval.outcome,
          status: retrieval.status ?? null,
          retrieval: retrievalJson(retrieval),
        }
      : {}),
    diagnostics: sortDiagnostics(diagnostics).map(diagnosticJson),
    summary: {
      errors: countOf(diagnostics, "error"),
      warnings: countOf(diagnostics, "warning"),
      infos: countOf(diagnostics, "info"),
      ...(folded !== undefined ? { folded } : {}),
    },
  }));
  return `${JSON.stringify(documents.length === 1 ? documents[0] : documents, null, 2)}\n`;
}

/** GitHub's escapes: a message may not hold %, CR or LF; a property value not , or : either. */
function escapeData(value: string): string {
  return value.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}
function escapeProperty(value: string): string {
  return escapeData(value).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

const GITHUB_LEVEL: Readonly<Record<Severity, string>> = {
  error: "error",
  warning: "warning",
  info: "notice",
};

/** `::warning file=robots.txt,line=3,col=1,title=code::message (spec)`, one per diagnostic. */
function github(reports: readonly LintReport[]): string {
  return reports
    .flatMap(({ name, diagnostics }) =>
      sortDiagnostics(diagnostics).map(
        (d) =>
          `::${GITHUB_LEVEL[d.severity]} file=${escapeProperty(name)},line=${d.line},col=${d.column},title=${escapeProperty(d.code)}::${escapeData(`${d.message} (${d.spec})`)}\n`,
      ),
    )
    .join("");
}

const SARIF_LEVEL: Readonly<Record<Severity, string>> = {
  error: "error",
  warning: "warning",
  info: "note",
};

const catalogue: Readonly<
  Record<string, { severity: Severity | readonly Severity[]; spec: unknown; message: string }>
> = DIAGNOSTIC_CATALOGUE;

/** A SARIF rule per code shown: its id is the code, its description the catalogue's message. */
function sarifRule(code: string) {
  const entry = catalogue[code];
  return {
    id: code,
    shortDescription: { text: entry?.message ?? code },
    ...(entry
      ? {
          defaultConfiguration: { level: SARIF_LEVEL[[entry.severity].flat()[0]!] },
          properties: { spec: entry.spec },
        }
      : {}),
  };
}

/** The artifact's URI: a file name as a relative URI reference, a fetched file's URL as is. */
function artifactUri(name: string, retrieval: FetchRobotsResult | undefined): string {
  if (retrieval) return retrieval.url;
  if (name === "<stdin>") return "stdin";
  return encodeURI(name.replaceAll("\\", "/"));
}

/** SARIF 2.1.0: one run of robots-policy, a result per diagnostic with its line and column. */
function sarif(reports: readonly LintReport[]): string {
  const codes = [...new Set(reports.flatMap((r) => r.diagnostics.map((d) => d.code)))].sort();
  const index = new Map(codes.map((code, i) => [code, i]));
  const results = reports.flatMap(({ name, retrieval, diagnostics }) =>
    sortDiagnostics(diagnostics).map((d) => ({
      ruleId: d.code,
      ruleIndex: index.get(d.code)!,
      level: SARIF_LEVEL[d.severity],
      message: { text: `${d.message} (${d.spec})` },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: artifactUri(name, retrieval) },
            region: { startLine: d.line, startColumn: d.column },
          },
        },
      ],
    })),
  );
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "robots-policy",
            version: version(),
            informationUri: "https://github.com/robots-policy/robots-policy",
            rules: codes.map(sarifRule),
          },
        },
        // Columns count UTF-16 code units, as every diagnostic's do.
        columnKind: "utf16CodeUnits",
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

export function formatLintReports(
  format: LintFormat,
  reports: readonly LintReport[],
  out: Output,
): string {
  switch (format) {
    case "text":
      return text(reports, out);
    case "json":
      return json(reports);
    case "sarif":
      return sarif(reports);
    case "github":
      return github(reports);
  }
}
