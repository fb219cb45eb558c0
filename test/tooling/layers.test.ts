// `npm run check:layers` (issue 26) on small trees laid out like src/ (test/fixtures/layers/),
// never on src/ itself: what the check reports must not depend on the state of the code.
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { checkLayers, folderOf, formatReport, stronglyConnected } from "../../scripts/layers.js";

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/layers/${name}`, import.meta.url));

const found = (report: Awaited<ReturnType<typeof checkLayers>>) =>
  report.violations.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`);

describe("check:layers", () => {
  it("passes a tree where every import goes down the layers (type imports, import(), export * included)", async () => {
    const report = await checkLayers(fixture("clean"));
    expect(found(report)).toEqual([]);
    expect(report.folderCycles).toEqual([]);
    expect(report.modules).toBe(12);
    expect(formatReport(report)).toEqual([
      "check:layers: 12 modules, 20 dependencies, 0 violations, 0 folder cycles",
    ]);
  });

  it("reports each broken layer under its rule's name, once", async () => {
    const report = await checkLayers(fixture("violations"));
    expect(found(report)).toEqual([
      "core-imports-nothing-above: src/core/types.ts → src/acap/model.ts",
      "readers-not-sideways: src/rfc9309/read.ts → src/html/page.ts",
      "readers-not-up: src/html/page.ts → src/acap/model.ts",
      "specs-not-sideways: src/acap/lower.ts → src/google/strategy.ts",
      "specs-not-up: src/robots2/fields.ts → src/robots.ts",
      "lint-not-composition: src/lint/lint.ts → src/robots.ts",
      "nothing-imports-the-top-layers: src/diagnostic-catalogue.ts → src/fetch/catalogue.ts",
      "fetch-not-census-or-cli: src/fetch/catalogue.ts → src/cli/main.ts",
      "census-not-cli: src/census/run.ts → src/cli/main.ts",
      "generated-only-from-core-readers-specs: src/queries.ts → generated/parser.ts",
      "folder-in-no-layer: src/profiles.ts → src/sitemaps/sitemaps.ts",
      "no-circular: src/core/a.ts → src/core/b.ts",
      "no-unresolvable: src/cli/load.ts → ./missing.js",
    ]);
    // `import type` counts, and is shown as such.
    const core = report.violations.find(
      (violation) => violation.rule === "core-imports-nothing-above",
    );
    expect(core?.typeOnly).toBe(true);
    expect(report.violations.find((violation) => violation.rule === "no-circular")?.cycle).toEqual([
      "src/core/b.ts",
      "src/core/a.ts",
    ]);
    // No folder cycle in this tree: each violation is an edge of its own.
    expect(report.folderCycles).toEqual([]);
    expect(formatReport(report).at(-1)).toBe(
      "check:layers: 20 modules, 13 dependencies, 13 violations, 0 folder cycles",
    );
  });

  it("every rule of .dependency-cruiser.mjs has a case in the violations fixture", async () => {
    const options = await extractDepcruiseOptions(
      fileURLToPath(new URL("../../.dependency-cruiser.mjs", import.meta.url)),
    );
    const rules = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name);
    const report = await checkLayers(fixture("violations"));
    expect(new Set(report.violations.map((violation) => violation.rule))).toEqual(new Set(rules));
    for (const rule of options.ruleSet?.forbidden ?? []) {
      expect(rule.severity, rule.name).toBe("error");
      expect(rule.comment, rule.name).toMatch(/\S/);
    }
  });

  it("sees every import form: import type, inline type, export … from, export *, import(), import(…).T", async () => {
    const report = await checkLayers(fixture("forms"));
    const targets = report.violations.map((violation) => {
      expect(violation.rule).toBe("core-imports-nothing-above");
      expect(violation.from).toBe("src/core/forms.ts");
      return `${violation.to}${violation.typeOnly ? " (type-only)" : ""}`;
    });
    expect(targets).toEqual([
      "src/acap/dynamic-import.ts",
      "src/acap/export-from.ts",
      "src/acap/export-star.ts",
      "src/acap/export-type-from.ts (type-only)",
      "src/acap/import-inline-type.ts (type-only)",
      "src/acap/import-side-effect.ts",
      "src/acap/import-type-node.ts (type-only)",
      "src/acap/import-type.ts (type-only)",
      "src/acap/import.ts",
    ]);
  });

  it("reports folder cycles, also those no module cycle and no layer rule shows", async () => {
    const report = await checkLayers(fixture("folder-cycles"));
    // src ↔ src/lint: robots.ts → lint/lint.ts and lint/report.ts → queries.ts, no module cycle.
    expect(found(report)).toEqual(["lint-not-composition: src/lint/report.ts → src/queries.ts"]);
    expect(report.folderCycles).toEqual([
      {
        folders: ["generated", "src/aipref"],
        edges: [
          {
            from: "generated",
            to: "src/aipref",
            imports: ["generated/crawlers.ts → src/aipref/crawler.ts"],
          },
          {
            from: "src/aipref",
            to: "generated",
            imports: ["src/aipref/audit.ts → generated/crawlers.ts"],
          },
        ],
      },
      {
        folders: ["src", "src/lint"],
        edges: [
          { from: "src", to: "src/lint", imports: ["src/robots.ts → src/lint/lint.ts"] },
          { from: "src/lint", to: "src", imports: ["src/lint/report.ts → src/queries.ts"] },
        ],
      },
    ]);
    expect(formatReport(report)).toEqual([
      "lint-not-composition: src/lint/report.ts → src/queries.ts (type-only)",
      "folder cycle: generated ↔ src/aipref",
      "  generated → src/aipref: generated/crawlers.ts → src/aipref/crawler.ts",
      "  src/aipref → generated: src/aipref/audit.ts → generated/crawlers.ts",
      "folder cycle: src ↔ src/lint",
      "  src → src/lint: src/robots.ts → src/lint/lint.ts",
      "  src/lint → src: src/lint/report.ts → src/queries.ts",
      "check:layers: 7 modules, 4 dependencies, 1 violations, 2 folder cycles",
    ]);
  });

  it("counts folders as the layers do", () => {
    expect(folderOf("src/robots.ts")).toBe("src");
    expect(folderOf("src/acap/model.ts")).toBe("src/acap");
    expect(folderOf("src/acap/deeper/x.ts")).toBe("src/acap");
    expect(folderOf("generated/acap.ts")).toBe("generated");
  });

  it("finds strongly connected components (Tarjan)", () => {
    const graph: Record<string, string[]> = { a: ["b"], b: ["c"], c: ["a", "d"], d: [], e: ["e"] };
    const components = stronglyConnected(Object.keys(graph), (node) => graph[node] ?? []);
    expect(components.map((component) => [...component].sort())).toEqual([
      ["d"],
      ["a", "b", "c"],
      ["e"],
    ]);
  });
});
