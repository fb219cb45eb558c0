// The per-crawler, per-operator and per-purpose counts over one population of captures. A crawler's
// measures in a row are one bit mask (one bit per measure); an operator or a purpose counts a
// capture once for a measure when at least one of its crawlers has that bit.
//
// Speed: every crawler the row does not name gets the wildcard's mask, so the counts are kept
// relative to it. `wildcard` counts rows by the `*` verdict (the baseline every crawler and group
// gets), and the deltas record, for the crawlers a row names and the groups they belong to, how
// their mask differs from the wildcard's. A row then costs its named crawlers, not the panel.
// toJSON adds the baseline back: the file holds plain counts.
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
import type { CrawlerRow, VerdictKind } from "./model.js";

/** Bit of each measure in a crawler's mask. */
const BIT = Object.fromEntries(MEASURES.map((m, i) => [m, 1 << i])) as Record<
  (typeof MEASURES)[number],
  number
>;
const WIDTH = MEASURES.length;
const FULL = MEASURES.indexOf("fullEffective");
const PARTIAL = MEASURES.indexOf("partialEffective");

/** The panel, indexed: crawler → operator and purpose slots. */
export class PanelIndex {
  readonly names: readonly string[];
  /** Crawler name → index. */
  readonly slotOf: ReadonlyMap<string, number>;
  readonly operators: Groups;
  readonly purposes: Groups;

  constructor(readonly panel: readonly PanelEntry[]) {
    this.names = panel.map((c) => c.name);
    this.slotOf = new Map(this.names.map((name, i) => [name, i]));
    if (this.slotOf.size !== this.names.length)
      throw new TypeError("census aggregate: the panel names a crawler twice");
    this.operators = groupsOf(panel.map((c) => c.operator));
    this.purposes = groupsOf(panel.map((c) => c.purpose));
  }
}

/** A partition of the panel: each group's name and size, and each crawler's group. */
export interface Groups {
  readonly names: readonly string[];
  readonly size: readonly number[];
  /** Crawler index → group index. */
  readonly of: readonly number[];
}

function groupsOf(values: readonly string[]): Groups {
  const names = [...new Set(values)];
  const at = new Map(names.map((v, i) => [v, i]));
  const of = values.map((v) => at.get(v) as number);
  const size = names.map(() => 0);
  for (const g of of) size[g] = (size[g] as number) + 1;
  return { names, size, of };
}

/** The measures met by a crawler that the row leaves to `*`: the wildcard's verdict, no explicit one. */
export function wildcardMask(wildcard: VerdictKind): number {
  return wildcard === "full"
    ? BIT.fullEffective
    : wildcard === "partial"
      ? BIT.partialEffective
      : 0;
}

/** The measures a crawler the row treats apart meets, as a bit mask. */
export function crawlerMask(own: CrawlerRow): number {
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

/** Adds to slot `slot`'s deltas how `mask` differs from the wildcard's mask `base`. */
function addDelta(deltas: Float64Array, slot: number, mask: number, base: number): void {
  const at = slot * WIDTH;
  for (let more = mask & ~base; more !== 0; more &= more - 1) {
    const bit = 31 - Math.clz32(more & -more);
    deltas[at + bit] = (deltas[at + bit] as number) + 1;
  }
  for (let less = base & ~mask; less !== 0; less &= less - 1) {
    const bit = 31 - Math.clz32(less & -less);
    deltas[at + bit] = (deltas[at + bit] as number) - 1;
  }
}

/** The deltas of one partition (operators or purposes), with scratch space reused row after row. */
class GroupDeltas {
  readonly deltas: Float64Array;
  private readonly mask: Int32Array;
  private readonly seen: Int32Array;
  private readonly touched: number[] = [];

  constructor(readonly groups: Groups) {
    this.deltas = new Float64Array(groups.names.length * WIDTH);
    this.mask = new Int32Array(groups.names.length);
    this.seen = new Int32Array(groups.names.length);
  }

  /** A group some of whose crawlers the row names: OR of their masks, and the wildcard's if any is left to `*`. */
  add(slots: readonly number[], masks: readonly number[], base: number): void {
    const { of, size } = this.groups;
    for (let k = 0; k < slots.length; k++) {
      const g = of[slots[k] as number] as number;
      if (this.seen[g] === 0) this.touched.push(g);
      this.seen[g] = (this.seen[g] as number) + 1;
      this.mask[g] = (this.mask[g] as number) | (masks[k] as number);
    }
    for (const g of this.touched) {
      const mask =
        (this.mask[g] as number) | ((this.seen[g] as number) < (size[g] as number) ? base : 0);
      addDelta(this.deltas, g, mask, base);
      this.seen[g] = 0;
      this.mask[g] = 0;
    }
    this.touched.length = 0;
  }
}

/** Counts over one population. */
export class Population {
  captures = 0;
  readonly wildcard: Record<VerdictKind, number> = zeroKeyed(VERDICT_KINDS);
  private readonly crawlers: Float64Array;
  private readonly operators: GroupDeltas;
  private readonly purposes: GroupDeltas;

  constructor(private readonly index: PanelIndex) {
    this.crawlers = new Float64Array(index.names.length * WIDTH);
    this.operators = new GroupDeltas(index.operators);
    this.purposes = new GroupDeltas(index.purposes);
  }

  /** Adds a row: its wildcard verdict, and the panel slots (ascending) and masks of the crawlers it names. */
  add(wildcard: VerdictKind, slots: readonly number[], masks: readonly number[]): void {
    this.captures += 1;
    this.wildcard[wildcard] += 1;
    const base = wildcardMask(wildcard);
    for (let k = 0; k < slots.length; k++)
      addDelta(this.crawlers, slots[k] as number, masks[k] as number, base);
    this.operators.add(slots, masks, base);
    this.purposes.add(slots, masks, base);
  }

  /** Adds another population over the same panel (deltas and baselines both add). */
  merge(other: Population): void {
    this.captures += other.captures;
    addKeyed(this.wildcard, other.wildcard);
    const addAll = (into: Float64Array, from: Float64Array) =>
      into.forEach((n, i) => (into[i] = n + (from[i] as number)));
    addAll(this.crawlers, other.crawlers);
    addAll(this.operators.deltas, other.operators.deltas);
    addAll(this.purposes.deltas, other.purposes.deltas);
  }

  /** Slot `slot`'s counts: its deltas plus the wildcard's baseline. */
  private countsAt(deltas: Float64Array, slot: number): Counts {
    const out = zeroCounts();
    MEASURES.forEach((m, i) => (out[m] = deltas[slot * WIDTH + i] as number));
    out.fullEffective += this.wildcard.full;
    out.partialEffective += this.wildcard.partial;
    return out;
  }

  /** The population's plain counts, per crawler, operator and purpose in panel order. */
  toJSON(): PopulationJSON {
    const byName = (names: readonly string[], deltas: Float64Array) =>
      Object.fromEntries(names.map((name, i) => [name, this.countsAt(deltas, i)]));
    return {
      captures: this.captures,
      wildcard: { ...this.wildcard },
      crawlers: byName(this.index.names, this.crawlers),
      operators: byName(this.index.operators.names, this.operators.deltas),
      purposes: byName(this.index.purposes.names, this.purposes.deltas),
    };
  }

  /** Loads counts from a checked file; throws a TypeError when its keys are not the panel's. */
  load(json: PopulationJSON, where: string): void {
    this.captures = json.captures;
    addKeyed(this.wildcard, json.wildcard);
    const take = (
      deltas: Float64Array,
      names: readonly string[],
      from: Record<string, Counts>,
      what: string,
    ) => {
      const keys = Object.keys(from);
      if (keys.length !== names.length || names.some((n) => !Object.hasOwn(from, n)))
        throw new TypeError(`census aggregate: ${where}.${what} does not list the panel's ${what}`);
      names.forEach((name, slot) => {
        const counts = from[name] as Counts;
        MEASURES.forEach((m, i) => (deltas[slot * WIDTH + i] = counts[m]));
        deltas[slot * WIDTH + FULL] = (deltas[slot * WIDTH + FULL] as number) - this.wildcard.full;
        deltas[slot * WIDTH + PARTIAL] =
          (deltas[slot * WIDTH + PARTIAL] as number) - this.wildcard.partial;
      });
    };
    take(this.crawlers, this.index.names, json.crawlers, "crawlers");
    take(this.operators.deltas, this.index.operators.names, json.operators, "operators");
    take(this.purposes.deltas, this.index.purposes.names, json.purposes, "purposes");
  }
}
