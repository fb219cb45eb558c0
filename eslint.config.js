// ESLint: JavaScript's and typescript-eslint's recommended rules, and no import cycles
// (eslint-plugin-import-x), over hand-written code. Formatting is Prettier's business.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["dist/", "generated/", "playground/dist/", "test/fixtures/", "node_modules/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // Resolves "./x.js" to x.ts as TypeScript does, so the cycle rule sees every import.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      // A cycle, even through types, makes the layers in ARCHITECTURE.md a lie.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      // Output columns are spaces; a test's /a  b/ reads as the output it matches.
      "no-regex-spaces": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
);
