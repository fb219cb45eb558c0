import { defineConfig } from "vitest/config";

// `npm run test:browser`: the playground in a real Chromium (playwright-core). Needs a
// Chromium at $CHROMIUM_PATH (default /usr/bin/chromium); without one the tests are skipped.
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
