// RFC 9309 §2.2.4 "other records": every field that is not user-agent, allow or disallow.
// Once the rule sets are made, the reader gives meaning to the fields every crawler reads:
// politeness, Sitemap, Host and Clean-param (rule-set-fields.ts). What a specification adds (ACAP,
// App-Directives, AI preferences) it reads itself, when asked, through src/rfc9309/reading.ts.
import type { ExtensionField } from "../core/types.js";
import type { MutableGroup, SectionStarts } from "../core/mutable-group.js";
import type { DiagnosticList } from "../core/diagnostics.js";
import { lowerFields, type FileFields } from "./rule-set-fields.js";

export interface OtherFieldsInput {
  /** Every field row's object, in file order. */
  readonly fields: readonly ExtensionField[];
  readonly groups: readonly MutableGroup[];
  /** KOSTER-1996 records; those that hold the same lines as a group are that group's object. */
  readonly records: readonly MutableGroup[];
  readonly sections: SectionStarts;
  readonly diagnostics: DiagnosticList;
}

/** The passes over the other fields, once the rule sets are made. */
export function lowerOtherFields(input: OtherFieldsInput): FileFields {
  const { fields, groups, records, diagnostics } = input;
  return lowerFields(fields, groups, records, input.sections, diagnostics);
}
