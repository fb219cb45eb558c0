// --shard k/n: which units a shard takes, and which sets of shards make one run.
import { describe, expect, it } from "vitest";
import { parseShard, shardOf, shardSetProblem, checkShard } from "../../src/census/shard.js";

describe("census --shard k/n", () => {
  it("shard k of n takes the units whose index ≡ k − 1 (mod n)", () => {
    const units = ["a", "b", "c", "d", "e", "f", "g"];
    expect(shardOf(units, { k: 1, n: 3 })).toEqual(["a", "d", "g"]);
    expect(shardOf(units, { k: 2, n: 3 })).toEqual(["b", "e"]);
    expect(shardOf(units, { k: 3, n: 3 })).toEqual(["c", "f"]);
    expect(shardOf(units, undefined)).toEqual(units);
  });

  it("the shards 1/n … n/n cover every unit once", () => {
    const units = Array.from({ length: 23 }, (_, i) => i);
    const all = [1, 2, 3, 4, 5].flatMap((k) => shardOf(units, { k, n: 5 }));
    expect(all.sort((a, b) => a - b)).toEqual(units);
  });

  it("reads k/n, and names the expected form otherwise", () => {
    expect(parseShard("2/8")).toEqual({ k: 2, n: 8 });
    expect(parseShard(" 1 / 1 ")).toEqual({ k: 1, n: 1 });
    expect(() => parseShard("0/3")).toThrow(RangeError);
    expect(() => parseShard("4/3")).toThrow(/from 1 to 3/);
    expect(() => parseShard("2")).toThrow(/expected k\/n/);
    expect(() => checkShard({ k: 1 })).toThrow(/\.n: expected an integer/);
    expect(() => checkShard("1/2")).toThrow(TypeError);
  });

  it("a set of shards is one run only when each of 1..n is there once", () => {
    expect(
      shardSetProblem([
        { k: 2, n: 3 },
        { k: 1, n: 3 },
        { k: 3, n: 3 },
      ]),
    ).toBeUndefined();
    expect(shardSetProblem([undefined])).toBeUndefined();
    expect(
      shardSetProblem([
        { k: 1, n: 3 },
        { k: 3, n: 3 },
      ]),
    ).toBe("shard 2/3 missing");
    expect(
      shardSetProblem([
        { k: 1, n: 2 },
        { k: 1, n: 2 },
        { k: 2, n: 2 },
      ]),
    ).toBe("shard 1/2 given more than once");
    expect(
      shardSetProblem([
        { k: 1, n: 2 },
        { k: 2, n: 3 },
      ]),
    ).toMatch(/different splits/);
    expect(shardSetProblem([])).toBe("no shard given");
  });
});
