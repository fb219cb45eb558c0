// The Wilson score interval at 95 % against published values (Newcombe 1998, Table I; and the
// closed forms at 0 and n successes).
import { describe, expect, it } from "vitest";
import { Z_95, wilson } from "../../src/census/wilson.js";

describe("Wilson score interval, 95 %", () => {
  it("z is the 0.975 normal quantile", () => {
    expect(Z_95).toBeCloseTo(1.96, 2);
  });

  it.each([
    [81, 263, 0.2553, 0.3662], // Newcombe 1998, example (a)
    [15, 148, 0.0624, 0.1605], // Newcombe 1998, example (b)
    [0, 20, 0, 0.1611], // Newcombe 1998, example (c)
    [1, 29, 0.0061, 0.1718], // Newcombe 1998, example (d)
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [5, 10, 0.2366, 0.7634],
  ])("%i of %i: [%f, %f]", (count, total, low, high) => {
    const interval = wilson(count, total);
    expect(interval?.low).toBeCloseTo(low, 4);
    expect(interval?.high).toBeCloseTo(high, 4);
  });

  it("0 and all successes give exactly 0 and 1 at the open end", () => {
    expect(wilson(0, 7)?.low).toBe(0);
    expect(wilson(7, 7)?.high).toBe(1);
  });

  it("a denominator of 0 gives no interval, not NaN", () => {
    expect(wilson(0, 0)).toBeUndefined();
  });

  it("a count outside 0…total or not an integer is a RangeError", () => {
    expect(() => wilson(3, 2)).toThrow(RangeError);
    expect(() => wilson(-1, 2)).toThrow(RangeError);
    expect(() => wilson(0.5, 2)).toThrow(RangeError);
  });
});
