// The report's sections from summary.json: the funnel, the wildcard, per crawler, operator and
// purpose, block sets, co-blocking, preferences, conflicts, templates, diagnostics. The
// methodology section is in sections-method.ts.
import {
  MEASURES,
  OUTCOMES,
  STATUS_CLASSES,
  VERDICT_KINDS,
  type Measure,
} from "../aggregate-json.js";
import { methodologySection } from "./sections-method.js";
import {
  countCell,
  countShareCell,
  shareCell,
  textCell,
  type Cell,
  type Section,
  type Table,
} from "./document.js";
import type { CensusSummary, GroupSummary, MeasureShares, Share } from "./summary-types.js";
import { MEASURE_LABELS } from "./summary.js";

const CONTENT_ORDER = ["robots.txt", "empty", "html", "other"] as const;

function funnelSection(summary: CensusSummary): Section {
  const { funnel, denominators } = summary;
  const line = (stage: string, share: Share): Cell[] => [
    textCell(stage),
    countCell(share.count),
    shareCell(share),
    textCell(denominators[share.denominator].label),
  ];
  const rows: Cell[][] = [
    [textCell("captures"), countCell(denominators.captures.count), textCell(""), textCell("")],
  ];
  for (const c of STATUS_CLASSES)
    if (funnel.status[c].count > 0) rows.push(line(`status ${c}`, funnel.status[c]));
  for (const o of OUTCOMES)
    if (funnel.outcome[o].count > 0) rows.push(line(`outcome ${o}`, funnel.outcome[o]));
  for (const k of CONTENT_ORDER)
    if (funnel.content[k].count > 0) rows.push(line(`ok, body ${k}`, funnel.content[k]));
  rows.push(
    line("decided outcome", funnel.decided),
    line("parsed robots.txt files", funnel.parsed),
  );
  return {
    id: "funnel",
    title: "Status funnel",
    paragraphs: [
      "From every capture read to the robots.txt files parsed: the HTTP status class, the retrieval outcome under the access profile, the kind of body among captures retrieved, then the two populations the shares below are taken over.",
    ],
    tables: [{ headers: ["Stage", "Captures", "Share (95 % CI)", "Of"], rows }],
    chart: "funnel",
  };
}

function wildcardSection(summary: CensusSummary): Section {
  const { wildcard } = summary;
  const rows = VERDICT_KINDS.map((v) => [
    textCell(v),
    countCell(wildcard.parsed[v].count),
    shareCell(wildcard.parsed[v]),
    countCell(wildcard.decided[v].count),
    shareCell(wildcard.decided[v]),
  ]);
  return {
    id: "wildcard",
    title: "The `*` group",
    paragraphs: [
      "What a crawler that no group names gets: the verdict of the `*` group (none when there is no `*` group).",
    ],
    tables: [
      {
        headers: [
          "Verdict",
          "Parsed files",
          "Share (95 % CI)",
          "Decided captures",
          "Share (95 % CI)",
        ],
        rows,
      },
    ],
  };
}

/** The measure columns of the per-crawler, operator and purpose tables. */
const COLUMNS: readonly Measure[] = MEASURES;

function measureCells(shares: MeasureShares): Cell[] {
  return [
    ...COLUMNS.map((m) => countShareCell(shares.parsed[m])),
    countShareCell(shares.decided.fullEffective),
  ];
}

const MEASURE_HEADERS = [
  ...COLUMNS.map((m) => `${MEASURE_LABELS[m]} (of parsed files)`),
  "fully blocked, effective (of decided captures)",
];

function byMention<T extends MeasureShares>(a: T, b: T): number {
  return b.parsed.mentioned.count - a.parsed.mentioned.count;
}

function crawlerSection(summary: CensusSummary): Section {
  const rows = [...summary.crawlers]
    .sort(byMention)
    .map((c) => [
      textCell(c.name),
      textCell(c.operator),
      textCell(
        [c.ai ? "AI" : "", c.search ? "search" : ""].filter(Boolean).join(", ") || "archive",
      ),
      ...measureCells(c),
    ]);
  return {
    id: "crawlers",
    title: "Per crawler",
    paragraphs: [
      "Each cell: the count · its share (Wilson 95 % interval). Sorted by mentions; the HTML report sorts by any column.",
    ],
    tables: [{ headers: ["Crawler", "Operator", "Role", ...MEASURE_HEADERS], rows }],
    chart: "crawlers",
  };
}

function groupSection(id: string, title: string, groups: readonly GroupSummary[]): Section {
  const rows = [...groups]
    .sort(byMention)
    .map((g) => [textCell(g.name), countCell(g.crawlers.length), ...measureCells(g)]);
  return {
    id,
    title,
    paragraphs: [
      "A capture counts once for a group when at least one of the group's crawlers meets the measure (e.g. an operator is fully blocked by name when any of its crawlers is).",
    ],
    tables: [
      {
        headers: [
          title.replace("Per ", "").replace(/^./u, (c) => c.toUpperCase()),
          "Crawlers",
          ...MEASURE_HEADERS,
        ],
        rows,
      },
    ],
  };
}

function blockSetSection(summary: CensusSummary): Section {
  const { blockSets } = summary;
  const rows = blockSets.top.map((set, i) => [
    countCell(i + 1),
    textCell(set.crawlers.join(", ")),
    countCell(set.crawlers.length),
    countCell(set.count),
    shareCell(set),
  ]);
  return {
    id: "block-sets",
    title: "Most common block sets",
    paragraphs: [
      "A file's block set: `*` when its `*` group blocks every path, then every panel crawler its own group blocks fully, in panel order.",
      `${blockSets.distinct} distinct non-empty sets; ${blockSets.empty.count} parsed files (${shareCell(blockSets.empty).text}) have an empty one.`,
    ],
    tables: [{ headers: ["#", "Block set", "Members", "Parsed files", "Share (95 % CI)"], rows }],
  };
}

function coBlockingSection(summary: CensusSummary): Section {
  const { crawlers, counts } = summary.coBlocking;
  const table: Table = {
    headers: ["", ...crawlers],
    rows: crawlers.map((name, i) => [textCell(name), ...(counts[i] ?? []).map(countCell)]),
    note: "Parsed files blocking both crawlers fully by name; the diagonal: files blocking the crawler.",
  };
  return {
    id: "co-blocking",
    title: "Co-blocking of AI crawlers",
    paragraphs: [
      crawlers.length === 0
        ? "No AI crawler is fully blocked by name in any parsed file."
        : `The ${crawlers.length} AI crawlers most often fully blocked by name, pair by pair.`,
    ],
    tables: crawlers.length === 0 ? [] : [table],
    chart: "coBlocking",
  };
}

function preferenceSection(summary: CensusSummary): Section {
  const { preferences, conflicts } = summary;
  const values: Table = {
    headers: ["Vocabulary", "Key", "Value", "Parsed files", "Share (95 % CI)"],
    rows: preferences.values.map((v) => [
      textCell(v.vocabulary),
      textCell(v.key),
      textCell(v.value),
      countCell(v.count),
      shareCell(v),
    ]),
  };
  const byCrawler: Table = {
    headers: ["Crawler in conflict", "Parsed files", "Share (95 % CI)"],
    rows: conflicts.crawlers.map((c) => [textCell(c.name), countCell(c.count), shareCell(c)]),
  };
  const byKey: Table = {
    headers: ["Vocabulary", "Use allowed to a blocked crawler", "Parsed files", "Share (95 % CI)"],
    rows: conflicts.preferences.map((p) => [
      textCell(p.vocabulary),
      textCell(p.key),
      countCell(p.count),
      shareCell(p),
    ]),
  };
  return {
    id: "preferences",
    title: "AI preferences and conflicts",
    paragraphs: [
      `Content-Usage in ${shareCell(preferences.contentUsage).text} of parsed files, Content-Signal in ${shareCell(preferences.contentSignal).text}. A value counts a file once, however many crawlers it reaches.`,
      `Conflicts: a crawler fully blocked (effective) whose preferences allow a use (Content-Usage \`y\`, Content-Signal \`yes\`), in ${shareCell(conflicts.captures).text} of parsed files (${conflicts.captures.count}).`,
    ],
    tables: [values, ...(byCrawler.rows.length > 0 ? [byCrawler, byKey] : [])],
  };
}

function listSection(id: string, title: string, paragraph: string, table: Table): Section {
  return { id, title, paragraphs: [paragraph], tables: table.rows.length === 0 ? [] : [table] };
}

/** Every section of the report, in order. */
export function reportSections(summary: CensusSummary): Section[] {
  return [
    funnelSection(summary),
    wildcardSection(summary),
    crawlerSection(summary),
    groupSection("operators", "Per operator", summary.operators),
    groupSection("purposes", "Per purpose", summary.purposes),
    blockSetSection(summary),
    coBlockingSection(summary),
    preferenceSection(summary),
    listSection("templates", "Templates", "Parsed files that are a copy of a known template.", {
      headers: ["Template", "Parsed files", "Share (95 % CI)"],
      rows: summary.templates.map((t) => [textCell(t.name), countCell(t.count), shareCell(t)]),
    }),
    listSection(
      "diagnostics",
      "Diagnostics",
      "Captures with at least one diagnostic of a code, and the code's total.",
      {
        headers: ["Code", "Captures", "Share of captures (95 % CI)", "Total"],
        rows: summary.diagnostics.map((d) => [
          textCell(d.code),
          countCell(d.count),
          shareCell(d),
          countCell(d.total),
        ]),
      },
    ),
    methodologySection(summary),
  ];
}
