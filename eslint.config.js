// ESLint: JavaScript's and typescript-eslint's recommended rules, no import cycles
// (eslint-plugin-import-x) and no regular expression that backtracks super-linearly in src/
// (eslint-plugin-regexp), over hand-written code. Formatting is Prettier's business.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "generated/",
      "playground/dist/",
      "api-docs/",
      "test/fixtures/",
      "node_modules/",
    ],
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
  {
    // Issue 24: the library reads site and caller text, so no regular expression may take
    // more than linear time on it — neither by backtracking (/^(\w+)\s*:\s*(.*)$/ over
    // "a:" + blanks + "\nb") nor by retrying at every position (/[ \t]+$/ over blanks that a
    // later character ends). A scan does the job instead; a regular expression over text
    // of bounded length says so in a disable comment.
    files: ["src/**/*.ts"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": ["error", { ignorePartial: false }],
    },
  },
);
