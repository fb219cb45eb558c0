// `npm run fuzz`: the property-based suite (test/fuzz/) with many more cases and a fresh random
// seed each run (FUZZ_RUNS, default 20,000; FUZZ_SEED and FUZZ_PATH replay a failure).
import { startVitest } from "vitest/node";

process.env.FUZZ_RUNS ??= "20000";
console.log(
  `fuzz: ${process.env.FUZZ_RUNS} cases per property${process.env.FUZZ_SEED ? `, seed ${process.env.FUZZ_SEED}` : ", random seed"}`,
);
const vitest = await startVitest("test", ["test/fuzz/"], { run: true, watch: false });
await vitest?.close();
const failed = vitest?.state.getCountOfFailedTests() ?? 1;
process.exit(failed > 0 ? 1 : 0);
