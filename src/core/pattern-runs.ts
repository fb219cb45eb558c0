// The tables a query reads to find the run keys of the pattern index in a path
// (src/core/pattern-index.ts, keys in src/core/pattern-keys.ts): which characters end a key,
// which pairs, a Bloom filter of all keys, and — when they are few — the characters or whole
// keys the engine's indexOf looks for, each key's guard being its character that is rarest in
// the pieces (a path made of the pieces' common characters then rarely shows one).
import type { PatternList } from "./pattern-list.js";
import { LONG_GRAM, LONG_TAIL, gramKey, hashLong, packGram } from "./pattern-keys.js";
import {
  SLOT_GRAM,
  SLOT_PIECE,
  SLOT_POSITION,
  SLOT_STRIDE,
  STOPS_MAX,
  gramBit,
  NO_NUMBERS,
  type RunKeys,
} from "./pattern-slots.js";
import type { IntMultimap } from "./int-multimap.js";

/** The place in `run` of its character that is rarest in the pieces (`charCounts`; non-ASCII: never). */
function guardPlace(run: string, charCounts: Int32Array): number {
  let place = 0;
  for (let k = 1; k < run.length; k++)
    if (
      (charCounts[run.charCodeAt(k)] ?? Infinity) < (charCounts[run.charCodeAt(place)] ?? Infinity)
    )
      place = k;
  return place;
}

interface SlotRun {
  readonly run: string;
  readonly key: number;
  readonly long: boolean;
}

/** The run a slot is keyed by, its key and whether it is one of 8 characters. */
function runOf(list: PatternList, slots: readonly number[], slot: number): SlotRun {
  const gram = slots[slot + SLOT_GRAM]!;
  const at = slots[slot + SLOT_PIECE]! + (gram >> 3);
  const length = (gram & 7) + 1;
  const src = list.source(slots[slot + SLOT_POSITION]!);
  const long = length === LONG_GRAM;
  const key = long ? hashLong(src, at) : gramKey(packGram(src, at, length), length);
  return { run: src.slice(at, at + length), key, long };
}

/** From this many run keys, the table of their ends is by the last two characters. */
const PAIRS_FROM = 256;

/** The shift of a Bloom filter of 16 bits per key (at least 2^10, at most 2^24). */
function bloomShift(keys: number): number {
  let bits = 10;
  while (1 << bits < 16 * keys && bits < 24) bits++;
  return 32 - bits;
}

function setBit(bits: Int32Array, bit: number): void {
  bits[bit >>> 5]! |= 1 << (bit & 31);
}

/** The run keys of `slots`, with their tables: last characters, Bloom filters, and what indexOf looks for. */
export function runKeys(
  list: PatternList,
  slots: readonly number[],
  maps: { readonly grams: IntMultimap | null; readonly longGrams: IntMultimap | null },
  charCounts: Int32Array,
): RunKeys {
  const runs: SlotRun[] = [];
  for (let slot = 0; slot < slots.length; slot += SLOT_STRIDE) runs.push(runOf(list, slots, slot));
  // By the last two characters when the keys are many, by the last one when they are few (a
  // table of 16 KiB would be most of a small index).
  const tailMask = runs.length >= PAIRS_FROM ? 0x3fff : 0x7f;
  const gramTails = new Uint8Array(runs.length > 0 ? tailMask + 1 : 0);
  const shorts = runs.filter((r) => !r.long).length;
  const gramShift = bloomShift(shorts);
  const gramBloom = shorts > 0 ? new Int32Array(1 << (27 - gramShift)) : NO_NUMBERS;
  const longShift = bloomShift(runs.length - shorts);
  const longBloom = runs.length > shorts ? new Int32Array(1 << (27 - longShift)) : NO_NUMBERS;
  // Each key's guard: its character that is rarest in the pieces (a path made of the pieces'
  // common characters then rarely shows one).
  const guards = new Map<number, [number, number]>();
  const needles = new Map<string, SlotRun>();
  let ascii = true;
  const firstByLength = new Int32Array(8).fill(0x7fffffff);
  runs.forEach((run, i) => {
    const bit = run.long ? 7 : run.run.length - 1;
    const position = slots[i * SLOT_STRIDE + SLOT_POSITION]!;
    firstByLength[bit] = Math.min(firstByLength[bit]!, position);
  });
  for (const run of runs) {
    const length = run.run.length;
    if (run.long) {
      setBit(longBloom, gramBit(run.key, longShift));
      gramTails[packGram(run.run, length - 2, 2) & tailMask]! |= LONG_TAIL;
    } else {
      setBit(gramBloom, gramBit(run.key, gramShift));
      if (length > 1 || tailMask === 0x7f) gramTails[run.key & tailMask]! |= 1 << (length - 1);
      else for (let before = 0; before < 128; before++) gramTails[(before << 7) | run.key]! |= 1;
    }
    const place = guardPlace(run.run, charCounts);
    const c = run.run.charCodeAt(place);
    if (c >= 0x80) ascii = false;
    const bits = guards.get(c) ?? [0, 0];
    if (run.long) bits[1] |= 1 << place;
    else bits[0] |= 1 << ((length - 1) * 4 + place);
    guards.set(c, bits);
    if (needles.size <= STOPS_MAX) needles.set(`${run.long ? 1 : 0}${run.run}`, run);
  }
  const byNeedle = ascii && needles.size <= STOPS_MAX;
  const needleRuns = byNeedle ? [...needles.values()] : [];
  const few = guards.size <= STOPS_MAX && ascii;
  return {
    ...maps,
    slots: Int32Array.from(slots),
    gramTails,
    firstByLength,
    tailMask,
    gramBloom,
    gramShift,
    longBloom,
    longShift,
    gramStops: few ? [...guards.keys()].map((c) => String.fromCharCode(c)) : [],
    gramGuards: few ? Int32Array.from([...guards.values()].map((bits) => bits[0])) : NO_NUMBERS,
    longGuards: few ? Int32Array.from([...guards.values()].map((bits) => bits[1])) : NO_NUMBERS,
    gramNeedles: needleRuns.map((r) => r.run),
    gramNeedleGuards: needleRuns.map((r) => r.run[guardPlace(r.run, charCounts)]!),
    gramNeedleKeys: byNeedle ? Int32Array.from(needleRuns.map((r) => r.key)) : NO_NUMBERS,
  };
}
