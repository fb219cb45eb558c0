// Output formats: check results (human and JSON) and lint diagnostics.
import type { FetchRobotsResult } from "../fetch/index.js";
import {
  serializeStructuredField,
  type AcapActionRequest,
  type AcapDecision,
  type Constraint,
  type AppDirectives,
  type Delay,
  type Decision,
  type Diagnostic,
  type Severity,
} from "../index.js";
import { paint, severity, type Output } from "./io.js";

export interface CheckResult {
  readonly url: string;
  readonly decision: Decision | AcapDecision;
  /** With --app: the application's directives for the URL, null when none apply. */
  readonly appDirectives?: AppDirectives | null;
}

/**
 * Text from a robots.txt file (or the command line) made safe to print on a terminal:
 * control characters and bidirectional overrides are shown as \u escapes.
 */
export function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what it finds
    /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

const REASONS: Readonly<Record<Exclude<Decision["reason"], "matched-rule">, string>> = {
  "no-matching-rule": "no matching rule",
  "no-matching-group": "no matching group",
  "robots-txt-always-allowed": "robots.txt is always allowed",
  "not-matched-by-allow-rules":
    "no Allow rule matches (the rule set allows only what its Allow rules match)",
  "unmatched-default":
    "no rule matches (the case ROBOTS-2.0 leaves open; robots2Unmatched decides)",
  "page-directive": "a robots META tag or X-Robots-Tag directive",
  "no-page-directive": "no robots META tag or X-Robots-Tag directive restricts it",
};

const ACAP_REASONS: Readonly<Record<AcapDecision["reason"], string>> = {
  permitted: "permitted",
  prohibited: "prohibited",
  "prohibited-by-other": "ACAP-disallow-other",
  "no-matching-field": "no ACAP field matches (permitted)",
  "conflict-undecidable": "conflicting fields, narrowest scope undecidable (prohibited)",
  "time-limit-passed": "time-limit passed",
  "target-condition-not-met": "target-condition not met",
  "conventional-rule": "conventional record",
  "location-mismatch": "location qualifier does not match the page URL",
  "element-fallback": "element-level rule this crawler cannot process (whole page prohibited)",
};

/** One constraint in a line: `time-limit=until-recrawled+3-days`, `max-length=250-chars` … */
export function formatConstraint(c: Constraint): string {
  switch (c.type) {
    case "time-limit": {
      const parts = [
        c.untilRecrawled ? "until-recrawled" : "",
        c.untilDate ? `until-${c.untilDate}` : "",
        c.days !== undefined ? `${c.days}-days` : "",
        c.plusTerms ? "plus-terms" : "",
      ];
      return `time-limit=${parts.filter(Boolean).join("+")}${c.expired === true ? " (passed)" : ""}`;
    }
    case "max-length":
      return `max-length=${c.count}-${c.unit}`;
    case "prohibited-modification":
      return `prohibited-modification=${c.modifications.join("+")}`;
    case "must-use-resource":
      return `must-use-resource=${c.resource.kind === "extract" ? `extract:${c.resource.by}:${c.resource.names.join(",")}` : c.resource.kind === "text" ? `text:${c.resource.text}` : c.resource.uri}`;
    case "must-include-resource":
      return `must-include-resource=${c.resource.kind === "role" ? `${c.resource.role}:${c.resource.locator.kind}:${c.resource.locator.value}` : c.resource.kind === "uri" ? c.resource.uri : "plus-terms"}`;
    case "prohibited-context":
    case "required-context":
      return `${c.type}=${c.context}`;
    case "target-condition":
      return `target-condition=${c.conditions.map((t) => `${t.condition}:${t.values.join(",")}`).join("+")}${c.satisfied === false ? " (not met)" : c.satisfied === true ? " (met)" : ""}`;
    case "usage-ref":
      return `usage-ref=${c.references.map((r) => (r.kind === "role" ? `${r.role}:${r.locator.value}` : r.kind === "uri" ? r.uri : "plus-terms")).join("+")}`;
  }
}

/** ACAP-1 §2.6: one line per take-down / re-crawl request addressed to the crawler. */
export function formatActionRequests(requests: readonly AcapActionRequest[]): string {
  return requests
    .map((r) => `request ${r.action} ${printable(r.path)} (line ${r.line})\n`)
    .join("");
}

function detail(decision: Decision | AcapDecision): string {
  if ("acap" in decision) {
    const rule = decision.rule
      ? `line ${decision.rule.line}: ${printable(decision.rule.text.trim())}`
      : ACAP_REASONS[decision.reason];
    const fallback =
      decision.fallbacks.length > 0
        ? ` (fallback: ${decision.fallbacks.map((f) => f.to).join(", ")})`
        : "";
    const constraints =
      decision.constraints.length > 0
        ? ` {${decision.constraints.map(formatConstraint).map(printable).join("; ")}}`
        : "";
    const why =
      decision.rule && decision.reason !== "permitted" && decision.reason !== "prohibited"
        ? ` [${ACAP_REASONS[decision.reason]}]`
        : "";
    return rule + fallback + why + constraints;
  }
  if (decision.reason === "matched-rule" && decision.rule)
    return `line ${decision.rule.line}: ${printable(decision.rule.text.trim())}`;
  return REASONS[decision.reason];
}

function context(decision: Decision | AcapDecision): string {
  if ("acap" in decision) {
    const crawlers = decision.record
      ? `, record ${decision.record.crawlers.map((c) => printable(JSON.stringify(c))).join(", ")}`
      : "";
    return `[acap ${decision.usage}${crawlers}]`;
  }
  // RFC 9309 speaks of groups, the 1996 draft of records.
  const noun = decision.profile === "koster1996" ? "record" : "group";
  const agents = [...new Set(decision.group?.userAgents ?? [])].map((a) =>
    printable(JSON.stringify(a)),
  );
  return agents.length > 0
    ? `[${decision.profile}, ${noun} ${agents.join(", ")}]`
    : `[${decision.profile}]`;
}

/** One line per URL: status, URL, deciding line or reason, [profile, group]; columns aligned. */
export function formatCheck(results: readonly CheckResult[], out: Output): string {
  const rows = results.map(({ url, decision }) => [
    decision.allowed ? "ALLOWED" : "DISALLOWED",
    printable(url),
    detail(decision),
    context(decision),
  ]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  // Padding is measured before colouring: escape codes take no columns.
  const cell = (text: string, i: number) => (i < 3 ? text.padEnd(widths[i]!) : text);
  const status = (text: string, i: number) =>
    i === 0 ? paint(out, text.startsWith("ALLOWED") ? "green" : "red", text) : text;
  return rows
    .map((row) => row.map((text, i) => status(cell(text, i), i)).join("  ") + "\n")
    .join("");
}

/** The wait between requests the rule set asks for, and why (ROBOTS-2.0, Crawl-delay). */
export function formatDelay(delay: Delay): string {
  const why: Readonly<Record<Delay["reason"], string>> = {
    "request-rate": "Request-rate",
    "crawl-delay": "Crawl-delay",
    default: "no Request-rate or Crawl-delay: ROBOTS-2.0's rule of thumb, at least 10 s",
    "outside-visit-time": "outside the Visit-time window: until it opens",
  };
  const seconds = Number.isInteger(delay.seconds)
    ? String(delay.seconds)
    : // eslint-disable-next-line regexp/no-super-linear-move -- a number's digits: bounded
      delay.seconds.toFixed(3).replace(/0+$/, "");
  return `delay ${seconds} s between requests (${why[delay.reason]}${delay.line ? `, line ${delay.line}` : ""})\n`;
}

/** `app on <url>: name=value;… (line n, path pattern, group)` per URL; values in RFC 9651 form. */
export function formatAppDirectives(app: string, results: readonly CheckResult[]): string {
  return results
    .map(({ url, appDirectives: directives }) => {
      if (!directives) return `app ${app} on ${printable(url)}: no App-Directives apply\n`;
      const values = [...directives].map(
        ([name, value]) =>
          `${name}=${serializeStructuredField({ type: "item", value, parameters: new Map() })}`,
      );
      const lines = directives.rules.map((rule) => rule.line).join(", ");
      const where = `${directives.rules.length > 1 ? "lines" : "line"} ${lines}, path ${directives.pattern === "" ? "(none)" : printable(JSON.stringify(directives.pattern))}, group ${directives.userAgents.map((a) => printable(JSON.stringify(a))).join(", ")}`;
      return `app ${app} on ${printable(url)}: ${values.length > 0 ? printable(values.join("; ")) : "(no directives)"} (${where})\n`;
    })
    .join("");
}

const FOREIGN_CODES = new Set(["html-body", "utf16-bom"]);

/** The retrieval outcome line: `robots.txt <url>: ok (HTTP 200, network) — reason (spec)`. */
export function formatRetrieval(r: FetchRobotsResult, foreign = false): string {
  const details = [
    r.status !== undefined ? `HTTP ${r.status}` : r.error ? printable(r.error) : "",
    r.source,
    r.redirects.length > 0 ? `${r.redirects.length} redirect(s)` : "",
  ].filter(Boolean);
  const notes = r.diagnostics
    // Content that is not robots.txt is named once, by the command's own error.
    .filter((d) => d.severity !== "info" && !(foreign && FOREIGN_CODES.has(d.code)))
    .map((d) => `  ${d.severity} ${d.code} ${printable(d.message)} (${d.spec})\n`);
  return `robots.txt ${printable(r.url)}: ${r.outcome} (${details.join(", ")}): ${printable(r.reason)} (${r.spec})\n${notes.join("")}`;
}

const SEVERITY_ORDER: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2 };

export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.line - b.line ||
      a.column - b.column ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}

function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** `file:line:col severity code message (spec)` per diagnostic, sorted, then a summary line. */
export function formatLint(file: string, diagnostics: readonly Diagnostic[], out: Output): string {
  const name = printable(file);
  const lines = sortDiagnostics(diagnostics).map(
    (d) =>
      `${name}:${d.line}:${d.column} ${severity(out, d.severity)} ${d.code} ${printable(d.message)} (${d.spec})\n`,
  );
  const by = (severity: Severity) => diagnostics.filter((d) => d.severity === severity).length;
  const summary =
    diagnostics.length === 0
      ? `${name}: no diagnostics\n`
      : `${name}: ${count(diagnostics.length, "diagnostic")} (${count(by("error"), "error")}, ${count(by("warning"), "warning")}, ${count(by("info"), "info", "info")})\n`;
  return lines.join("") + summary;
}
