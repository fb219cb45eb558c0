// Finding the run keys of the pattern index (src/core/pattern-index.ts) in a path: by the
// engine's own search for the keys, or their guard characters, when they are few (indexOf is
// a native scan, several times faster than reading each character here), else — or once they
// turn out to be frequent — by reading each place once: the last two characters say whether a
// key can end there (one table read), a Bloom filter whether the run is one, the map which.
import type { IntMultimap } from "./int-multimap.js";
import {
  GRAM_CHAR,
  GRAM_MAX,
  GRAM_PACK,
  LONG_GRAM,
  LONG_OUT,
  LONG_TAIL,
  gramKey,
  hashLong,
  hashStep,
} from "./pattern-keys.js";
import { gramBit, STOPS_MAX, type RunKeys } from "./pattern-slots.js";

/** What tries the patterns of a run key found in the path (the index). */
export interface RunHost {
  /** Positions at or past this need not be tried: a pattern before them has matched. */
  readonly best: number;
  /** The patterns of the key `found` in `map`, its run at `at`; true once no better answer can come. */
  runAt(map: IntMultimap, found: number, at: number): boolean;
  /** After `runAt`: every pattern of that key is settled for the query (or past the best). */
  readonly settled: boolean;
}

const MISS = 0;
const HIT = 1;
const STOP = 2;
const OPEN = 3;
/** `gramTails` bits of the keys of 1–4 characters, and of keys of four characters only. */
const SHORT_TAILS = 15;
const FOUR_ONLY = 1 << 3;
const FOUR = 3 << 28;

/** The next place of each needle or guard (scans do not nest: one array serves every index). */
const next = new Int32Array(STOPS_MAX + 1);
/**
 * Runs of four characters (packed, + 1) that `everyPlace` found to be no key, or keys all of
 * whose patterns are settled: met again later in the path they can give nothing new (a path
 * repeating a few characters meets the same few runs at every place). Direct-mapped by a hash
 * of the run; cleared per scan.
 */
const DEAD_BITS = 6;
const dead = new Int32Array(1 << DEAD_BITS);
const deadSlot = (packed: number) => Math.imul(packed, 0x9e3779b1) >>> (32 - DEAD_BITS);

/** Every run key of `keys` in `path`, its patterns tried by `host`. */
export function scanRuns(host: RunHost, keys: RunKeys, path: string): void {
  let done = false;
  if (keys.gramNeedles.length > 0) done = byNeedle(host, keys, path);
  else if (keys.gramStops.length > 0) done = byGuard(host, keys, path);
  if (!done) everyPlace(host, keys, path);
}

/** The map of run keys of `length` characters. */
function mapOf(keys: RunKeys, length: number): IntMultimap {
  return (length === LONG_GRAM ? keys.longGrams : keys.grams)!;
}

/** Past this many places found by indexOf, what it looks for is frequent: reading each place is cheaper. */
function budgetOf(path: string): number {
  return (path.length >>> 8) + 4;
}

/** The first of the places in `next` (-1: none left): its index in `next`, or -1. */
function nearest(next: Int32Array, count: number, length: number): number {
  let k = -1;
  let j = length;
  for (let i = 0; i < count; i++)
    if (next[i]! >= 0 && next[i]! < j) {
      j = next[i]!;
      k = i;
    }
  return k;
}

/** The keys, when few, each found by indexOf; false when they turn out frequent. */
function byNeedle(host: RunHost, keys: RunKeys, path: string): boolean {
  const { gramNeedles: needles, gramNeedleKeys: needleKeys, gramNeedleGuards: guards } = keys;
  // A key whose rarest character is not in the path is not either (indexOf of one character
  // is the fastest search there is).
  for (let k = 0; k < needles.length; k++)
    next[k] = path.indexOf(guards[k]!) < 0 ? -1 : path.indexOf(needles[k]!);
  for (let budget = budgetOf(path); ;) {
    const k = nearest(next, needles.length, path.length);
    if (k < 0) return true;
    if (--budget < 0) return false;
    const map = mapOf(keys, needles[k]!.length);
    if (host.runAt(map, map.find(needleKeys[k]!), next[k]!)) return true;
    next[k] = path.indexOf(needles[k]!, next[k]! + 1);
  }
}

/**
 * The runs holding a guard character where their keys hold it, the guards found by indexOf;
 * false when they turn out frequent (every place is read then: trying a run twice is harmless).
 */
function byGuard(host: RunHost, keys: RunKeys, path: string): boolean {
  const { gramStops: stops, gramGuards: guards, longGuards } = keys;
  for (let k = 0; k < stops.length; k++) next[k] = path.indexOf(stops[k]!);
  for (let budget = budgetOf(path); ;) {
    const k = nearest(next, stops.length, path.length);
    if (k < 0) return true;
    if (--budget < 0) return false;
    const j = next[k]!;
    for (let combos = guards[k]!; combos !== 0; combos &= combos - 1) {
      const combo = 31 - Math.clz32(combos & -combos);
      if (probeRun(host, keys, path, j - (combo & 3), (combo >> 2) + 1) === STOP) return true;
    }
    for (let places = longGuards[k]!; places !== 0; places &= places - 1) {
      const place = 31 - Math.clz32(places & -places);
      if (probeRun(host, keys, path, j - place, LONG_GRAM) === STOP) return true;
    }
    next[k] = path.indexOf(stops[k]!, j + 1);
  }
}

/** The four characters of `path` ending at `j`, packed as run keys are (core/pattern-keys.ts). */
function packedAt(path: string, j: number): number {
  let packed = 0;
  for (let i = Math.max(0, j - GRAM_MAX + 1); i <= j; i++)
    packed = (packed << 7) | (path.charCodeAt(i) & GRAM_CHAR);
  return packed;
}

/** Is `bit` set in a Bloom filter? */
function isSet(bloom: Int32Array, bit: number): boolean {
  return (bloom[bit >>> 5]! & (1 << (bit & 31))) !== 0;
}

/** The run of `length` characters at `at`, if it is a key: its patterns tried. */
function probeRun(host: RunHost, keys: RunKeys, path: string, at: number, length: number): number {
  if (at < 0 || at + length > path.length) return MISS;
  const long = length === LONG_GRAM;
  const key = long ? hashLong(path, at) : gramKey(packedAt(path, at + length - 1), length);
  const bit = gramBit(key, long ? keys.longShift : keys.gramShift);
  if (!isSet(long ? keys.longBloom : keys.gramBloom, bit)) return MISS;
  const map = mapOf(keys, length);
  const found = map.find(key);
  if (found < 0) return MISS;
  return host.runAt(map, found, at) ? STOP : HIT;
}

/** The runs of every place of the path. */
function everyPlace(host: RunHost, keys: RunKeys, path: string): void {
  const { longGrams, gramTails: tails, tailMask, gramBloom: bloom, longBloom } = keys;
  const { gramShift, longShift } = keys;
  let packed = 0;
  let long = 0;
  dead.fill(0);
  // The key lengths (as in gramTails) some of whose patterns come before the best match so
  // far: once a long pattern has matched, the short keys of shorter patterns are not looked up.
  let live = liveLengths(keys, host.best);
  for (let j = 0; j < path.length; j++) {
    const c = path.charCodeAt(j);
    packed = ((packed << 7) | (c & GRAM_CHAR)) & GRAM_PACK;
    if (longGrams) {
      long = hashStep(long, c);
      if (j >= LONG_GRAM) long = (long - Math.imul(path.charCodeAt(j - LONG_GRAM), LONG_OUT)) | 0;
    }
    // Most places end no key: one table read (of the last two characters) each.
    const lengths = tails[packed & tailMask]! & live;
    if (lengths === 0) continue;
    if (
      (lengths & LONG_TAIL) !== 0 &&
      j >= LONG_GRAM - 1 &&
      isSet(longBloom, gramBit(long, longShift))
    ) {
      const found = longGrams!.find(long);
      if (found >= 0 && host.runAt(longGrams!, found, j - LONG_GRAM + 1)) return;
      live = liveLengths(keys, host.best);
    }
    if ((lengths & SHORT_TAILS) === 0 || dead[deadSlot(packed)] === packed + 1) continue;
    // Only keys of four characters end here: the Bloom filter of the one run they can be.
    if ((lengths & SHORT_TAILS) === FOUR_ONLY && !isSet(bloom, gramBit(FOUR | packed, gramShift)))
      continue;
    const found = probe(host, keys, j, packed, lengths);
    if (found === STOP) return;
    // From the fourth place on the same run is looked up for the same keys (fewer, as `live`
    // shrinks), so one that gave nothing, or whose patterns are all settled, is dead.
    if (found !== OPEN && j >= GRAM_MAX - 1) dead[deadSlot(packed)] = packed + 1;
    if (found !== MISS) live = liveLengths(keys, host.best);
  }
}

/** The `gramTails` bits of the key lengths with a pattern before `best`. */
function liveLengths(keys: RunKeys, best: number): number {
  const firsts = keys.firstByLength;
  let live = 0;
  for (let bit = 0; bit < firsts.length; bit++) if (firsts[bit]! < best) live |= 1 << bit;
  return live;
}

/**
 * The keys of 1–4 characters of `lengths` ending at `j` (`packed`: the last four characters):
 * MISS (none), HIT (their patterns all settled), OPEN (some may match at a later place), STOP.
 */
function probe(host: RunHost, keys: RunKeys, j: number, packed: number, lengths: number): number {
  const map = keys.grams!;
  let result = MISS;
  for (let length = 1; length <= GRAM_MAX && length <= j + 1; length++) {
    if ((lengths & (1 << (length - 1))) === 0) continue;
    const key = gramKey(packed, length);
    if (!isSet(keys.gramBloom, gramBit(key, keys.gramShift))) continue;
    const found = map.find(key);
    if (found < 0) continue;
    if (host.runAt(map, found, j + 1 - length)) return STOP;
    if (!host.settled) result = OPEN;
    else if (result === MISS) result = HIT;
  }
  return result;
}
