// The HTML report's charts: Vega-Lite specs compiled and rendered to SVG at build time, in Node,
// and inlined (nothing loads at view time). vega and vega-lite are optional dependencies, loaded
// dynamically: without them the report has every table and says why it has no chart.
import type { ChartName } from "./document.js";
import type { CensusSummary } from "./summary-types.js";

/** The little of vega and vega-lite the charts use. */
export interface ChartLibraries {
  readonly vegaLite: { compile(spec: unknown): { spec: unknown } };
  readonly vega: {
    parse(spec: unknown): unknown;
    View: new (
      runtime: unknown,
      options: { renderer: "none" },
    ) => { toSVG(): Promise<string>; finalize(): void };
  };
}

/** Loads the chart libraries, or says why it cannot. */
export type ChartLoader = () => Promise<ChartLibraries | { readonly missing: string }>;

/** The default loader: `import("vega")` and `import("vega-lite")`, if installed. */
export const loadChartLibraries: ChartLoader = async () => {
  // Specifiers in variables: TypeScript then needs no types of packages that may be absent.
  const names = ["vega", "vega-lite"];
  try {
    const [vega, vegaLite] = (await Promise.all(names.map((name) => import(name)))) as [
      ChartLibraries["vega"],
      ChartLibraries["vegaLite"],
    ];
    return { vega, vegaLite };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === "ERR_MODULE_NOT_FOUND"
      ? { missing: "the optional packages vega and vega-lite are not installed" }
      : { missing: `vega and vega-lite could not be loaded (${String(error)})` };
  }
};

type Spec = Record<string, unknown>;

const FONT = { font: "system-ui, sans-serif" };

function funnelSpec(summary: CensusSummary): Spec | undefined {
  const { funnel, denominators } = summary;
  const values = [
    { stage: "captures", count: denominators.captures.count },
    { stage: "decided outcome", count: funnel.decided.count },
    { stage: "retrieved (ok)", count: denominators.ok.count },
    { stage: "parsed robots.txt files", count: funnel.parsed.count },
  ];
  return {
    title: "Status funnel",
    data: { values },
    mark: "bar",
    width: 480,
    encoding: {
      y: { field: "stage", type: "nominal", sort: null, title: null },
      x: { field: "count", type: "quantitative", title: "captures" },
    },
  };
}

const SEGMENTS = [
  "full, by name",
  "full, through * or the outcome",
  "partial",
  "explicitly allowed",
];

function crawlerSpec(summary: CensusSummary): Spec | undefined {
  const top = [...summary.crawlers]
    .filter((c) => c.parsed.mentioned.count > 0)
    .sort((a, b) => b.parsed.mentioned.count - a.parsed.mentioned.count)
    .slice(0, 30);
  const total = summary.denominators.parsed.count;
  if (top.length === 0 || total === 0) return undefined;
  const values = top.flatMap((c) => {
    const p = c.parsed;
    const counts = [
      p.fullExplicit.count,
      Math.max(0, p.fullEffective.count - p.fullExplicit.count),
      p.partialEffective.count,
      p.explicitAllow.count,
    ];
    return counts.map((n, i) => ({
      crawler: c.name,
      segment: SEGMENTS[i],
      order: i,
      share: n / total,
    }));
  });
  return {
    title: "The 30 most mentioned crawlers (share of parsed robots.txt files)",
    data: { values },
    mark: "bar",
    width: 480,
    encoding: {
      y: { field: "crawler", type: "nominal", sort: top.map((c) => c.name), title: null },
      x: {
        field: "share",
        type: "quantitative",
        stack: "zero",
        axis: { format: "%" },
        title: null,
      },
      color: {
        field: "segment",
        type: "nominal",
        sort: SEGMENTS,
        title: null,
        legend: { orient: "bottom" },
      },
      order: { field: "order", type: "quantitative" },
    },
  };
}

function coBlockingSpec(summary: CensusSummary): Spec | undefined {
  const { crawlers, counts } = summary.coBlocking;
  if (crawlers.length === 0) return undefined;
  const values = crawlers.flatMap((a, i) =>
    crawlers.map((b, j) => ({ a, b, count: counts[i]?.[j] ?? 0 })),
  );
  return {
    title: "Co-blocking: parsed files blocking both by name",
    data: { values },
    mark: "rect",
    encoding: {
      x: { field: "a", type: "nominal", sort: crawlers, title: null },
      y: { field: "b", type: "nominal", sort: crawlers, title: null },
      color: { field: "count", type: "quantitative", scale: { scheme: "blues" }, title: "files" },
    },
  };
}

const SPECS: Readonly<Record<ChartName, (summary: CensusSummary) => Spec | undefined>> = {
  funnel: funnelSpec,
  crawlers: crawlerSpec,
  coBlocking: coBlockingSpec,
};

/** One chart as inline SVG (namespace attributes dropped: inline SVG in HTML needs none). */
async function render(libraries: ChartLibraries, spec: Spec): Promise<string> {
  const compiled = libraries.vegaLite.compile({
    config: {
      ...FONT,
      view: { stroke: null },
      axis: { labelLimit: 240 },
      legend: { labelLimit: 240 },
    },
    ...spec,
  }).spec;
  const view = new libraries.vega.View(libraries.vega.parse(compiled), { renderer: "none" });
  try {
    const svg = await view.toSVG();
    return svg.replace(/ xmlns(?::xlink)?="[^"]*"/gu, "");
  } finally {
    view.finalize();
  }
}

/** Every chart the summary has data for, as SVG by name; or why none was drawn. */
export async function renderCharts(
  summary: CensusSummary,
  load: ChartLoader = loadChartLibraries,
): Promise<{ charts: Partial<Record<ChartName, string>> } | { missing: string }> {
  const libraries = await load();
  if ("missing" in libraries) return libraries;
  const charts: Partial<Record<ChartName, string>> = {};
  for (const [name, specOf] of Object.entries(SPECS) as [
    ChartName,
    (s: CensusSummary) => Spec | undefined,
  ][]) {
    const spec = specOf(summary);
    if (spec !== undefined) charts[name] = await render(libraries, spec);
  }
  return { charts };
}
