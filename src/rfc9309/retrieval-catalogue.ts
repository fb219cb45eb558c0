// The diagnostics of retrieval of /robots.txt (RFC 9309 §2.3): each code once, with its severity, section and message
// template (the reader's, since retrieval outcomes are RFC 9309's; src/fetch/ reports them). src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

export const RETRIEVAL_DIAGNOSTICS = {
  "charset-not-utf8": {
    severity: "warning",
    spec: "RFC 9309 §2.3",
    source: "retrieval",
    message: "Content-Type says charset={charset}; robots.txt is read as UTF-8",
  },
  "utf16-bom": {
    // An error where a file is read (the CLI): nothing of it can be read as robots.txt.
    severity: ["warning", "error"],
    spec: "RFC 9309 §2.3",
    source: "retrieval",
    message: "the body starts with a UTF-16 byte order mark; it is read as UTF-8",
  },
  "html-body": {
    severity: "warning",
    spec: "RFC 9309 §2.3.1.5",
    source: "retrieval",
    message: "the 2xx body is an HTML page, not robots.txt; it is read as text",
  },
  "body-truncated": {
    severity: "warning",
    spec: "RFC 9309 §2.5",
    source: "retrieval",
    message: "the body is longer than maxBytes octets; reading stopped there",
  },
  "stale-cache-used": {
    severity: "warning",
    spec: "RFC 9309 §2.3.1.4",
    source: "retrieval",
    message: "{reason}; the cached copy from {age} h ago stands in",
  },
  "status-invalid": {
    severity: "warning",
    spec: ["RFC 9110 §15, RFC 9309 §2.3.1.4", "RFC 9110 §15, KOSTER-1996 §3.1"],
    source: "retrieval",
    message: "HTTP {status} is not a final HTTP status: robots.txt could not be retrieved",
  },
  "not-modified-without-cache": {
    severity: "warning",
    spec: ["RFC 9110 §15.4.5, RFC 9309 §2.3.1.4", "RFC 9110 §15.4.5, KOSTER-1996 §3.1"],
    source: "retrieval",
    message: "HTTP 304 without a cached copy to keep: nothing was retrieved",
  },
  "redirect-without-location": {
    severity: "warning",
    spec: ["RFC 9309 §2.3.1.2", "KOSTER-1996 §3.1"],
    source: "retrieval",
    message: "HTTP {status} redirects without a Location: it cannot be followed",
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
