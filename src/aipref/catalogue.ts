// The diagnostics of AI usage preferences: Content-Usage, Content-Signal, TDMRep, and the AI-crawler audit: each code once, with its severity, section and message
// template. src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

/** The diagnostic codes of the AI usage preferences (AIPREF, Content Signals, TDMRep): severity, section and message of each (part of DIAGNOSTIC_CATALOGUE). */
export const AIPREF_DIAGNOSTICS = {
  "content-signal-invalid": {
    severity: "warning",
    spec: "Content Signals Policy",
    source: "robots.txt",
    message: 'expected "use=yes|no" entries separated by commas ({problem}): ignored',
  },
  "content-signal-not-global": {
    severity: "info",
    spec: "Content Signals Policy",
    source: "robots.txt",
    message:
      'Content-Signal in a group for {agents} reaches only those; the policy places it under "User-Agent: *"',
  },
  "content-signal-outside-group": {
    severity: "warning",
    spec: "RFC 9309 §2.2.1",
    source: "robots.txt",
    message: "Content-Signal before any User-agent line applies to no crawler",
  },
  "content-signal-unknown": {
    severity: "warning",
    spec: "Content Signals Policy",
    source: "robots.txt",
    message:
      '"{entry}" is not a Content Signal (search, ai-input, ai-train = yes|no; use=…): ignored',
  },
  "content-usage-invalid": {
    severity: "warning",
    spec: "AIPREF-VOCAB §6.5.1",
    source: "robots.txt",
    message:
      "not an RFC 9651 Dictionary ({problem}, e.g. an upper-case key); ignored: every category unknown",
  },
  "content-usage-legacy-label": {
    severity: "warning",
    spec: "AIPREF-VOCAB §6.4",
    source: "robots.txt",
    message: '"{label}" is a label of {revision}, not of revision 08: ignored',
  },
  "content-usage-outside-group": {
    severity: "warning",
    spec: "AIPREF-ATTACH §3",
    source: "robots.txt",
    message: "Content-Usage before any User-agent line applies to no crawler",
  },
  "content-usage-unknown-label": {
    severity: "info",
    spec: "AIPREF-VOCAB §6.4",
    source: "robots.txt",
    message: '"{label}" is not a category (train-ai, ai-use, search): ignored',
  },
  "content-usage-value-not-y-or-n": {
    severity: "info",
    spec: "AIPREF-VOCAB §6.5",
    source: "robots.txt",
    message: '"{label}" is not the Token y or n: unknown',
  },
  "tdmrep-invalid": {
    severity: "error",
    spec: "TDMRep §TDM File on the Origin Server",
    source: "tdmrep.json",
    message: "tdmrep.json is not a JSON array of rules; no rule applies",
  },
  "tdmrep-rule-invalid": {
    severity: "warning",
    spec: "TDMRep §TDM File on the Origin Server",
    source: "tdmrep.json",
    message: "rule {index} is skipped: {problem}",
  },
  "tdmrep-absent": {
    severity: "info",
    spec: "TDMRep §TDM File on the Origin Server",
    source: "tdmrep.json",
    message: "{why}: the site does not implement TDMRep, so the reservation is unset",
  },
  "tdm-reservation-invalid": {
    severity: "warning",
    spec: "TDMRep §tdm-reservation",
    source: "html",
    message: 'tdm-reservation "{value}" is not 0 or 1 (a protocol error): unset by this {carrier}',
  },
  "tdmrep-too-large": {
    severity: "error",
    spec: "TDMRep §TDM File on the Origin Server",
    source: "tdmrep.json",
    message: "tdmrep.json is longer than maxBytes octets; it is not read",
  },
  "ai-crawler-typo": {
    severity: "warning",
    spec: "RFC 9309 §2.2.1",
    source: "audit",
    message: 'User-agent "{value}" names no known crawler; did you mean "{crawler}"?',
  },
  "ai-preference-unreachable": {
    severity: "warning",
    spec: "AIPREF-ATTACH §3.1",
    source: "audit",
    message: "preferences stated for paths the same group may not crawl; they imply nothing",
  },
  "ai-crawler-ignores-robots-txt": {
    severity: "info",
    spec: "ai.robots.txt",
    source: "audit",
    message: "{crawler} has its own group, but its operator does not obey robots.txt",
  },
  "ai-crawler-not-blocked": {
    severity: "error",
    spec: "RFC 9309 §2.2.2",
    source: "audit",
    message: "{crawler} may crawl {path}, but the site means to block it (ai --blocked)",
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
