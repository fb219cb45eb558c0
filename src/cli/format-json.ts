// The JSON documents: check's, and the parts other commands share (retrieval, diagnostics).
import type { FetchRobotsResult } from "../fetch/index.js";
import { serializeStructuredField, type AppDirectives, type Diagnostic } from "../index.js";
import type { CheckCommand } from "./args.js";
import type { CheckAnswer } from "./check-answer.js";
import { foreignOf, listed, type Cut } from "./content.js";
import { sortDiagnostics } from "./format.js";

/** JSON of one application's directives: name → { type, value } (byte sequences in base64). */
function appDirectivesJson(directives: AppDirectives | null) {
  if (!directives) return null;
  const values = Object.fromEntries(
    [...directives].map(([name, item]) => [
      name,
      item.type === "byte-sequence"
        ? {
            type: item.type,
            value: serializeStructuredField({
              type: "item",
              value: item,
              parameters: new Map(),
            }).slice(1, -1),
          }
        : item,
    ]),
  );
  return {
    app: directives.app,
    directives: values,
    pattern: directives.pattern,
    lines: directives.rules.map((r) => r.line),
    userAgents: directives.userAgents,
  };
}

export function retrievalJson(r: FetchRobotsResult) {
  return {
    url: r.url,
    finalUrl: r.finalUrl,
    outcome: r.outcome,
    ...(r.status !== undefined ? { status: r.status } : {}),
    source: r.source,
    reason: r.reason,
    spec: r.spec,
    redirects: r.redirects,
    diagnostics: r.diagnostics,
  };
}

/** A diagnostic in the JSON documents: always these six fields, in this order. */
export function diagnosticJson(d: Diagnostic) {
  return {
    line: d.line,
    column: d.column,
    severity: d.severity,
    code: d.code,
    message: d.message,
    spec: d.spec,
  };
}

/** Where a profile's reading was cut, for a decision in JSON. */
export const cutJson = (cut: Cut) => ({
  profile: cut.profile,
  bytesRead: cut.bytesRead,
  bytes: cut.bytes,
  line: cut.line,
  message: cut.why,
});

/**
 * check --json: one document per robots.txt read, with everything the text shows: the file,
 * the query, its diagnostics (content that is not robots.txt folded into one), a decision per
 * URL (with the cut, and `appDirectives` under --app), the delay, ACAP action requests under
 * --acap, and the retrieval when it was fetched.
 */
export function checkJson(command: CheckCommand, answer: CheckAnswer) {
  const { source, results, delay, cut } = answer;
  const foreign = foreignOf(source);
  const decisions = results.map(({ url, decision, appDirectives }) => ({
    url,
    ...decision,
    ...(cut ? { cut: cutJson(cut) } : {}),
    ...(appDirectives !== undefined ? { appDirectives: appDirectivesJson(appDirectives) } : {}),
  }));
  return {
    file: source.name,
    agent: command.agent,
    profile: command.profile,
    ...(source.retrieval ? { retrieval: retrievalJson(source.retrieval) } : {}),
    diagnostics: sortDiagnostics(listed(source)).map(diagnosticJson),
    ...(foreign ? { foldedDiagnostics: foreign.folded } : {}),
    decisions,
    delay: { ...delay },
    ...(command.acap ? { actionRequests: source.robots.actionRequests(command.agent) } : {}),
  };
}
