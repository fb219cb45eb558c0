// RFC 9309 §2.2.4 "other records": every field that is not user-agent, allow or disallow.
// Once the rule sets are made, the passes that give the fields meaning run over the whole
// file: politeness, Sitemap, Host and Clean-param (src/robots2/fields.ts), App-Directives, AI
// preferences (Content-Usage, Content-Signal) and ACAP (which also reads lines that are not
// fields).
import type { ExtensionField, Policy } from "../core/types.js";
import type { MutableGroup, SectionStarts } from "../core/mutable-group.js";
import type { DiagnosticList } from "../core/diagnostics.js";
import { ROW_ACAP, ROW_FIELD, type RuleFile } from "../core/rule-file.js";
import { lowerAcap } from "../acap/lower.js";
import type { AcapDefinitions } from "../acap/model.js";
import { isAppDirectivesField, lowerAppDirectives } from "../app-directives/lower.js";
import { isAiprefField, lowerAiPreferences } from "../aipref/lower.js";
import { lowerFields, type FileFields } from "./rule-set-fields.js";

export interface OtherFieldsInput {
  readonly file: RuleFile;
  /** Every field row's object, in file order. */
  readonly fields: readonly ExtensionField[];
  readonly groups: readonly MutableGroup[];
  /** KOSTER-1996 records; those that hold the same lines as a group are that group's object. */
  readonly records: readonly MutableGroup[];
  readonly sections: SectionStarts;
  readonly diagnostics: DiagnosticList;
  /** ACAP-1 §2.4.1.3: definitions of the file that refers to this one by ACAP-permissions-reference. */
  readonly acapDefinitions: AcapDefinitions | undefined;
}

export interface OtherFields {
  readonly fileFields: FileFields;
  readonly acap: Policy["acap"];
}

/** The rows src/acap/lower.ts reads whole: ACAP fields, and ACAP lines without a colon. */
function acapRows(file: RuleFile): number[] {
  const rows: number[] = [];
  for (let row = 0; row < file.rowCount; row++) {
    const kind = file.kind(row);
    if (kind === ROW_ACAP || (kind === ROW_FIELD && isAcapName(file.fieldName(row))))
      rows.push(row);
  }
  return rows;
}

/** "ACAP-…" in any case. */
function isAcapName(name: string): boolean {
  return name.length >= 5 && name.slice(0, 5).toLowerCase() === "acap-";
}

/** The passes over the other fields, once the rule sets are made. */
export function lowerOtherFields(input: OtherFieldsInput): OtherFields {
  const { file, fields, groups, records, diagnostics } = input;
  const fileFields = lowerFields(fields, groups, records, input.sections, diagnostics);
  // Every rule set starts with no App-Directives; only files with such a line need the pass.
  if (fields.some((f) => isAppDirectivesField(f.name)))
    lowerAppDirectives(fields, groups, records, diagnostics);
  if (fields.some((f) => isAiprefField(f.name))) lowerAiPreferences(fields, groups, diagnostics);
  const acap = lowerAcap({ file, acapRows: acapRows(file) }, diagnostics, input.acapDefinitions);
  return { fileFields, acap };
}
