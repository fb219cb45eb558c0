import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // test/corpus/ needs the full shared corpus: `npm run test:corpus` (vitest.corpus.config.ts).
    exclude: [...configDefaults.exclude, "test/corpus/**"],
    // Heavy tests carry their own timeouts; these defaults leave room on a loaded machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
