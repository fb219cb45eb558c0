import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // package.json "imports" points #dns-resolver at the built dist/ files; tests run the
    // sources, on Node, so they get the Node resolver's source.
    alias: {
      "#dns-resolver": fileURLToPath(new URL("./src/fetch/resolver-node.ts", import.meta.url)),
    },
  },
  test: {
    include: ["test/**/*.test.ts"],
    // test/corpus/ needs the full shared corpus: `npm run test:corpus` (vitest.corpus.config.ts).
    // test/browser/ needs a Chromium: `npm run test:browser` (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, "test/corpus/**", "test/browser/**"],
    // Heavy tests carry their own timeouts; these defaults leave room on a loaded machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
