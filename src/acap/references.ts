// ACAP-1 §2.3.2: "An ACAP permission reference definition links to a resource containing ACAP
// permissions in robots.txt file format … to be read and applied in conjunction with the
// permissions in the file in which this reference definition field occurs." The loader is the
// caller's (robots-policy/fetch has one with the same limits and an address guard), so the
// core stays free of I/O.
import type { AcapDefinitions, AcapPermissionsReference, AcapPolicy, AcapRecord } from "./model.js";
import type { Diagnostic } from "../core/types.js";
import { checkParsed, REPARSE, WITH_DERIVED, type ParsedRobotsTxt } from "../rfc9309/reading.js";
import { ACAP, acapExtension } from "./extension.js";

/** A file an ACAP-permissions-reference names: its ACAP read with the referring file's definitions, and its diagnostics. */
interface Referenced {
  readonly acap: AcapPolicy;
  readonly diagnostics: readonly Diagnostic[];
}
import { checkOptions, type Content, type ParseOptions } from "../core/arguments.js";

/** Loads a referenced resource's text, or undefined when it cannot be had. */
/** Loads a referenced file: its text, or its UTF-8 bytes (an ArrayBuffer, a Uint8Array or any view). */
export type ReferenceLoader = (
  locator: string,
) => Promise<string | ArrayBuffer | ArrayBufferView | undefined>;

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
export async function resolveReferences<R extends ParsedRobotsTxt>(
  robots: R,
  load: ReferenceLoader,
  options: ParseOptions = {},
): Promise<R> {
  checkParsed(robots, "resolveReferences");
  if (typeof load !== "function")
    throw new TypeError(
      "resolveReferences: expected a loader function (locator) => Promise<string | undefined>",
    );
  checkOptions(options, "{ maxBytes: 512000 }");
  const acapPolicy = robots.derive(ACAP);
  const added: Diagnostic[] = [];
  const report: Report = (severity, code, message, { line, column }) =>
    added.push({ severity, code, message, line, column, spec: SPEC });
  const records: AcapRecord[] = [];
  // One read per locator: its records' fields name its definitions by name (§2.4.1.3), kept
  // once in referencedDefinitions under the locator rather than copied into every record.
  const read = new Map<string, Promise<Referenced | undefined>>();
  const referencedDefinitions = [...(acapPolicy.referencedDefinitions ?? [])];
  for (const record of acapPolicy.records) {
    const reference = record.permissionsReference;
    if (!reference) {
      records.push(record);
      continue;
    }
    let referenced = read.get(reference.locator);
    if (!referenced) {
      referenced = readReference(robots, load, reference, options, acapPolicy.definitions, report);
      read.set(reference.locator, referenced);
      const definitions = (await referenced)?.acap.definitions;
      if (definitions && hasDefinitions(definitions))
        referencedDefinitions.push({ source: reference.locator, definitions });
    } else if ((await referenced) === undefined) reportUnloaded(reference, report);
    const content = await referenced;
    const replacement =
      content === undefined ? undefined : referencedRecords(content, record, reference, report);
    if (replacement) records.push(...replacement);
    else records.push(record);
  }
  if (
    added.length === 0 &&
    records.length === acapPolicy.records.length &&
    records.every((r, i) => r === acapPolicy.records[i])
  )
    return robots;
  const diagnostics = [...robots.diagnosticsOf(ACAP), ...added].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
  const acap: AcapPolicy = {
    ...acapPolicy,
    ...(referencedDefinitions.length > 0 ? { referencedDefinitions } : {}),
    records,
  };
  return robots[WITH_DERIVED](ACAP, { value: acap, diagnostics });
}

function hasDefinitions(d: AcapDefinitions): boolean {
  return d.qualifiedUsages.length + d.compositeUsages.length + d.resourceSets.length > 0;
}

/** The referenced file's policy, read with the referring file's definitions; undefined (reported) when it cannot be loaded. */
async function readReference(
  robots: ParsedRobotsTxt,
  load: ReferenceLoader,
  reference: AcapPermissionsReference,
  options: ParseOptions,
  definitions: AcapDefinitions,
  report: Report,
): Promise<Referenced | undefined> {
  const content = await loadReference(load, reference, report);
  return content === undefined ? undefined : readReferenced(robots, content, options, definitions);
}

/** Reports on the line of the reference. */
type Report = (
  severity: Diagnostic["severity"],
  code: string,
  message: string,
  reference: AcapPermissionsReference,
) => void;

/** The referenced resource's content; undefined (reported) when it cannot be loaded. */
async function loadReference(
  load: ReferenceLoader,
  reference: AcapPermissionsReference,
  report: Report,
): Promise<Content | undefined> {
  let content: Content | undefined;
  try {
    content = await load(reference.locator);
  } catch (error) {
    report(
      "warning",
      "acap-permissions-reference-failed",
      `"${reference.locator}" could not be loaded (${error instanceof Error ? error.message : String(error)}); the record has no permissions`,
      reference,
    );
    return undefined;
  }
  if (content === undefined) reportUnloaded(reference, report);
  return content;
}

function reportUnloaded(reference: AcapPermissionsReference, report: Report): void {
  report(
    "warning",
    "acap-permissions-reference-failed",
    `"${reference.locator}" could not be loaded; the record has no permissions`,
    reference,
  );
}

/**
 * The records that take the place of `record`: those of the referenced file addressed to its
 * crawlers or to "*", now addressed to `record`'s crawlers; undefined (reported) when the
 * referenced file itself holds a reference, so `record` stays as it is.
 */
function referencedRecords(
  referenced: Referenced,
  record: AcapRecord,
  reference: AcapPermissionsReference,
  report: Report,
): AcapRecord[] | undefined {
  const chain = referenced.acap.records.find((r) => r.permissionsReference);
  if (chain) {
    report(
      "error",
      "acap-permissions-reference-chain",
      `"${reference.locator}" itself holds ACAP-permissions-reference (its line ${chain.permissionsReference!.line}); references may not be chained, so it is not used`,
      reference,
    );
    return undefined;
  }
  for (const d of referenced.diagnostics)
    if (d.severity !== "info")
      report(
        d.severity,
        "acap-permissions-reference-diagnostic",
        `in "${reference.locator}" line ${d.line}:${d.column}: ${d.message} (${d.spec})`,
        reference,
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
      reference,
    );
  return relevant.map((r) => ({ ...r, crawlers: record.crawlers, source: reference.locator }));
}

/**
 * Reads a referenced file (ACAP-1 §2.4.1.3: with the definitions of the file that refers to it)
 * into the referring file's class: its diagnostics are that class's (the batteries-included
 * RobotsTxt's are every specification's), with its ACAP read with those definitions.
 */
function readReferenced(
  robots: ParsedRobotsTxt,
  content: Content,
  options: ParseOptions,
  definitions: AcapDefinitions,
): Referenced {
  const parsed = robots[REPARSE](content, options);
  const extension = acapExtension(definitions);
  const acap = parsed.derive(extension);
  const own = parsed.diagnosticsOf(extension);
  const read = parsed[WITH_DERIVED](ACAP, { value: acap, diagnostics: own });
  const listed = new Set(read.diagnostics);
  const diagnostics = [...read.diagnostics, ...own.filter((d) => !listed.has(d))].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
  return { acap, diagnostics };
}
