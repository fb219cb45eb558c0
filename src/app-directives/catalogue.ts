// The diagnostics of App-Directives lines (APP-DIRECTIVES, RFC 9651 lists): each code once, with its severity, section and message
// template. src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

/** The diagnostic codes of APP-DIRECTIVES: severity, section and message of each (part of DIAGNOSTIC_CATALOGUE). */
export const APP_DIRECTIVES_DIAGNOSTICS = {
  "app-directives-invalid": {
    severity: "warning",
    spec: "RFC 9651 §4.2",
    source: "robots.txt",
    message:
      "the App-Directives value is not a path and a structured-field List ({problem}); ignored",
  },
  "app-directives-member-not-token": {
    severity: "warning",
    spec: "APP-DIRECTIVES §2",
    source: "robots.txt",
    message: "an App-Directives member must be a Token naming an application",
  },
  "app-directives-not-global": {
    severity: "warning",
    spec: "APP-DIRECTIVES §1.3",
    source: "robots.txt",
    message:
      'App-Directives in a group for {agents} reach only those; put them under "User-Agent: *"',
  },
  "app-directives-outside-group": {
    severity: "warning",
    spec: "APP-DIRECTIVES §2",
    source: "robots.txt",
    message: "App-Directives before any User-agent line applies to no application",
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
