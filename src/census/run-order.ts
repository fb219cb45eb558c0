// Runs work units concurrently and hands their results over in unit order, so that the output is
// the same whatever the number of workers. At most `window` units are started and not yet handed
// over: that bounds the finished results held while an earlier, slower unit is still running.

/** How many units may run at once, and how far ahead of the next one to hand over. */
export interface OrderOptions {
  /** Units started and not yet handed over, at most (≥ 1). */
  readonly window: number;
}

/**
 * Runs `run` on every item (at most `options.window` ahead of the first not handed over) and
 * calls `deliver` on each result in the items' order, one at a time (a returned promise is
 * awaited before the next delivery: a slow file write holds the runs back). Rejects with the
 * first error of a run or a delivery, once the runs started are settled.
 */
export async function runInOrder<U, R>(
  items: readonly U[],
  run: (item: U, index: number) => Promise<R>,
  options: OrderOptions,
  deliver: (result: R, index: number) => void | Promise<void>,
): Promise<void> {
  const window = Math.max(1, Math.floor(options.window));
  const finished = new Map<number, R>();
  let started = 0;
  let delivered = 0;
  let running = 0;
  let failure: { error: unknown } | undefined;
  let delivering = false;

  return new Promise<void>((resolve, reject) => {
    const settleIfDone = (): void => {
      if (running > 0 || delivering) return;
      if (failure !== undefined) reject(failure.error);
      else if (delivered === items.length) resolve();
    };
    const fail = (error: unknown): void => {
      failure ??= { error };
      settleIfDone();
    };
    const drain = async (): Promise<void> => {
      if (delivering) return;
      delivering = true;
      try {
        while (failure === undefined && finished.has(delivered)) {
          const result = finished.get(delivered) as R;
          finished.delete(delivered);
          await deliver(result, delivered);
          delivered++;
          launch();
        }
      } catch (error) {
        failure ??= { error };
      } finally {
        delivering = false;
      }
      // A result that arrived during the last delivery may now be next.
      if (failure === undefined && finished.has(delivered)) return drain();
      settleIfDone();
    };
    const launch = (): void => {
      while (failure === undefined && started < items.length && started < delivered + window) {
        const index = started++;
        running++;
        run(items[index] as U, index).then(
          (result) => {
            running--;
            finished.set(index, result);
            void drain();
          },
          (error: unknown) => {
            running--;
            fail(error);
          },
        );
      }
    };
    launch();
    settleIfDone();
  });
}
