// The diagnostics of reading the input (RFC 9309 §2.5 size limit, UTF-8, google/robotstxt's partial BOM) and content that is not robots.txt at all: each code once, with its severity, section and message
// template. src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "./diagnostic-definition.js";

/** The diagnostic codes of reading the input itself (decoding, size): severity, section and message of each (part of DIAGNOSTIC_CATALOGUE). */
export const CORE_DIAGNOSTICS = {
  "diagnostics-limit": {
    severity: "info",
    spec: "RFC 9309 §2.5",
    source: "robots.txt",
    message:
      '{count} more "{code}" diagnostics are not listed (at most 10,000 of one code per file)',
  },
  "invalid-utf8": {
    severity: "warning",
    spec: "RFC 9309 §2.2",
    source: "robots.txt",
    message: "invalid UTF-8 (replaced by U+FFFD)",
  },
  "line-too-long": {
    severity: "warning",
    spec: "RFC 9309 §2.5",
    source: "robots.txt",
    message: "line longer than 16,663 octets; the rest is ignored (as google/robotstxt does)",
  },
  "not-robots-txt": {
    severity: "error",
    spec: "RFC 9309 §2.3.1.5",
    source: "robots.txt",
    message:
      "the content looks like {kind}, not robots.txt ({evidence}); no rules were found, so everything is allowed",
  },
  "partial-bom": {
    severity: "info",
    spec: "google/robotstxt robots.cc ParseRobotsTxt",
    source: "robots.txt",
    message:
      "the content starts with {octets}, part of a UTF-8 byte order mark, which profile google skips as google/robotstxt does (the other profiles read it on line 1, as invalid UTF-8)",
  },
  "size-limit": {
    severity: "warning",
    spec: "RFC 9309 §2.5",
    source: "robots.txt",
    message: "the content is longer than maxBytes octets; reading stopped there",
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
