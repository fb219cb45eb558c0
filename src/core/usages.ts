// The usage vocabulary that ACAP (ACAP-1 §2.5 and Annex A, in robots.txt; ACAP-2, in a page)
// shares with the robots META tag and X-Robots-Tag: the standard usage types a permission or
// a directive speaks of ("index", "follow", "present-snippet" …) and the qualifiers that
// restrict a permission ("max-snippet: 50" is present-snippet with max-length=50-chars,
// "unavailable_after" index with a time-limit). Names and values only; what they mean when
// deciding is src/acap/'s. src/acap/model.ts exports them as part of the ACAP model.
import type { SourcePosition } from "./position.js";

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

/** ACAP-1 §2.5: every standard usage type, the basic and general ones then those based upon `present`. */
export const ACAP_USAGE_TYPES = [...ACAP_BASIC_USAGES, ...ACAP_PRESENT_TYPES] as const;

/** A basic usage type, or `other` (ACAP-1 §2.5). */
export type AcapBasicUsage = (typeof ACAP_BASIC_USAGES)[number];
/** A standard usage type (ACAP-1 §2.5): what a permission, a robots directive or a query speaks of. */
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

/** A qualifier type of ACAP-1 Annex A. */
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
