// The layers of src/ (issue 26, ARCHITECTURE.md *Layers are enforced*), low to high; nothing
// points up or sideways, type-only imports included. `npm run check:layers`
// (scripts/check-layers.ts) cruises src/ with these rules and also fails on a folder cycle.
//   1. src/core/
//   2. readers: src/structured-fields/, src/html/, src/rfc9309/ (core only, not each other)
//   3. specifications: src/koster1996/, src/google/, src/robots2/, src/acap/,
//      src/app-directives/, src/aipref/ (core and the readers, not each other)
//   4. composition: src/*.ts (entry points, profile registry, diagnostics catalogue) and
//      src/lint/ (src/*.ts may import src/lint/, not the reverse)
//   5. src/fetch/, then src/census/ (Node only: the census over many files), then src/cli/
// generated/ (the peggy parsers) is imported by layers 1–3 only.
// Paths are relative to the cruise's baseDir (the repository, or a test fixture laid out alike).
// scripts/layers.ts also maps the package.json import "#dns-resolver" to src/fetch/ (as
// vitest.config.ts does), which a config file cannot: `npx depcruise` with this file alone
// reports that import as no-unresolvable.

const readers = "structured-fields|html|rfc9309";
const specs = "koster1996|google|robots2|acap|app-directives|aipref";
/** The files directly in src/. */
const composition = "^src/[^/]+\\.ts$";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "core-imports-nothing-above",
      comment: "src/core/ is the bottom layer: it imports no other folder of src/ and no src/*.ts",
      severity: "error",
      from: { path: "^src/core/" },
      // fetch, census and cli: nothing-imports-the-top-layers (one rule per violation)
      to: { path: "^src/", pathNot: "^src/(core|fetch|census|cli)/" },
    },
    {
      name: "readers-not-sideways",
      comment: "a reader (structured-fields, html, rfc9309) imports no other reader",
      severity: "error",
      from: { path: `^src/(${readers})/` },
      to: { path: `^src/(${readers})/`, pathNot: "^src/$1/" },
    },
    {
      name: "readers-not-up",
      comment: "a reader imports only src/core/: no specification, src/*.ts or src/lint/",
      severity: "error",
      from: { path: `^src/(${readers})/` },
      to: { path: `^src/(${specs}|lint)/|${composition}` },
    },
    {
      name: "specs-not-sideways",
      comment: "a specification folder imports no other specification folder",
      severity: "error",
      from: { path: `^src/(${specs})/` },
      to: { path: `^src/(${specs})/`, pathNot: "^src/$1/" },
    },
    {
      name: "specs-not-up",
      comment: "a specification imports only core and the readers: no src/*.ts or src/lint/",
      severity: "error",
      from: { path: `^src/(${specs})/` },
      to: { path: `^src/lint/|${composition}` },
    },
    {
      name: "lint-not-composition",
      comment: "src/lint/ imports no src/*.ts (src/*.ts imports src/lint/, never the reverse)",
      severity: "error",
      from: { path: "^src/lint/" },
      to: { path: composition },
    },
    {
      name: "nothing-imports-the-top-layers",
      comment:
        "src/fetch/, src/census/ and src/cli/ are the top layers: nothing below them imports them",
      severity: "error",
      from: { path: "^(src|generated)/", pathNot: "^src/(fetch|census|cli)/" },
      to: { path: "^src/(fetch|census|cli)/" },
    },
    {
      name: "fetch-not-census-or-cli",
      comment: "src/census/ and src/cli/ sit on src/fetch/: fetch imports neither",
      severity: "error",
      from: { path: "^src/fetch/" },
      to: { path: "^src/(census|cli)/" },
    },
    {
      name: "census-not-cli",
      comment: "src/cli/ sits on src/census/: the census never imports the command-line tool",
      severity: "error",
      from: { path: "^src/census/" },
      to: { path: "^src/cli/" },
    },
    {
      name: "generated-only-from-core-readers-specs",
      comment: "generated/ (the peggy parsers) is read through a reader's or spec's raw.ts only",
      severity: "error",
      from: { path: "^src/", pathNot: `^src/(core|${readers}|${specs})/` },
      to: { path: "^generated/" },
    },
    {
      name: "folder-in-no-layer",
      comment: "a folder of src/ that no layer names is imported: give it a layer here first",
      severity: "error",
      from: { path: "^src/" },
      to: {
        path: "^src/[^/]+/",
        pathNot: `^src/(core|${readers}|${specs}|lint|fetch|census|cli)/`,
      },
    },
    {
      name: "no-circular",
      comment: "no module of src/ is part of an import cycle, run-time or type-only",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "no-unresolvable",
      comment: "every import of src/ resolves to a file, so no dependency escapes the rules",
      severity: "error",
      from: { path: "^src/" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: a type import up the layers is still a layer broken.
    tsPreCompilationDeps: true,
    // "./x.js" resolves to x.ts as tsc resolves it (NodeNext).
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    moduleSystems: ["es6"],
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["types", "import", "node", "default"],
      extensions: [".ts", ".d.ts", ".js", ".mjs"],
    },
  },
};
