// The aggregate's counts keyed by what the files hold (block sets, preference values, templates,
// diagnostic codes): maps that grow with the distinct keys seen, not with the number of rows.
import type { CensusAggregateJSON, PanelEntry } from "./aggregate-json.js";
import { sortedRecord } from "./aggregate-json.js";
import type { CaptureRow, VerdictKind } from "./model.js";

/** The pseudo-member of a block set whose `*` group blocks every path. */
export const WILDCARD_MEMBER = "*";

/** Adds `n` to a map's count. */
function bump(map: Map<string, number>, key: string, n = 1): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** Adds a map into another. */
function mergeMap(into: Map<string, number>, from: ReadonlyMap<string, number>): void {
  for (const [key, n] of from) bump(into, key, n);
}

/** A record of counts as a map, each key checked. */
function mapOf(
  record: Readonly<Record<string, number>>,
  check?: (key: string) => void,
): Map<string, number> {
  const map = new Map<string, number>();
  for (const [key, n] of Object.entries(record)) {
    check?.(key);
    // A zero is no count: dropped, so that the file's JSON equals the rows' whatever wrote it.
    if (n > 0) map.set(key, n);
  }
  return map;
}

/** Counts keyed by content: block sets, preferences, conflicts, templates (parsed files) and diagnostics (all captures). */
export class KeyedCounts {
  /** Block set (members joined by "\n") → captures. */
  readonly blockSets = new Map<string, number>();
  contentUsageCaptures = 0;
  contentSignalCaptures = 0;
  /** "category\ny" → captures. */
  readonly contentUsage = new Map<string, number>();
  /** "signal\nyes" → captures. */
  readonly contentSignal = new Map<string, number>();
  conflictCaptures = 0;
  readonly conflictCrawlers = new Map<string, number>();
  readonly conflictUsage = new Map<string, number>();
  readonly conflictSignal = new Map<string, number>();
  readonly templates = new Map<string, number>();
  readonly diagnosticCaptures = new Map<string, number>();
  readonly diagnosticTotal = new Map<string, number>();

  constructor(private readonly panel: readonly PanelEntry[]) {}

  /** Diagnostics of any capture: captures with at least one of a code, and their total. */
  addDiagnostics(row: CaptureRow): void {
    for (const [code, n] of Object.entries(row.diagnostics)) {
      if (!(n > 0)) continue;
      bump(this.diagnosticCaptures, code);
      bump(this.diagnosticTotal, code, n);
    }
  }

  /** What a parsed robots.txt file adds: its block set, preferences, conflicts and template. */
  addParsed(row: CaptureRow, wildcard: VerdictKind): void {
    const members: string[] = wildcard === "full" ? [WILDCARD_MEMBER] : [];
    for (const { name } of this.panel)
      if (row.crawlers[name]?.explicit?.verdict === "full") members.push(name);
    bump(this.blockSets, members.join("\n"));
    if (row.template !== undefined) bump(this.templates, row.template);
    this.addPreferences(row);
  }

  private addPreferences(row: CaptureRow): void {
    // Each value counts a capture once, however many crawlers state it.
    const usage = new Set<string>();
    const signal = new Set<string>();
    const conflictUsage = new Set<string>();
    const conflictSignal = new Set<string>();
    for (const { name } of this.panel) {
      const own = row.crawlers[name];
      const preferences = own?.preferences;
      if (own === undefined || preferences === undefined) continue;
      const blocked = own.effective.verdict === "full";
      let conflict = false;
      for (const [category, value] of Object.entries(preferences.contentUsage ?? {})) {
        usage.add(`${category}\n${value}`);
        if (blocked && value === "y") {
          conflictUsage.add(category);
          conflict = true;
        }
      }
      for (const [name, value] of Object.entries(preferences.contentSignal ?? {})) {
        signal.add(`${name}\n${value}`);
        if (blocked && value === "yes") {
          conflictSignal.add(name);
          conflict = true;
        }
      }
      if (conflict) bump(this.conflictCrawlers, name);
    }
    if (usage.size > 0) this.contentUsageCaptures += 1;
    if (signal.size > 0) this.contentSignalCaptures += 1;
    if (conflictUsage.size + conflictSignal.size > 0) this.conflictCaptures += 1;
    for (const key of usage) bump(this.contentUsage, key);
    for (const key of signal) bump(this.contentSignal, key);
    for (const key of conflictUsage) bump(this.conflictUsage, key);
    for (const key of conflictSignal) bump(this.conflictSignal, key);
  }

  merge(other: KeyedCounts): void {
    mergeMap(this.blockSets, other.blockSets);
    this.contentUsageCaptures += other.contentUsageCaptures;
    this.contentSignalCaptures += other.contentSignalCaptures;
    mergeMap(this.contentUsage, other.contentUsage);
    mergeMap(this.contentSignal, other.contentSignal);
    this.conflictCaptures += other.conflictCaptures;
    mergeMap(this.conflictCrawlers, other.conflictCrawlers);
    mergeMap(this.conflictUsage, other.conflictUsage);
    mergeMap(this.conflictSignal, other.conflictSignal);
    mergeMap(this.templates, other.templates);
    mergeMap(this.diagnosticCaptures, other.diagnosticCaptures);
    mergeMap(this.diagnosticTotal, other.diagnosticTotal);
  }

  /** The file's fields for these counts (keys sorted; block sets by count, then members). */
  toJSON(): Pick<
    CensusAggregateJSON,
    "blockSets" | "preferences" | "conflicts" | "templates" | "diagnostics"
  > {
    const blockSets = [...this.blockSets]
      .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, count]) => ({ crawlers: key === "" ? [] : key.split("\n"), count }));
    const pairs = <A extends string, B extends string>(map: Map<string, number>, a: A, b: B) => {
      const out = new Map<string, Record<A | B, number>>();
      for (const [key, n] of map) {
        const [name, value] = key.split("\n") as [string, string];
        const entry = out.get(name) ?? ({ [a]: 0, [b]: 0 } as Record<A | B, number>);
        entry[value as A | B] += n;
        out.set(name, entry);
      }
      return sortedRecord(out);
    };
    const crawlerOrder = this.panel.map((c) => c.name).filter((n) => this.conflictCrawlers.has(n));
    const diagnostics = new Map(
      [...this.diagnosticCaptures].map(([code, captures]) => [
        code,
        { captures, total: this.diagnosticTotal.get(code) ?? 0 },
      ]),
    );
    return {
      blockSets,
      preferences: {
        captures: {
          contentUsage: this.contentUsageCaptures,
          contentSignal: this.contentSignalCaptures,
        },
        contentUsage: pairs(this.contentUsage, "y", "n"),
        contentSignal: pairs(this.contentSignal, "yes", "no"),
      },
      conflicts: {
        captures: this.conflictCaptures,
        crawlers: Object.fromEntries(
          crawlerOrder.map((n) => [n, this.conflictCrawlers.get(n) as number]),
        ),
        contentUsage: sortedRecord(this.conflictUsage),
        contentSignal: sortedRecord(this.conflictSignal),
      },
      templates: sortedRecord(this.templates),
      diagnostics: sortedRecord(diagnostics),
    };
  }

  /** Loads the counts of a checked file; throws a TypeError when a name is not the panel's. */
  load(json: CensusAggregateJSON): void {
    const names = new Set(this.panel.map((c) => c.name));
    const known = (where: string) => (name: string) => {
      if (!names.has(name))
        throw new TypeError(`census aggregate: ${where} names "${name}", not on the panel`);
    };
    for (const { crawlers, count } of json.blockSets) {
      crawlers.forEach((name, i) => {
        if (i > 0 || name !== WILDCARD_MEMBER) known("blockSets")(name);
      });
      if (count === 0) continue;
      const key = crawlers.join("\n");
      if (this.blockSets.has(key))
        throw new TypeError("census aggregate: blockSets lists a set twice");
      this.blockSets.set(key, count);
    }
    const { preferences, conflicts } = json;
    this.contentUsageCaptures = preferences.captures.contentUsage;
    this.contentSignalCaptures = preferences.captures.contentSignal;
    for (const [category, { y, n }] of Object.entries(preferences.contentUsage)) {
      if (y > 0) this.contentUsage.set(`${category}\ny`, y);
      if (n > 0) this.contentUsage.set(`${category}\nn`, n);
    }
    for (const [signal, { yes, no }] of Object.entries(preferences.contentSignal)) {
      if (yes > 0) this.contentSignal.set(`${signal}\nyes`, yes);
      if (no > 0) this.contentSignal.set(`${signal}\nno`, no);
    }
    this.conflictCaptures = conflicts.captures;
    mergeMap(this.conflictCrawlers, mapOf(conflicts.crawlers, known("conflicts.crawlers")));
    mergeMap(this.conflictUsage, mapOf(conflicts.contentUsage));
    mergeMap(this.conflictSignal, mapOf(conflicts.contentSignal));
    mergeMap(this.templates, mapOf(json.templates));
    for (const [code, { captures, total }] of Object.entries(json.diagnostics)) {
      if (captures === 0) continue;
      this.diagnosticCaptures.set(code, captures);
      this.diagnosticTotal.set(code, total);
    }
  }
}
