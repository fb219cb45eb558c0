// The tables a query reads to find the run keys of the pattern index in a path
// (src/core/pattern-index.ts, keys in src/core/pattern-keys.ts): which characters end a key,
// which pairs, a Bloom filter of all keys, and — when they are few — the characters or whole
// keys the engine's indexOf looks for, each key's guard being its character that is rarest in
// the pieces (a path made of the pieces' common characters then rarely shows one).
import type { PatternList } from "./pattern-list.js";
import { GRAM_CHAR } from "./pattern-keys.js";
import {
  SLOT_GRAM,
  SLOT_PIECE,
  SLOT_POSITION,
  SLOT_STRIDE,
  STOPS_MAX,
  gramBit,
} from "./pattern-slots.js";

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

/** The run tables of the gram keys: last characters, last pairs, and the characters to search for. */
export function runTables(
  list: PatternList,
  keys: readonly number[],
  slots: readonly number[],
  charCounts: Int32Array,
) {
  const gramEnds = new Uint8Array(keys.length === 0 ? 0 : 128);
  const gramPairs = new Int32Array(keys.length === 0 ? 0 : 512);
  const gramBloom = new Int32Array(keys.length === 0 ? 0 : 2048);
  for (const key of keys) {
    gramBloom[gramBit(key) >>> 5]! |= 1 << (gramBit(key) & 31);
    const length = (key >>> 28) + 1;
    gramEnds[key & GRAM_CHAR]! |= 1 << (length - 1);
    if (length > 1) gramPairs[(key & 0x3fff) >>> 5]! |= 1 << (key & 31);
  }
  // Each key's guard: its character that is rarest in the pieces (a path made of the pieces'
  // common characters then rarely shows one).
  const guards = new Map<number, number>();
  let ascii = true;
  for (let slot = 0; slot < slots.length; slot += SLOT_STRIDE) {
    const gram = slots[slot + SLOT_GRAM]!;
    const at = slots[slot + SLOT_PIECE]! + (gram >> 2);
    const length = (gram & 3) + 1;
    const src = list.source(slots[slot + SLOT_POSITION]!);
    const place = guardPlace(src.slice(at, at + length), charCounts);
    const c = src.charCodeAt(at + place);
    if (c >= 0x80) ascii = false;
    guards.set(c, (guards.get(c) ?? 0) | (1 << ((length - 1) * 4 + place)));
  }
  // Each distinct key as a string, with its guard.
  const needles = new Map<number, string>();
  const needleGuards: string[] = [];
  for (let slot = 0; slot < slots.length && needles.size <= STOPS_MAX; slot += SLOT_STRIDE) {
    const key = keys[slot / SLOT_STRIDE]!;
    if (needles.has(key)) continue;
    const gram = slots[slot + SLOT_GRAM]!;
    const at = slots[slot + SLOT_PIECE]! + (gram >> 2);
    const needle = list.source(slots[slot + SLOT_POSITION]!).slice(at, at + (gram & 3) + 1);
    needles.set(key, needle);
    needleGuards.push(needle[guardPlace(needle, charCounts)]!);
  }
  const byNeedle = ascii && needles.size <= STOPS_MAX;
  const few = guards.size <= STOPS_MAX && ascii;
  const gramStops = few ? [...guards.keys()].map((c) => String.fromCharCode(c)) : [];
  const gramGuards = Int32Array.from(few ? guards.values() : []);
  return {
    gramEnds,
    gramPairs,
    gramBloom,
    gramStops,
    gramGuards,
    gramNeedles: byNeedle ? [...needles.values()] : [],
    gramNeedleGuards: byNeedle ? needleGuards : [],
    gramNeedleKeys: Int32Array.from(byNeedle ? needles.keys() : []),
  };
}
