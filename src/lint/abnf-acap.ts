// The strict check of ACAP-1 / ACAP-2's ABNF on the ACAP- lines of a file (lint --strict).
import type { DiagnosticSink } from "../core/diagnostics.js";

/** Reports where the ACAP- lines of the text depart from the ACAP ABNF. */
export function acapAbnfDepartures(text: string, sink: DiagnosticSink): void {
  // filled by the ACAP strict checks
  void text;
  void sink;
}
