// The Wilson score interval (Wilson 1927; Newcombe 1998, method 3): a binomial proportion's
// confidence interval that stays inside [0, 1] and stays honest for shares near 0 or 1 and for
// small denominators, where the normal approximation (p ± z·√(p(1−p)/n)) does not.

/** z for a two-sided 95 % interval: the 0.975 quantile of the standard normal. */
export const Z_95 = 1.959963984540054;

/** A confidence interval of a share, both ends in [0, 1]. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval of `count` successes out of `total` at 95 % (or at `z`); undefined
 * when `total` is 0 (no share, no interval). Throws a RangeError unless 0 ≤ count ≤ total are
 * integers.
 */
export function wilson(count: number, total: number, z: number = Z_95): Interval | undefined {
  if (!Number.isInteger(count) || !Number.isInteger(total) || count < 0 || count > total)
    throw new RangeError(`wilson: needs integers 0 ≤ count ≤ total, got ${count} of ${total}`);
  if (total === 0) return undefined;
  const p = count / total;
  const z2 = z * z;
  const denominator = 1 + z2 / total;
  const centre = (p + z2 / (2 * total)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / denominator;
  // The ends are exactly 0 and 1 at 0 and all successes; rounding would leave ±1e-17.
  return {
    low: count === 0 ? 0 : Math.max(0, centre - half),
    high: count === total ? 1 : Math.min(1, centre + half),
  };
}
