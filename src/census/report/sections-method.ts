// The report's methodology: the run (tool, panel, times, shards), the knobs, the definitions and
// the denominators, the inputs with their checksums.
import { countCell, textCell, type Section } from "./document.js";
import type { CensusSummary, DenominatorName } from "./summary-types.js";

/** What each measure means (docs/census.md, "Verdicts" and "Aggregates", says more). */
export const DEFINITIONS: readonly string[] = [
  "Verdicts are over every path of the site, decided by the matcher over the file's own patterns: `full` no path may be crawled, `partial` some may not, `none` all may, `explicit-allow` all may and the group that says so names the crawler.",
  "Mentioned: a group names the crawler (an explicit verdict). Fully blocked by name: its own group blocks every path. Fully (partly) blocked, effective: the group that applies (its own, else `*`), after the retrieval outcome. Explicitly allowed: its own group allows every path. Collateral: a search crawler blocked by lines meant for AI crawlers.",
  "Operators and purposes come from the crawler panel; a capture counts once for a group when at least one of its crawlers meets the measure.",
  "Block set: `*` when the `*` group blocks every path, then the panel crawlers fully blocked by their own group. Co-blocking: parsed files whose block set holds both AI crawlers.",
  "Conflict: a crawler fully blocked (effective) whose preferences allow a use (Content-Usage `y` or Content-Signal `yes` for some category): the file both forbids crawling and states a permission that needs it.",
  "Intervals: Wilson score, 95 % (z = 1.96); none when the denominator is 0.",
];

/** The access profiles' words. */
const ACCESS: Readonly<Record<string, string>> = {
  rfc9309: "RFC 9309 §2.3.1: 4xx allows all, 5xx and network errors disallow all",
  koster1996: "KOSTER-1996 §3.1: 401 and 403 disallow all, 404 allows all, other failures defer",
};

/** The methodology section. */
export function methodologySection(summary: CensusSummary): Section {
  const { manifest, denominators } = summary;
  const run = [
    ["tool", `${manifest.tool.name} ${manifest.tool.version}`],
    ["crawler panel", `${manifest.panel.crawlers} crawlers, sha256 ${manifest.panel.sha256}`],
    ["started", manifest.started],
    ["finished", manifest.finished],
    [
      "shards",
      manifest.shards === undefined
        ? "whole (not sharded)"
        : manifest.shards.map((s) => `${s.index}/${s.count}`).join(", "),
    ],
    [
      "formats",
      `row ${manifest.formats.row}, aggregate ${manifest.formats.aggregate}, summary ${manifest.formats.summary}`,
    ],
  ];
  return {
    id: "methodology",
    title: "Methodology",
    paragraphs: DEFINITIONS,
    tables: [
      {
        headers: ["Run", ""],
        rows: run.map(([k, v]) => [textCell(k as string), textCell(v as string)]),
      },
      {
        headers: ["Knob", "Value", "Meaning"],
        rows: [
          [
            textCell("access"),
            textCell(manifest.knobs.access),
            textCell(ACCESS[manifest.knobs.access] ?? ""),
          ],
          [
            textCell("profile"),
            textCell(manifest.knobs.profile),
            textCell(
              manifest.knobs.profile === "google"
                ? "robots.txt read as google/robotstxt reads it"
                : "robots.txt read per RFC 9309",
            ),
          ],
        ],
      },
      {
        headers: ["Denominator", "Definition", "Count"],
        rows: (Object.keys(denominators) as DenominatorName[]).map((name) => [
          textCell(name),
          textCell(denominators[name].label),
          countCell(denominators[name].count),
        ]),
      },
      {
        headers: ["Input", "Kind", "Octets", "sha256"],
        rows: manifest.inputs.map((input) => [
          textCell(input.path),
          textCell(input.files === undefined ? input.kind : `${input.kind} (${input.files} files)`),
          countCell(input.size),
          textCell(input.sha256),
        ]),
      },
    ],
  };
}
