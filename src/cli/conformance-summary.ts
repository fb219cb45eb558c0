// The results of a run, counted by specification and section, as text and as one JSON document.
import type { VectorResult } from "./conformance-compare.js";
import type { SuiteVector } from "./conformance-suite.js";

/** Counts of one specification's section (or of the whole run). */
export interface Counts {
  pass: number;
  fail: number;
  unsupported: number;
  open: number;
}

/** One section's line of the report. */
export interface SectionCounts extends Counts {
  readonly spec: string;
  readonly section: string;
  readonly title: string;
}

/** The report of a run: what `conformance --json` prints and report.json holds per adapter. */
export interface ConformanceReport {
  readonly adapter: string;
  readonly suite: string;
  readonly total: Counts & { readonly vectors: number };
  readonly sections: readonly SectionCounts[];
  /** Each failing vector with its sentence, what was expected and what came. */
  readonly failures: readonly {
    readonly id: string;
    readonly spec: string;
    readonly section: string;
    readonly sentence: string;
    readonly reason: string;
    readonly detail: string;
    readonly expected: unknown;
    readonly actual: unknown;
  }[];
  /** Each open vector with the reading the answer matched (null: none of them). */
  readonly open: readonly {
    readonly id: string;
    readonly reading: string | null;
    readonly answer: unknown;
  }[];
  readonly unsupported: readonly { readonly id: string; readonly why: string }[];
}

const zero = (): Counts => ({ pass: 0, fail: 0, unsupported: 0, open: 0 });

/** Counts and lists the results of `vectors` (same order). */
export function summarize(
  adapter: string,
  suite: string,
  vectors: readonly SuiteVector[],
  results: readonly VectorResult[],
): ConformanceReport {
  const total = zero();
  const sections = new Map<string, SectionCounts>();
  const failures: ConformanceReport["failures"][number][] = [];
  const open: ConformanceReport["open"][number][] = [];
  const unsupported: ConformanceReport["unsupported"][number][] = [];
  results.forEach((result, i) => {
    const vector = vectors[i]!;
    const key = `${vector.spec}\u0000${vector.section}`;
    const counts = sections.get(key) ?? {
      spec: vector.spec,
      section: vector.section,
      title: vector.title,
      ...zero(),
    };
    sections.set(key, counts);
    counts[result.status] += 1;
    total[result.status] += 1;
    if (result.status === "fail")
      failures.push({
        id: result.id,
        spec: result.spec,
        section: result.section,
        sentence: vector.sentence,
        reason: result.reason,
        detail: result.detail,
        expected: vector.expected ?? vector.readings,
        actual: result.actual,
      });
    else if (result.status === "open")
      open.push({ id: result.id, reading: result.reading, answer: result.answer });
    else if (result.status === "unsupported") unsupported.push({ id: result.id, why: result.why });
  });
  return {
    adapter,
    suite,
    total: { vectors: results.length, ...total },
    sections: [...sections.values()],
    failures,
    open,
    unsupported,
  };
}

const countsText = (c: Counts) =>
  `pass ${String(c.pass).padStart(4)}  fail ${String(c.fail).padStart(4)}  unsupported ${String(c.unsupported).padStart(4)}  open ${String(c.open).padStart(3)}`;

/** The report as text: sections by specification, totals, then the failing and open vectors. */
export function reportText(report: ConformanceReport): string {
  const lines = [
    `conformance: ${report.total.vectors} vectors of ${report.suite} against: ${report.adapter}`,
  ];
  if (report.total.vectors === 0)
    lines.push("  no vectors to ask (an empty suite, or all filtered out)");
  const width = Math.max(0, ...report.sections.map((s) => s.section.length));
  let spec: string | undefined;
  for (const s of report.sections) {
    if (s.spec !== spec) lines.push("", (spec = s.spec));
    lines.push(`  §${s.section.padEnd(width)}  ${countsText(s)}${s.title ? `  ${s.title}` : ""}`);
  }
  lines.push("", `total: ${countsText(report.total)}`);
  if (report.failures.length > 0) {
    lines.push("", "failing vectors:");
    for (const f of report.failures)
      lines.push(
        `  ${f.id}  (${f.reason}${f.detail && f.reason === "mismatch" ? "" : `: ${f.detail}`})`,
        ...(f.sentence ? [`    sentence: ${f.sentence}`] : []),
        `    expected: ${JSON.stringify(f.expected)}`,
        `    actual:   ${f.actual === null ? `(${f.reason})` : JSON.stringify(f.actual)}`,
      );
  }
  if (report.open.length > 0) {
    lines.push(
      "",
      "open vectors (the specification leaves them open; the reading the answer matches):",
    );
    for (const o of report.open)
      lines.push(
        `  ${o.id}  ${o.reading === null ? `none of the readings: ${JSON.stringify(o.answer)}` : o.reading}`,
      );
  }
  if (report.unsupported.length > 0)
    lines.push(
      "",
      `unsupported: ${report.unsupported.length} vector${report.unsupported.length === 1 ? "" : "s"} (--json lists them)`,
    );
  return `${lines.join("\n")}\n`;
}
