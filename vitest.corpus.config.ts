// `npm run test:corpus`: the full real-world corpus (../shared or $ROBOTS_POLICY_SHARED, see
// test/corpus/shared.ts), with the counts measured on it. The default `npm test` runs on the
// sample in test/fixtures/ instead and excludes test/corpus/.
import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["test/corpus/**/*.test.ts"],
    exclude: [],
    globalSetup: ["test/corpus/global-setup.ts"],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
