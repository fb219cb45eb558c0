// The diagnostics of ACAP-1 records, definitions, qualifiers, versions and permissions references: each code once, with its severity, section and message
// template. src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

/** The diagnostic codes of ACAP-1 and ACAP-2: severity, section and message of each (part of DIAGNOSTIC_CATALOGUE). */
export const ACAP_DIAGNOSTICS = {
  "acap-action-request-in-sub-record": {
    severity: "warning",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message:
      "an action request (take-down, re-crawl) in a sub-record for a usage purpose is ignored",
  },
  "acap-any-crawler-with-others": {
    severity: "warning",
    spec: "ACAP-1 §2.3.1",
    source: "robots.txt",
    message: '"ACAP-crawler: *" named with other crawlers in one record',
  },
  "acap-definition-after-records": {
    severity: "warning",
    spec: "ACAP-1 §2.7",
    source: "robots.txt",
    message: "a definition (qualified / composite usage, resource set) after the records",
  },
  "acap-definition-duplicate": {
    severity: "error",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: "{name} is defined twice; the later definition is ignored",
  },
  "acap-definition-unknown": {
    severity: "error",
    spec: "ACAP-1 §2.4.1.3",
    source: "robots.txt",
    message: "({name}) is used but never defined; the field is ignored",
  },
  "acap-definition-used-before-defined": {
    severity: "error",
    spec: "ACAP-1 §2.7",
    source: "robots.txt",
    message: "({name}) is used before its definition",
  },
  "acap-field-outside-record": {
    severity: "warning",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message: "an ACAP field before any ACAP-crawler line belongs to no record",
  },
  "acap-field-unknown": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: '"{field}" is not an ACAP field; the line is ignored',
  },
  "acap-ignore-conventional-colon": {
    severity: "info",
    spec: "ACAP-1 §2.10.1",
    source: "robots.txt",
    message: "ACAP-ignore-conventional-records written with a colon; read anyway",
  },
  "acap-ignore-conventional-not-first": {
    severity: "warning",
    spec: "ACAP-1 §2.2.1",
    source: "robots.txt",
    message: "ACAP-ignore-conventional-records must come first; it is ignored",
  },
  "acap-invalid": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: "the ACAP line does not parse ({problem}); it is ignored",
  },
  "acap-local-usage-qualifiers": {
    severity: "warning",
    spec: "ACAP-1 §2.4.1.3",
    source: "robots.txt",
    message: "a locally-defined usage takes its qualifiers from its definition",
  },
  "acap-missing-colon": {
    severity: "warning",
    spec: "ACAP-1 §3",
    source: "robots.txt",
    message: 'missing ":" after "{field}"',
  },
  "acap-permissions-reference-not-alone": {
    severity: "error",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message: "ACAP-permissions-reference must be the only field of its record",
  },
  "acap-prohibition-local-usage": {
    severity: "error",
    spec: "ACAP-1 §2.4.2",
    source: "robots.txt",
    message: "a prohibition cannot name a locally-defined usage",
  },
  "acap-other-unqualified": {
    severity: "warning",
    spec: "ACAP-1 §2.5.6.1",
    source: "robots.txt",
    message: "allow-other needs usage-ref: field ignored",
  },
  "acap-prohibition-qualifiers": {
    severity: "warning",
    spec: ["ACAP-1 §2.4.2", "ACAP-2 §2.2.4"],
    source: "robots.txt",
    message: "a prohibition may not be qualified; the qualifiers are ignored",
  },
  "acap-qualified-usage-without-qualifiers": {
    severity: "warning",
    spec: "ACAP-1 §2.7.1",
    source: "robots.txt",
    message: "ACAP-qualified-usage ({name}) defines no qualifier",
  },
  "acap-qualifier-invalid": {
    severity: "warning",
    spec: ["ACAP-1 §2.5", "ACAP-2 §2.2.9"],
    source: "robots.txt",
    message: "{qualifier}: {problem} (in the qualifier's own section)",
  },
  "acap-qualifier-repeated": {
    severity: "info",
    spec: "ACAP-1 §2.5",
    source: "robots.txt",
    message: "{qualifier} repeated: ignored",
  },
  "acap-qualifier-unknown": {
    severity: "info",
    spec: "ACAP-1 §2.5 (Annex A)",
    source: "robots.txt",
    message:
      '"{qualifier}" is not an ACAP qualifier; a crawler that does not know it treats the permission as a prohibition',
  },
  "acap-record-without-fields": {
    severity: "warning",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message: "an ACAP record with no permission or prohibition",
  },
  "acap-resource-empty": {
    severity: "warning",
    spec: "ACAP-1 §2.4.4",
    source: "robots.txt",
    message: "no resource specification: the field is ignored",
  },
  "acap-resource-set-unknown": {
    severity: "error",
    spec: "ACAP-1 §2.4.5",
    source: "robots.txt",
    message: "resource set ({name}) is not defined",
  },
  "acap-sub-record-without-fields": {
    severity: "warning",
    spec: "ACAP-1 §2.3",
    source: "robots.txt",
    message: "a sub-record for a usage purpose with no field",
  },
  "acap-time-limit-spelling": {
    severity: "warning",
    spec: "ACAP-1 §2.5.3.1",
    source: "robots.txt",
    message: 'time-limit "{value}" is read as {reading}',
  },
  "acap-usage-purpose-space": {
    severity: "warning",
    spec: "ACAP-1 §2.3.3",
    source: "robots.txt",
    message: "a usage purpose name with spaces",
  },
  "acap-usage-unknown": {
    severity: "warning",
    spec: ["ACAP-1 §2.5", "ACAP-2 §2.2.9", "ACAP-2 §2.2.5"],
    source: "robots.txt",
    message: '"{usage}" is not an ACAP usage type; ignored',
  },
  "acap-v11-without-version": {
    severity: "warning",
    spec: ["ACAP-1 §2.8", "ACAP-2 §2.2.7"],
    source: "robots.txt",
    message: "{feature} is an ACAP 1.1 feature and there is no ACAP-version 1.1; ignored",
  },
  "acap-version-comment-differs": {
    severity: "info",
    spec: "ACAP-1 §2.10.3",
    source: "robots.txt",
    message: 'the "##ACAP version=" comment differs from ACAP-version; the field counts',
  },
  "acap-version-not-first": {
    severity: "warning",
    spec: "ACAP-1 §2.8",
    source: "robots.txt",
    message: "the ACAP-version field must precede all other ACAP records and fields",
  },
  "acap-version-repeated": {
    severity: "warning",
    spec: "ACAP-1 §2.8",
    source: "robots.txt",
    message: "a second ACAP-version field is ignored",
  },
  "acap-version-unsupported": {
    severity: "warning",
    spec: "ACAP-1 §2.8",
    source: "robots.txt",
    message: "ACAP-version {version} is not one this library reads",
  },
  "acap-permissions-reference-failed": {
    severity: "warning",
    spec: "ACAP-1 §2.3.2",
    source: "robots.txt",
    message: '"{locator}" could not be loaded ({problem}); the record has no permissions',
  },
  "acap-permissions-reference-chain": {
    severity: "error",
    spec: "ACAP-1 §2.3.2",
    source: "robots.txt",
    message:
      '"{locator}" itself holds ACAP-permissions-reference; references may not be chained, so it is not used',
  },
  "acap-permissions-reference-diagnostic": {
    severity: ["error", "warning"],
    spec: "ACAP-1 §2.3.2",
    source: "robots.txt",
    message:
      'in "{locator}" line {line}:{column}: {message} ({spec}), with that finding\'s severity',
  },
  "acap-permissions-reference-empty": {
    severity: "warning",
    spec: "ACAP-1 §2.3.2",
    source: "robots.txt",
    message: '"{locator}" has no ACAP record for {crawlers} or "*"',
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
