// The diagnostics of robots.txt lines, groups and records (RFC 9309 §2.2, KOSTER-1996 §3.3) and google/robotstxt's lenient spellings: each code once, with its severity, section and message
// template. src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

/** The diagnostic codes of the robots.txt reader (RFC 9309 and KOSTER-1996 lines, groups, rules): severity, section and message of each (part of DIAGNOSTIC_CATALOGUE). */
export const RFC9309_DIAGNOSTICS = {
  "field-name-prefix": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: '"{name}" is read as "{field}" (google/robotstxt matches field names by prefix)',
  },
  "field-name-typo": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: '"{name}" is a misspelling of "{field}"; read as "{field}"',
  },
  "invalid-line": {
    severity: "warning",
    spec: "RFC 9309 §2.3.1.5",
    source: "robots.txt",
    message: 'expected a field name ("name: value"); the line is ignored',
  },
  "missing-colon": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: 'missing ":" after "{name}"',
  },
  "pattern-not-path": {
    severity: "warning",
    spec: "RFC 9309 §2.2.2",
    source: "robots.txt",
    message: '"{pattern}" does not start with "/" or "*"; it matches no URL path',
  },
  "record-without-rules": {
    severity: "info",
    spec: "KOSTER-1996 §3.3",
    source: "robots.txt",
    message: "a record with user-agent lines but no Allow/Disallow line before the next blank line",
  },
  "rule-outside-group": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: "{kind} rule before any user-agent line; it is ignored",
  },
  "rule-outside-record": {
    severity: "info",
    spec: "KOSTER-1996 §3.3",
    source: "robots.txt",
    message:
      "{kind} rule after a blank line without a new user-agent line; the 1996 draft ignores it",
  },
  "unknown-field": {
    severity: "info",
    spec: "RFC 9309 §2.2.4",
    source: "robots.txt",
    message: '"{name}" is not a field this library reads; it does not end a group',
  },
  "user-agent-invalid": {
    severity: "warning",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message: 'user-agent "{value}" has no product token; it matches no crawler',
  },
  "user-agent-not-identifier": {
    severity: "info",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message:
      '"{token}" has characters outside RFC 9309\'s identifier ([A-Za-z_-]); matched as written',
  },
  "user-agent-not-token": {
    severity: "info",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message: 'user-agent "{value}" is read as the product token "{token}"',
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;

// The diagnostics of the politeness fields read per rule set (rule-set-fields.ts): the ROBOTS-2.0
// fields and what crawlers read beside them (Crawl-delay, Sitemap, Host, Clean-param). Kept as
// their own list so that the public catalogue keeps its order (src/diagnostic-catalogue.ts).
/** The diagnostic codes of the politeness field values (Crawl-delay, Request-rate, Visit-time, Robot-version, Clean-param …). */
export const POLITENESS_FIELD_DIAGNOSTICS = {
  "clean-param-invalid": {
    severity: "warning",
    spec: "Yandex Clean-param",
    source: "robots.txt",
    message: 'Clean-param "{value}" is not "p0[&p1…] [path]"; ignored',
  },
  "crawl-delay-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Request-rate (Crawl-delay is its de-facto form)",
    source: "robots.txt",
    message: 'Crawl-delay "{value}" is not a number of seconds; ignored',
  },
  "host-invalid": {
    severity: "warning",
    spec: "Yandex Host",
    source: "robots.txt",
    message: 'Host "{value}" is not a host name; ignored',
  },
  "host-repeated": {
    severity: "info",
    spec: "Yandex Host",
    source: "robots.txt",
    message: "a later Host line is ignored (the first counts)",
  },
  "request-rate-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Request-rate",
    source: "robots.txt",
    message: 'Request-rate "{value}" is not "<documents>/<time>[unit] [window]"; ignored',
  },
  "robot-version-experimental": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message:
      "Robot-version {version} is experimental (odd minor version): the rule set is ignored under robots2",
  },
  "robot-version-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message: 'Robot-version "{value}" is not "major.minor.patch" with major 1 or 2; ignored',
  },
  "robot-version-misplaced": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message: "Robot-version must be the first line after the User-agent lines; ignored",
  },
  "sitemap-invalid": {
    severity: "warning",
    spec: "sitemaps.org (Sitemap in robots.txt)",
    source: "robots.txt",
    message: 'Sitemap "{value}" is not an absolute http(s) URL; ignored',
  },
  "visit-time-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Visit-time",
    source: "robots.txt",
    message: 'Visit-time "{value}" is not two times of day; ignored',
  },
  "visit-time-repeated": {
    severity: "warning",
    spec: "ROBOTS-2.0 Visit-time",
    source: "robots.txt",
    message: "a rule set has one Visit-time; a later one is ignored",
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
