// TypeDoc (`npm run docs`, in CI): the API reference of every public entry point, written to
// api-docs/ (never committed), with the README as its first page. The entry points are read
// from package.json "exports" (scripts/typedoc-plugin.mjs), so an entry added there is
// documented, and checked, without editing this file. Any warning fails the run: an exported
// name without a doc comment of its own, a broken link, or a public type that no entry point
// exports. `@internal` names are left out and need no comment.
import { entries } from "./scripts/typedoc-plugin.mjs";

/** @type {Partial<import("typedoc").TypeDocOptions>} */
export default {
  entryPoints: entries.map((entry) => entry.source),
  entryPointStrategy: "resolve",
  tsconfig: "tsconfig.json",
  out: "api-docs",
  readme: "README.md",
  plugin: ["./scripts/typedoc-plugin.mjs"],
  excludeInternal: true,
  excludePrivate: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  // Public types that no entry point exports yet, so a user cannot name them: listed so that
  // any other such type still fails the run.
  intentionallyNotExported: [
    "src/fetch/outcome.ts:AccessProfile",
    "src/structured-fields/types.ts:FieldTypes",
    // CensusAggregateJSON is z.infer of this zod schema: the type is the documented part.
    "src/census/aggregate-json.ts:aggregateSchema",
  ],
  requiredToBeDocumented: [
    "Namespace",
    "Enum",
    "Variable",
    "Function",
    "Class",
    "Interface",
    "TypeAlias",
    "Method",
    "Accessor",
  ],
  treatWarningsAsErrors: true,
  treatValidationWarningsAsErrors: true,
};
