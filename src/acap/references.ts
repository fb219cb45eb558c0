// ACAP-1 §2.3.2: "An ACAP permission reference definition links to a resource containing ACAP
// permissions in robots.txt file format … to be read and applied in conjunction with the
// permissions in the file in which this reference definition field occurs." The loader is the
// caller's (robots-policy/fetch has one with the same limits and an address guard), so the
// core stays free of I/O.
import type { AcapRecord } from "./model.js";
import type { Diagnostic } from "../core/types.js";
import { parsePolicy, RobotsTxt, type ParseOptions } from "../robots.js";

/** Loads a referenced resource's text, or undefined when it cannot be had. */
export type ReferenceLoader = (locator: string) => Promise<string | Uint8Array | undefined>;

const SPEC = "ACAP-1 §2.3.2";

/**
 * Resolves every ACAP-permissions-reference of `robots`: the referenced file is read with the
 * referring file's definitions available (§2.4.1.3), and its records for the referring
 * record's crawlers (or for "*") take the referring record's place, addressed to its crawlers.
 * A referenced file that itself holds ACAP-permissions-reference is refused ("To avoid circular
 * references, a permission reference definition field may not refer to a resource that itself
 * contains a permission reference definition field"), which also stops cycles. Returns a new
 * RobotsTxt; failures become diagnostics on the line of the reference.
 */
export async function resolveReferences(
  robots: RobotsTxt,
  load: ReferenceLoader,
  options: ParseOptions = {},
): Promise<RobotsTxt> {
  if (!(robots instanceof RobotsTxt))
    throw new TypeError("resolveReferences: expected a RobotsTxt from parseRobotsTxt");
  if (typeof load !== "function")
    throw new TypeError(
      "resolveReferences: expected a loader function (locator) => Promise<string | undefined>",
    );
  const { policy } = robots;
  const added: Diagnostic[] = [];
  const report = (
    severity: Diagnostic["severity"],
    code: string,
    message: string,
    line: number,
    column: number,
  ) => added.push({ severity, code, message, line, column, spec: SPEC });
  const records: AcapRecord[] = [];
  for (const record of policy.acap.records) {
    const reference = record.permissionsReference;
    if (!reference) {
      records.push(record);
      continue;
    }
    let content: string | Uint8Array | undefined;
    try {
      content = await load(reference.locator);
    } catch (error) {
      report(
        "warning",
        "acap-permissions-reference-failed",
        `"${reference.locator}" could not be loaded (${error instanceof Error ? error.message : String(error)}); the record has no permissions`,
        reference.line,
        reference.column,
      );
      records.push(record);
      continue;
    }
    if (content === undefined) {
      report(
        "warning",
        "acap-permissions-reference-failed",
        `"${reference.locator}" could not be loaded; the record has no permissions`,
        reference.line,
        reference.column,
      );
      records.push(record);
      continue;
    }
    const referenced = parsePolicy(content, options, policy.acap.definitions);
    const chain = referenced.acap.records.find((r) => r.permissionsReference);
    if (chain) {
      report(
        "error",
        "acap-permissions-reference-chain",
        `"${reference.locator}" itself holds ACAP-permissions-reference (its line ${chain.permissionsReference!.line}); references may not be chained, so it is not used`,
        reference.line,
        reference.column,
      );
      records.push(record);
      continue;
    }
    for (const d of referenced.diagnostics)
      if (d.severity !== "info")
        report(
          d.severity,
          "acap-permissions-reference-diagnostic",
          `in "${reference.locator}" line ${d.line}:${d.column}: ${d.message} (${d.spec})`,
          reference.line,
          reference.column,
        );
    const names = new Set(record.crawlers.map((c) => c.name.toLowerCase()));
    const relevant = referenced.acap.records.filter((r) =>
      r.crawlers.some((c) => c.name === "*" || names.has(c.name.toLowerCase())),
    );
    if (relevant.length === 0)
      report(
        "warning",
        "acap-permissions-reference-empty",
        `"${reference.locator}" has no ACAP record for ${[...names].join(", ")} or "*"`,
        reference.line,
        reference.column,
      );
    for (const r of relevant)
      records.push({ ...r, crawlers: record.crawlers, source: reference.locator });
  }
  if (
    added.length === 0 &&
    records.length === policy.acap.records.length &&
    records.every((r, i) => r === policy.acap.records[i])
  )
    return robots;
  const diagnostics = [...policy.diagnostics, ...added].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
  return new RobotsTxt({ ...policy, acap: { ...policy.acap, records }, diagnostics });
}
