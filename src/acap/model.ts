// The ACAP part of the policy model (ACAP-1): records addressed to crawlers, their
// permissions and prohibitions per usage type with typed qualifiers, sub-records per usage
// purpose, action requests, and the file-wide definitions and version. Plain data. The usage
// types and qualifiers are the vocabulary ACAP shares with robots META tags and X-Robots-Tag
// (src/core/usages.ts); they are exported from here as before.
import type { SourcePosition } from "../core/position.js";
import type { AcapQualifier, AcapUsageType } from "../core/usages.js";

export {
  ACAP_BASIC_USAGES,
  ACAP_PRESENT_TYPES,
  ACAP_QUALIFIERS,
  ACAP_USAGE_TYPES,
} from "../core/usages.js";
export type {
  AcapBasicUsage,
  AcapQualifier,
  AcapQualifierName,
  AcapUsageType,
  IncludeResource,
  ResourceLocator,
  TargetCondition,
  TimeLimit,
  UseResource,
} from "../core/usages.js";

/**
 * One permission (`allow`) or prohibition (`disallow`) field (§2.4), as written: one per line.
 * Definitions are named, not copied (issue 24: a resource set or composite usage named by
 * every line of a file made the model quadratic): a locally-defined usage and a resource set
 * are found by name in the definitions in scope (`AcapPolicy.definitions`, or for a record read
 * from an ACAP-permissions-reference its file's, `AcapPolicy.referencedDefinitions`, then the
 * referring file's).
 */
export interface AcapPermission extends SourcePosition {
  readonly kind: "allow" | "disallow";
  /** The standard usage type (§2.5) the field names; absent when it names a locally-defined usage. */
  readonly usage?: AcapUsageType;
  /** §2.4.1.3: the locally-defined usage the field names, as its definition spells it: a qualified (§2.7.1) or composite (§2.7.2) usage. */
  readonly localUsage?: string;
  /** §2.4.4: the resource path pattern, as written; absent when the field names a resource set. */
  readonly pattern?: string;
  /** §2.4.5: the resource set the field names, as its definition spells it. */
  readonly resourceSet?: string;
  /** The field's own qualifiers (§2.4.1.2); a locally-defined usage's are in its definition. */
  readonly qualifiers: readonly AcapQualifier[];
  readonly text: string;
}

/** §2.3.3: one usage purpose a sub-record is addressed to, a name or URI pattern as written. */
export interface AcapUsagePurpose extends SourcePosition {
  readonly pattern: string;
}

/** §2.3: a sub-record, addressed to usage purposes. */
export interface AcapSubRecord extends SourcePosition {
  readonly purposes: readonly AcapUsagePurpose[];
  readonly permissions: readonly AcapPermission[];
}

/** §2.3.1: one crawler an ACAP record is addressed to (an `ACAP-crawler` line). */
export interface AcapCrawler extends SourcePosition {
  /** The name as written, or "*" (any crawler). */
  readonly name: string;
}

/** §2.6 action requests. */
export interface AcapActionRequest extends SourcePosition {
  readonly action: "take-down" | "re-crawl";
  readonly path: string;
  readonly text: string;
}

/**
 * §2.3.2: an `ACAP-permissions-reference` line: the locator of a file that holds the record's
 * permissions instead (`resolveReferences` reads it).
 */
export interface AcapPermissionsReference extends SourcePosition {
  readonly locator: string;
}

/** §2.3: an ACAP record. */
export interface AcapRecord extends SourcePosition {
  /** Set on records read from an ACAP-permissions-reference: the locator they came from (§2.3.2). */
  readonly source?: string;
  readonly crawlers: readonly AcapCrawler[];
  readonly permissionsReference?: AcapPermissionsReference;
  /** The record's own permissions and prohibitions (not in a sub-record). */
  readonly permissions: readonly AcapPermission[];
  readonly actionRequests: readonly AcapActionRequest[];
  readonly subRecords: readonly AcapSubRecord[];
}

/** §2.7: the valid definitions of a file, in file order (names compare case-insensitively). */
export interface AcapDefinitions {
  readonly qualifiedUsages: readonly AcapQualifiedUsage[];
  readonly compositeUsages: readonly AcapCompositeUsage[];
  readonly resourceSets: readonly AcapResourceSet[];
}

/** §2.7.1: a qualified usage definition: a name for a usage type with its qualifiers. */
export interface AcapQualifiedUsage extends SourcePosition {
  readonly name: string;
  readonly usage: AcapUsageType;
  readonly qualifiers: readonly AcapQualifier[];
}

/** §2.7.2: a composite usage definition: a name for several usages granted or withheld together. */
export interface AcapCompositeUsage extends SourcePosition {
  readonly name: string;
  /**
   * The constituents in order: standard usage types, and qualified usages by name (with their
   * usage type; their qualifiers are in their definition, which precedes this one).
   */
  readonly usages: readonly AcapConstituent[];
}

/** §2.7.2: one constituent of a composite usage. */
export interface AcapConstituent {
  readonly usage: AcapUsageType;
  /** The qualified usage (§2.7.1) this constituent names, as its definition spells it. */
  readonly localUsage?: string;
}

/** §2.4.5 ACAP-resource-set: a name for several path patterns, which a field can name at once. */
export interface AcapResourceSet extends SourcePosition {
  readonly name: string;
  readonly patterns: readonly string[];
}

/** The definitions of one file read through an ACAP-permissions-reference. */
export interface AcapReferencedDefinitions {
  /** The locator the file was read from (the records' `source`). */
  readonly source: string;
  readonly definitions: AcapDefinitions;
}

/** Everything ACAP in one robots.txt file. */
export interface AcapPolicy {
  /** §2.8 [V1.1] ACAP-version, e.g. "1.1". */
  readonly version?: SourcePosition & {
    readonly version: string;
    readonly major: number;
    readonly minor: number;
  };
  /** §2.10.3 the "##ACAP version=…" comment. */
  readonly versionComment?: SourcePosition & { readonly version: string };
  /** §2.10.1 */
  readonly ignoreConventionalRecords: boolean;
  readonly definitions: AcapDefinitions;
  /**
   * §2.3.2: the definitions of the files read through ACAP-permissions-reference
   * (`resolveReferences`), by locator; the fields of the records read from a file
   * (`AcapRecord.source`) name them first, then the referring file's (§2.4.1.3).
   */
  readonly referencedDefinitions?: readonly AcapReferencedDefinitions[];
  readonly records: readonly AcapRecord[];
  /** §2.10.2: lines of conventional fields that stand inside ACAP records (ignored by ACAP crawlers). */
  readonly conventionalLinesInAcapRecords: readonly number[];
}
