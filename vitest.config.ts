import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // package.json "imports" points #dns-resolver at the built dist/ files; tests run the
    // sources, on Node, so they get the Node resolver's source.
    alias: { "#dns-resolver": fileURLToPath(new URL("./src/fetch/resolver-node.ts", import.meta.url)) },
  },
  test: {
    include: ["test/**/*.test.ts"],
  },
});
