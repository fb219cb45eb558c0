// Every diagnostic code this library gives, once: its severity, the specification section it
// rests on, where it comes from, and its message with {placeholders} for what the actual
// message names. For `lint --json` users and editors that switch on codes. Each
// specification's folder keeps its own list (`catalogue.ts`); this is where they meet. A test
// checks that every code given anywhere is here with this severity and section
// (test/api/diagnostics.test.ts), and the README lists them. Where one code is given under
// several sections (an ACAP qualifier has its own section; a rule in a page cites ACAP-2),
// `spec` lists the prefixes of each.
import { ACAP_DIAGNOSTICS } from "./acap/catalogue.js";
import { AIPREF_DIAGNOSTICS } from "./aipref/catalogue.js";
import { APP_DIRECTIVES_DIAGNOSTICS } from "./app-directives/catalogue.js";
import { CORE_DIAGNOSTICS } from "./core/catalogue.js";
import { RETRIEVAL_DIAGNOSTICS } from "./rfc9309/retrieval-catalogue.js";
import { HTML_DIAGNOSTICS } from "./html/catalogue.js";
import { LINT_DIAGNOSTICS } from "./lint/catalogue.js";
import { POLITENESS_FIELD_DIAGNOSTICS, RFC9309_DIAGNOSTICS } from "./rfc9309/catalogue.js";

export type { DiagnosticDefinition } from "./core/diagnostic-definition.js";

/**
 * Every diagnostic code the library gives, once, with its severity, specification section,
 * source and message template, so that tools can switch on codes.
 */
export const DIAGNOSTIC_CATALOGUE = Object.freeze({
  ...CORE_DIAGNOSTICS,
  ...RFC9309_DIAGNOSTICS,
  ...LINT_DIAGNOSTICS,
  ...POLITENESS_FIELD_DIAGNOSTICS,
  ...ACAP_DIAGNOSTICS,
  ...APP_DIRECTIVES_DIAGNOSTICS,
  ...HTML_DIAGNOSTICS,
  ...AIPREF_DIAGNOSTICS,
  ...RETRIEVAL_DIAGNOSTICS,
});

/** A diagnostic code the library gives (a key of `DIAGNOSTIC_CATALOGUE`). */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CATALOGUE;
