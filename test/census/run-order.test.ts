// The runner's ordering: results handed over in unit order whatever the order they finish in,
// with a bounded number of units started and not yet handed over.
import { describe, expect, it } from "vitest";
import { runInOrder } from "../../src/census/run-order.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("census runner: results in unit order", () => {
  it("hands results over in the items' order though later items finish first", async () => {
    const items = [30, 5, 20, 1, 10, 0, 15];
    const seen: number[] = [];
    await runInOrder(
      items,
      async (ms, index) => {
        await later(ms);
        return index;
      },
      { window: 4 },
      (result, index) => {
        expect(result).toBe(index);
        seen.push(index);
      },
    );
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("never has more than `window` items started and not handed over", async () => {
    let outstanding = 0;
    let most = 0;
    await runInOrder(
      Array.from({ length: 40 }, (_, i) => (i * 7) % 5),
      async (ms) => {
        outstanding++;
        most = Math.max(most, outstanding);
        await later(ms);
      },
      { window: 3 },
      async () => {
        await later(1);
        outstanding--;
      },
    );
    expect(most).toBeLessThanOrEqual(3);
    expect(outstanding).toBe(0);
  });

  it("awaits each delivery before the next (a slow write holds the runs back)", async () => {
    const log: string[] = [];
    await runInOrder(
      [0, 1, 2],
      async (i) => i,
      { window: 1 },
      async (i) => {
        log.push(`start ${i}`);
        await later(2);
        log.push(`end ${i}`);
      },
    );
    expect(log).toEqual(["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"]);
  });

  it("resolves at once on no items", async () => {
    await expect(
      runInOrder(
        [],
        async () => 0,
        { window: 2 },
        () => {},
      ),
    ).resolves.toBeUndefined();
  });

  it("rejects with a run's error, and delivers nothing after it", async () => {
    const seen: number[] = [];
    await expect(
      runInOrder(
        [0, 1, 2, 3],
        async (i) => {
          await later(i === 1 ? 5 : 1);
          if (i === 1) throw new Error("unit 1 failed");
          return i;
        },
        { window: 4 },
        (i) => void seen.push(i),
      ),
    ).rejects.toThrow("unit 1 failed");
    expect(seen).toEqual([0]);
  });

  it("rejects with a delivery's error", async () => {
    await expect(
      runInOrder(
        [0, 1],
        async (i) => i,
        { window: 2 },
        (i) => {
          if (i === 1) throw new Error("disk full");
        },
      ),
    ).rejects.toThrow("disk full");
  });
});
