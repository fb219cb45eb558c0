// `--shard k/n`: one run of n takes every n-th work unit, from the k-th. Units are planned
// deterministically from the same inputs, so n runs on n machines cover each unit once, and
// `census merge` puts their aggregates back together exactly.

/** Shard k of n (1 ≤ k ≤ n). */
export interface Shard {
  readonly k: number;
  readonly n: number;
}

/** Checks a shard given to the API; throws a TypeError or RangeError naming what was expected. */
export function checkShard(shard: unknown, where = "shard"): Shard {
  if (typeof shard !== "object" || shard === null)
    throw new TypeError(`${where}: expected { k, n } (shard k of n), got ${String(shard)}`);
  const { k, n } = shard as { k?: unknown; n?: unknown };
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1)
    throw new RangeError(`${where}.n: expected an integer ≥ 1 (the number of shards), got ${n}`);
  if (typeof k !== "number" || !Number.isInteger(k) || k < 1 || k > n)
    throw new RangeError(`${where}.k: expected an integer from 1 to ${n}, got ${String(k)}`);
  return { k, n };
}

/** Reads `k/n` (as `--shard` writes it); throws a RangeError naming the expected form. */
export function parseShard(text: string): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (match === null)
    throw new RangeError(
      `shard: expected k/n (e.g. 2/8: the second of 8 shards), got ${JSON.stringify(text)}`,
    );
  return checkShard({ k: Number(match[1]), n: Number(match[2]) });
}

/** The shard as `k/n`. */
export const shardText = (shard: Shard): string => `${shard.k}/${shard.n}`;

/** The items of shard k/n: those whose index ≡ k − 1 (mod n), in order. */
export function shardOf<T>(items: readonly T[], shard: Shard | undefined): T[] {
  if (shard === undefined || shard.n === 1) return [...items];
  return items.filter((_, index) => index % shard.n === shard.k - 1);
}

/**
 * Checks that a set of shards is one whole run: every shard of the same n, each number once,
 * none missing. Returns undefined when it is, else what is wrong, naming the shards.
 */
export function shardSetProblem(shards: readonly (Shard | undefined)[]): string | undefined {
  if (shards.length === 0) return "no shard given";
  const ns = new Set(shards.map((shard) => shard?.n ?? 1));
  if (ns.size > 1)
    return `the shards are of different splits (${[...ns].map((n) => `n=${n}`).join(", ")}): merge the shards of one run`;
  const n = [...ns][0] ?? 1;
  const seen = new Map<number, number>();
  for (const shard of shards) seen.set(shard?.k ?? 1, (seen.get(shard?.k ?? 1) ?? 0) + 1);
  const duplicate = [...seen].filter(([, count]) => count > 1).map(([k]) => `${k}/${n}`);
  if (duplicate.length > 0) return `shard ${duplicate.join(", ")} given more than once`;
  const missing: string[] = [];
  for (let k = 1; k <= n; k++) if (!seen.has(k)) missing.push(`${k}/${n}`);
  if (missing.length > 0) return `shard ${missing.join(", ")} missing`;
  return undefined;
}
