// lint --strict: where a file's text departs from the specifications' ABNF, which the reader
// does not hold it to (it is lenient by design, RFC 9309 §2.3.1.5: "use every parseable rule").
// The check is an extension on the public reading surface (src/rfc9309/reading.ts): it reads
// the file's text once, the first time lint asks, and keeps its diagnostics with the file; the
// parse path never carries it (ARCHITECTURE.md).
import type { RobotsTxtExtension } from "../rfc9309/reading.js";
import { rfc9309AbnfDepartures } from "./abnf-rfc9309.js";
import { acapAbnfDepartures } from "./abnf-acap.js";

/** The strict ABNF check as an extension: `robots.diagnosticsOf(STRICT_ABNF)` are the departures it found. */
export const STRICT_ABNF: RobotsTxtExtension<null> = {
  name: "strict-abnf",
  read({ text, diagnostics }) {
    rfc9309AbnfDepartures(text, diagnostics);
    acapAbnfDepartures(text, diagnostics);
    return null;
  },
};
