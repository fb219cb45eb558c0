// Hand-made capture rows and a small panel for the aggregate and report tests.
import type { PanelEntry } from "../../src/census/aggregate-json.js";
import type { CaptureRow, CrawlerRow, VerdictKind } from "../../src/census/model.js";

/** A four-crawler panel: a search crawler, two AI crawlers of one operator, one of another. */
export const PANEL: readonly PanelEntry[] = [
  { name: "Googlebot", operator: "Google", purpose: "Search engine", ai: false, search: true },
  { name: "GPTBot", operator: "OpenAI", purpose: "AI training", ai: true, search: false },
  { name: "OAI-SearchBot", operator: "OpenAI", purpose: "AI search", ai: true, search: false },
  { name: "CCBot", operator: "Common Crawl", purpose: "AI training", ai: true, search: false },
];

type RowParts = Partial<Omit<CaptureRow, "wildcard" | "retrieval">> & {
  outcome?: CaptureRow["retrieval"]["outcome"];
  wildcard?: VerdictKind | null;
};

/** A row: a 200 robots.txt whose `*` allows all unless `parts` say otherwise; `wildcard: null` leaves it out. */
export function row(parts: RowParts = {}): CaptureRow {
  const { outcome = "ok", wildcard = "none", ...rest } = parts;
  return {
    source: { input: "test" },
    url: "https://example.com/robots.txt",
    host: "example.com",
    scheme: "https",
    status: 200,
    retrieval: { profile: "rfc9309", outcome },
    size: 10,
    content: "robots.txt",
    diagnostics: {},
    crawlers: {},
    ...(wildcard === null ? {} : { wildcard: { verdict: wildcard } }),
    ...rest,
  };
}

/** A crawler named by its own group with `verdict`, which is also its effective one. */
export function named(verdict: VerdictKind, extra: Partial<CrawlerRow> = {}): CrawlerRow {
  return { explicit: { verdict, line: 1 }, effective: { verdict, line: 1 }, ...extra };
}

/** The hand-made rows whose every count the aggregate test states. */
export const ROWS: readonly CaptureRow[] = [
  // r1: GPTBot and CCBot fully blocked by name, each told train-ai=y (two conflicts, one capture).
  row({
    crawlers: {
      GPTBot: named("full", { preferences: { contentUsage: { "train-ai": "y" } } }),
      CCBot: named("full", { preferences: { contentUsage: { "train-ai": "y" } } }),
    },
    template: "ai-robots-txt",
    diagnostics: { a: 2 },
  }),
  // r2: `*` blocks all; GPTBot and Googlebot allowed by name; GPTBot told train-ai=y (no conflict).
  row({
    wildcard: "full",
    crawlers: {
      GPTBot: named("explicit-allow", { preferences: { contentUsage: { "train-ai": "y" } } }),
      Googlebot: named("explicit-allow"),
    },
  }),
  // r3: `*` partial; Googlebot blocked collaterally; GPTBot blocked with Content-Signal yes; OAI partial.
  row({
    wildcard: "partial",
    crawlers: {
      Googlebot: { effective: { verdict: "full", line: 3 }, collateral: true },
      GPTBot: named("full", {
        preferences: { contentSignal: { "ai-train": "yes", search: "yes" } },
      }),
      "OAI-SearchBot": named("partial", { preferences: { contentUsage: { "train-ai": "n" } } }),
    },
  }),
  // r4: HTML served as robots.txt: decided, not a parsed file (its template does not count).
  row({ content: "html", template: "x", diagnostics: { a: 1, c: 0 } }),
  // r5: a 503: unreachable, complete disallow.
  row({ status: 503, outcome: "unreachable", wildcard: "full", content: "other" }),
  // r6: a redirect: funnel only.
  row({ status: 301, outcome: "redirect", wildcard: null, diagnostics: { b: 1 } }),
  // r7: an empty file: parsed, allows all.
  row({ content: "empty", size: 0 }),
  // r8: a folder's file (no status), `*` blocks all, a known template.
  withoutStatus(row({ wildcard: "full", template: "cloudflare-managed" })),
];

/** The row with no status (as a folder's file has none). */
export function withoutStatus(r: CaptureRow): CaptureRow {
  const { status: _status, ...rest } = r;
  return rest;
}
