// The diagnostics of robots META, X-Robots-Tag and ACAP-2 in HTML: each code once, with its severity, section and message
// template. src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

/** The diagnostic codes of robots META tags, X-Robots-Tag and the page reader: severity, section and message of each (part of DIAGNOSTIC_CATALOGUE). */
export const HTML_DIAGNOSTICS = {
  "acap-meta-invalid": {
    severity: "warning",
    spec: "ACAP-2 §3",
    source: "html",
    message: '"{content}" is not ACAP META content ({problem}); the tag is ignored',
  },
  "acap-meta-local-usage": {
    severity: "warning",
    spec: "ACAP-2 §3",
    source: "html",
    message: "a locally-defined usage in a page (a page defines none); the tag is ignored",
  },
  "acap-class-invalid": {
    severity: "warning",
    spec: "ACAP-2 §2.2.5",
    source: "html",
    message: 'class "{value}" is not the-acap:allow-<usage> or the-acap:disallow-<usage>; ignored',
  },
  "acap-class-local-usage": {
    severity: "warning",
    spec: "ACAP-2 §2.2.5",
    source: "html",
    message: 'class "{value}" names a locally-defined usage; ignored',
  },
  "meta-in-body": {
    severity: "warning",
    spec: "ACAP-2 §2.2",
    source: "html",
    message: 'the robots META tag for "{name}" stands outside <head>; it is read anyway',
  },
  "page-diagnostics-limit": {
    severity: "info",
    spec: "ACAP-2 §2.2",
    source: "html",
    message:
      '{count} more "{code}" diagnostics are not listed (at most 10,000 of one code per page)',
  },
  "robots-directive-unknown": {
    severity: "info",
    spec: "ACAP-2 §2.2",
    source: "html",
    message: '"{directive}" is not a robots directive this library reads; ignored',
  },
  "robots-directive-repeated": {
    severity: "info",
    spec: "ACAP-2 §2.2",
    source: "html",
    message:
      '{count} directives repeat one written earlier in this tag (the first: "{directive}"); each is read once',
  },
  "x-robots-tag-invalid": {
    severity: "warning",
    spec: "ACAP-2 §2.2",
    source: "html",
    message: 'X-Robots-Tag "{value}" holds no directive',
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
