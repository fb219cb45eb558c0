// The ACAP part of the policy model (ACAP-1): records addressed to crawlers, their
// permissions and prohibitions per usage type with typed qualifiers, sub-records per usage
// purpose, action requests, and the file-wide definitions and version. Plain data.
import type { SourcePosition } from "../core/position.js";

/** ACAP-1 §2.5: the five basic usage types and the general type `other`. */
export const ACAP_BASIC_USAGES = [
  "crawl",
  "follow",
  "index",
  "preserve",
  "present",
  "other",
] as const;

/** ACAP-1 §2.5: the usage types based upon `present` ("present" followed by a used resource type). */
export const ACAP_PRESENT_TYPES = [
  "present-original",
  "present-currentcopy",
  "present-oldcopy",
  "present-snippet",
  "present-thumbnail",
  "present-oldsnippet",
  "present-oldthumbnail",
  "present-link",
] as const;

/** ACAP-1 §2.5: every usage type a field or a query can name, basic types first. */
export const ACAP_USAGE_TYPES = [...ACAP_BASIC_USAGES, ...ACAP_PRESENT_TYPES] as const;

/** ACAP-1 §2.5: one of the five basic usage types, or `other`. */
export type AcapBasicUsage = (typeof ACAP_BASIC_USAGES)[number];
/**
 * One ACAP-1 §2.5 usage type: what a crawler may or may not do with a resource (`index`,
 * `present-snippet` …).
 */
export type AcapUsageType = (typeof ACAP_USAGE_TYPES)[number];

/** ACAP-1 Annex A: the qualifier types. */
export const ACAP_QUALIFIERS = [
  "time-limit",
  "must-use-resource",
  "max-length",
  "prohibited-modification",
  "must-include-resource",
  "prohibited-context",
  "required-context",
  "target-condition",
  "usage-ref",
] as const;

/** ACAP-1 Annex A: the name of a qualifier type. */
export type AcapQualifierName = (typeof ACAP_QUALIFIERS)[number];

/** §2.5.3.1 time-limit values. */
export type TimeLimit =
  | { readonly kind: "until-recrawled" }
  | { readonly kind: "until-date"; readonly date: string }
  | { readonly kind: "days"; readonly days: number }
  | { readonly kind: "plus-terms" };

/** §2.5.5.6 / §2.5.6.1 where a resource is: in the page (id, class, meta), a text, or a URI. */
export interface ResourceLocator {
  readonly kind: "id" | "class" | "meta" | "text" | "uri";
  readonly value: string;
}

/** §2.5.3.2 must-use-resource values. */
export type UseResource =
  | {
      readonly kind: "extract";
      readonly by: "id" | "idlist" | "class" | "classlist" | "meta" | "taglist";
      readonly names: readonly string[];
    }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "uri"; readonly uri: string };

/** §2.5.5.6 must-include-resource and §2.5.6.1 usage-ref values. */
export type IncludeResource =
  | { readonly kind: "plus-terms" }
  | { readonly kind: "role"; readonly role: string; readonly locator: ResourceLocator }
  | { readonly kind: "uri"; readonly uri: string };

/** §2.5.5.9 target-condition values. */
export interface TargetCondition {
  readonly condition:
    | "ipaddressrangelist"
    | "ipaddressmasklist"
    | "permitteddomainlist"
    | "prohibiteddomainlist"
    | "permittedcountrylist"
    | "prohibitedcountrylist"
    | "rulesref";
  readonly values: readonly string[];
}

/** One qualifier as written, typed by its name (Annex A); `unknown` for names outside it. */
export type AcapQualifier = SourcePosition & { readonly text: string } & (
    | { readonly name: "time-limit"; readonly value: TimeLimit }
    | { readonly name: "must-use-resource"; readonly value: UseResource }
    | {
        readonly name: "max-length";
        readonly value: { readonly count: number; readonly unit: "chars" | "words" };
      }
    | { readonly name: "prohibited-modification"; readonly value: string }
    | { readonly name: "must-include-resource"; readonly value: IncludeResource }
    | { readonly name: "prohibited-context"; readonly value: string }
    | { readonly name: "required-context"; readonly value: string }
    | { readonly name: "target-condition"; readonly value: TargetCondition }
    | { readonly name: "usage-ref"; readonly value: IncludeResource }
    | { readonly name: "unknown"; readonly qualifier: string; readonly value: string }
  );

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
