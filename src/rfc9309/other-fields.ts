// RFC 9309 §2.2.4 "other records": every field that is not user-agent, allow or disallow.
// While the lines are read, each is kept in file order and with its group and record; once
// they are all read, the passes that give them meaning run over the whole file: politeness,
// Sitemap, Host and Clean-param (src/robots2/fields.ts), App-Directives, AI preferences
// (Content-Usage, Content-Signal) and ACAP (which also reads lines that are not fields).
import type { RawLine } from "./raw.js";
import type { ExtensionField, Policy } from "../core/types.js";
import type { MutableGroup } from "../core/mutable-group.js";
import { lowerAcap } from "../acap/lower.js";
import type { AcapDefinitions } from "../acap/model.js";
import { isAppDirectivesField, lowerAppDirectives } from "../app-directives/lower.js";
import { isAiprefField, lowerAiPreferences } from "../aipref/lower.js";
import { lowerFields, type FileFields } from "../robots2/fields.js";
import { reportMissingColon } from "../google/lenient-lines.js";
import type { LowerContext, RawKeyedLine } from "./context.js";
import { addFieldToRuleSets } from "./groups.js";
import { nameColumn } from "./diagnose.js";

/** Field names this library or a later layer reads; any other name is reported once. */
const KNOWN_FIELDS = new Set([
  "sitemap",
  "crawl-delay",
  "host",
  "clean-param",
  "request-rate",
  "visit-time",
  "robot-version",
  "comment",
  "app-directive",
  "app-directives",
  "content-signal",
  "content-usage",
  "noindex",
]);

/** Keeps an other field for the passes below; `field.name` is lower-case, `node.name` as written. */
export function lowerOtherField(
  ctx: LowerContext,
  field: ExtensionField,
  node: RawKeyedLine,
  index: number,
): void {
  const name = field.name;
  // ACAP lines are read (and reported) whole by src/acap/lower.ts.
  const acap = name.startsWith("acap-");
  if (acap) ctx.acapLineIndexes.push(index);
  ctx.fields.push(field);
  addFieldToRuleSets(ctx, field);
  if (!node.colon && !acap)
    reportMissingColon(ctx.diagnostics, node.name, field.line, field.column);
  if (!KNOWN_FIELDS.has(name) && !acap && !ctx.unknownFieldsReported?.has(name)) {
    (ctx.unknownFieldsReported ??= new Set()).add(name);
    ctx.diagnostics.add(
      "info",
      "unknown-field",
      `"${node.name}" is not a field this library reads; it does not end a group`,
      field.line,
      nameColumn(field.text),
      "RFC 9309 §2.2.4",
    );
  }
}

export interface OtherFields {
  readonly fileFields: FileFields;
  readonly acap: Policy["acap"];
}

/** The passes over the other fields, once every line is read; `records` share groups where they can. */
export function lowerOtherFields(
  ctx: LowerContext,
  records: readonly MutableGroup[],
  lines: readonly RawLine[],
  acapDefinitions: AcapDefinitions | undefined,
): OtherFields {
  const { fields, diagnostics } = ctx;
  const groups = ctx.groups.all;
  const fileFields = lowerFields(fields, groups, records, ctx.sections, diagnostics);
  // Every rule set starts with no App-Directives; only files with such a line need the pass.
  if (ctx.sawAppDirectives || fields.some((f) => isAppDirectivesField(f.name)))
    lowerAppDirectives(fields, groups, records, diagnostics);
  if (fields.some((f) => isAiprefField(f.name))) lowerAiPreferences(fields, groups, diagnostics);
  const acap = lowerAcap(
    ctx.text,
    lines,
    ctx.acapLineIndexes,
    ctx.versionCommentIndex,
    diagnostics,
    acapDefinitions,
  );
  return { fileFields, acap };
}
