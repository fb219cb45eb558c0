// The diagnostics of robots.txt lines, groups and records (RFC 9309 §2.2, KOSTER-1996 §3.3) and google/robotstxt's lenient spellings: each code once, with its severity, section and message
// template. src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

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
