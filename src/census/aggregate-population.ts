// The per-crawler, per-operator and per-purpose counts over one population of captures. A row's
// crawlers are folded into one bit mask each (one bit per measure), then added; an operator or a
// purpose counts a capture once for a measure when at least one of its crawlers has that bit.
import {
  MEASURES,
  VERDICT_KINDS,
  addKeyed,
  zeroCounts,
  zeroKeyed,
  type Counts,
  type PanelEntry,
  type PopulationJSON,
} from "./aggregate-json.js";
import type { CaptureRow, VerdictKind } from "./model.js";

/** Bit of each measure in a crawler's mask. */
const BIT = Object.fromEntries(MEASURES.map((m, i) => [m, 1 << i])) as Record<
  (typeof MEASURES)[number],
  number
>;

/** The panel, indexed: crawler → operator and purpose slots. */
export class PanelIndex {
  readonly names: readonly string[];
  readonly operators: readonly string[];
  readonly purposes: readonly string[];
  /** Crawler index → operator index. */
  readonly operatorOf: readonly number[];
  /** Crawler index → purpose index. */
  readonly purposeOf: readonly number[];

  constructor(readonly panel: readonly PanelEntry[]) {
    this.names = panel.map((c) => c.name);
    if (new Set(this.names).size !== this.names.length)
      throw new TypeError("census aggregate: the panel names a crawler twice");
    const slots = (values: readonly string[]) => {
      const order = [...new Set(values)];
      const at = new Map(order.map((v, i) => [v, i]));
      return { order, of: values.map((v) => at.get(v) as number) };
    };
    const ops = slots(panel.map((c) => c.operator));
    const purposes = slots(panel.map((c) => c.purpose));
    this.operators = ops.order;
    this.operatorOf = ops.of;
    this.purposes = purposes.order;
    this.purposeOf = purposes.of;
  }
}

/** The measures a crawler meets in a row, as a bit mask. */
export function crawlerMask(row: CaptureRow, wildcard: VerdictKind, name: string): number {
  const own = row.crawlers[name];
  if (own === undefined) {
    // Not named and not apart from `*`: the wildcard's verdict, no explicit one.
    return wildcard === "full"
      ? BIT.fullEffective
      : wildcard === "partial"
        ? BIT.partialEffective
        : 0;
  }
  const explicit = own.explicit?.verdict;
  const effective = own.effective.verdict;
  let mask = 0;
  if (explicit !== undefined) mask |= BIT.mentioned;
  if (explicit === "full") mask |= BIT.fullExplicit;
  if (explicit === "explicit-allow") mask |= BIT.explicitAllow;
  if (effective === "full") mask |= BIT.fullEffective;
  if (effective === "partial") mask |= BIT.partialEffective;
  if (own.collateral === true) mask |= BIT.collateral;
  return mask;
}

function addMask(counts: Counts, mask: number): void {
  if (mask === 0) return;
  for (const m of MEASURES) if ((mask & BIT[m]) !== 0) counts[m] += 1;
}

/** Counts over one population. */
export class Population {
  captures = 0;
  readonly wildcard: Record<VerdictKind, number> = zeroKeyed(VERDICT_KINDS);
  readonly crawlers: Counts[];
  readonly operators: Counts[];
  readonly purposes: Counts[];
  // Scratch masks, reused row after row (no allocation per row).
  private readonly opMask: Int32Array;
  private readonly purposeMask: Int32Array;

  constructor(private readonly index: PanelIndex) {
    this.crawlers = index.names.map(zeroCounts);
    this.operators = index.operators.map(zeroCounts);
    this.purposes = index.purposes.map(zeroCounts);
    this.opMask = new Int32Array(index.operators.length);
    this.purposeMask = new Int32Array(index.purposes.length);
  }

  /** Adds a row whose crawler masks were computed (one per panel crawler, in order). */
  add(wildcard: VerdictKind, masks: Int32Array): void {
    this.captures += 1;
    this.wildcard[wildcard] += 1;
    this.opMask.fill(0);
    this.purposeMask.fill(0);
    const { operatorOf, purposeOf } = this.index;
    for (let i = 0; i < masks.length; i++) {
      const mask = masks[i] as number;
      if (mask === 0) continue;
      addMask(this.crawlers[i] as Counts, mask);
      (this.opMask[operatorOf[i] as number] as number) |= mask;
      (this.purposeMask[purposeOf[i] as number] as number) |= mask;
    }
    this.opMask.forEach((mask, i) => addMask(this.operators[i] as Counts, mask));
    this.purposeMask.forEach((mask, i) => addMask(this.purposes[i] as Counts, mask));
  }

  /** Adds another population over the same panel. */
  merge(other: Population): void {
    this.captures += other.captures;
    addKeyed(this.wildcard, other.wildcard);
    const addAll = (into: Counts[], from: readonly Counts[]) =>
      into.forEach((counts, i) => addKeyed(counts, from[i] as Counts));
    addAll(this.crawlers, other.crawlers);
    addAll(this.operators, other.operators);
    addAll(this.purposes, other.purposes);
  }

  toJSON(): PopulationJSON {
    const byName = (names: readonly string[], counts: readonly Counts[]) =>
      Object.fromEntries(names.map((name, i) => [name, { ...(counts[i] as Counts) }]));
    return {
      captures: this.captures,
      wildcard: { ...this.wildcard },
      crawlers: byName(this.index.names, this.crawlers),
      operators: byName(this.index.operators, this.operators),
      purposes: byName(this.index.purposes, this.purposes),
    };
  }

  /** Loads counts from a checked file; throws a TypeError when its keys are not the panel's. */
  load(json: PopulationJSON, where: string): void {
    this.captures = json.captures;
    addKeyed(this.wildcard, json.wildcard);
    const take = (
      into: Counts[],
      names: readonly string[],
      from: Record<string, Counts>,
      what: string,
    ) => {
      const keys = Object.keys(from);
      if (keys.length !== names.length || names.some((n) => !Object.hasOwn(from, n)))
        throw new TypeError(`census aggregate: ${where}.${what} does not list the panel's ${what}`);
      names.forEach((name, i) => addKeyed(into[i] as Counts, from[name] as Counts));
    };
    take(this.crawlers, this.index.names, json.crawlers, "crawlers");
    take(this.operators, this.index.operators, json.operators, "operators");
    take(this.purposes, this.index.purposes, json.purposes, "purposes");
  }
}
