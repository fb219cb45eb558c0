// The layer check behind `npm run check:layers` (scripts/check-layers.ts), and what
// test/tooling/layers.test.ts runs on its fixtures: dependency-cruiser cruises <baseDir>/src
// with the rules of .dependency-cruiser.mjs (imports up or sideways, module cycles), then the
// same cruise result is read as a graph of folders, in which every strongly connected
// component of more than one folder is a folder cycle.
import { cruise } from "dependency-cruiser";
import type { ICruiseResult, IModule } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repositoryRoot = fileURLToPath(new URL("..", import.meta.url));

export interface LayerViolation {
  rule: string;
  from: string;
  to: string;
  /** Only through `import type`, `export type … from` or `import("…").T`. */
  typeOnly: boolean;
  /** For `no-circular`: the modules of the cycle, from `to` back to `from`. */
  cycle?: string[];
}

export interface FolderEdge {
  from: string;
  to: string;
  /** The module imports that make the edge, `from-module → to-module`. */
  imports: string[];
}

export interface LayersReport {
  /** Modules of the repository reached (src/ and what it imports: generated/). */
  modules: number;
  /** Imports between those modules. */
  dependencies: number;
  violations: LayerViolation[];
  /** Each a strongly connected component of the folder graph, folders sorted. */
  folderCycles: { folders: string[]; edges: FolderEdge[] }[];
}

/**
 * Cruises `<baseDir>/src` with the repository's .dependency-cruiser.mjs and tsconfig.json
 * (paths in the report are relative to `baseDir`).
 */
export async function checkLayers(baseDir: string = repositoryRoot): Promise<LayersReport> {
  const options = await extractDepcruiseOptions(join(repositoryRoot, ".dependency-cruiser.mjs"));
  const tsConfigFile = join(repositoryRoot, "tsconfig.json");
  const { output } = await cruise(
    ["src"],
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile }, outputType: "json" },
    // package.json "imports": #dns-resolver is resolver-node.ts or resolver-default.ts, both in
    // src/fetch/ (vitest.config.ts aliases it the same way).
    { alias: { "#dns-resolver$": join(baseDir, "src/fetch/resolver-node.ts") } },
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const result = (typeof output === "string" ? JSON.parse(output) : output) as ICruiseResult;
  const local = result.modules.filter(isLocal);
  const localNames = new Set(local.map((module) => module.source));
  // A module imports another once per statement (`import` and `import type` of one module
  // are two): the pair counts once, and is type-only when every one of its imports is.
  const typeOnly = new Map<string, boolean>();
  for (const module of local)
    for (const dependency of module.dependencies) {
      const pair = `${module.source}\n${dependency.resolved}`;
      // "type-only": `import type`, `export type … from`; "type-import": `import("…").T`
      const onlyTypes = dependency.dependencyTypes.some(
        (type) => type === "type-only" || type === "type-import",
      );
      typeOnly.set(pair, (typeOnly.get(pair) ?? true) && onlyTypes);
    }
  const dependencies = [...typeOnly.keys()].filter((pair) =>
    localNames.has(pair.slice(pair.indexOf("\n") + 1)),
  ).length;
  const order = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name);
  const rank = (rule: string): number => order.indexOf(rule);
  const seen = new Set<string>();
  const violations = result.summary.violations.flatMap((violation): LayerViolation[] => {
    const key = `${violation.rule.name}\n${violation.from}\n${violation.to}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const found: LayerViolation = {
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
      typeOnly: typeOnly.get(`${violation.from}\n${violation.to}`) ?? false,
    };
    if (violation.cycle) found.cycle = violation.cycle.map((step) => step.name);
    return [found];
  });
  violations.sort(
    (a, b) =>
      rank(a.rule) - rank(b.rule) || a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
  return {
    modules: local.length,
    dependencies,
    violations,
    folderCycles: folderCycles(local, localNames),
  };
}

/** A file of the repository (not a package, a Node built-in or an import that did not resolve). */
function isLocal(module: IModule): boolean {
  return (
    !module.coreModule &&
    !module.couldNotResolve &&
    !module.source.startsWith("node_modules/") &&
    !module.source.includes("/node_modules/")
  );
}

/**
 * The folder a module belongs to, as the layers count folders: `src/<name>` for the files of
 * src/<name>/ (and below), `src` for the files directly in src/, the top folder otherwise
 * (`generated`).
 */
export function folderOf(path: string): string {
  const parts = path.split("/");
  if (parts.length === 1) return ".";
  if (parts[0] === "src") return parts.length === 2 ? "src" : `src/${parts[1]}`;
  return parts[0]!;
}

function folderCycles(
  modules: IModule[],
  localNames: Set<string>,
): { folders: string[]; edges: FolderEdge[] }[] {
  const edges = new Map<string, Map<string, string[]>>();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!edges.has(from)) edges.set(from, new Map());
    for (const dependency of module.dependencies) {
      if (!localNames.has(dependency.resolved)) continue;
      const to = folderOf(dependency.resolved);
      if (to === from) continue;
      const imports = edges.get(from)!.get(to) ?? [];
      const found = `${module.source} → ${dependency.resolved}`;
      if (!imports.includes(found)) imports.push(found);
      edges.get(from)!.set(to, imports);
    }
  }
  const components = stronglyConnected([...edges.keys()].sort(), (folder) => [
    ...(edges.get(folder)?.keys() ?? []),
  ]);
  return components
    .filter((component) => component.length > 1)
    .map((component) => {
      const folders = [...component].sort();
      const inside = new Set(folders);
      const cycleEdges: FolderEdge[] = [];
      for (const from of folders)
        for (const [to, imports] of [...edges.get(from)!].sort(([a], [b]) => a.localeCompare(b)))
          if (inside.has(to)) cycleEdges.push({ from, to, imports: imports.sort() });
      return { folders, edges: cycleEdges };
    })
    .sort((a, b) => a.folders.join().localeCompare(b.folders.join()));
}

/** Tarjan's strongly connected components (every node in exactly one). */
export function stronglyConnected(nodes: string[], next: (node: string) => string[]): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!indexOf.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, indexOf.get(to)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      found.push(component);
    }
  };
  for (const node of nodes) if (!indexOf.has(node)) visit(node);
  return found;
}

/** The report as `npm run check:layers` prints it. */
export function formatReport(report: LayersReport): string[] {
  const lines: string[] = [];
  for (const violation of report.violations) {
    let line = `${violation.rule}: ${violation.from} → ${violation.to}`;
    if (violation.typeOnly) line += " (type-only)";
    if (violation.cycle) line += ` (cycle: ${[violation.from, ...violation.cycle].join(" → ")})`;
    lines.push(line);
  }
  for (const cycle of report.folderCycles) {
    lines.push(`folder cycle: ${cycle.folders.join(" ↔ ")}`);
    // Every folder edge inside the cycle, with its first import (the imports that go up or
    // sideways are the violations above).
    for (const edge of cycle.edges) {
      const more = edge.imports.length > 1 ? ` and ${edge.imports.length - 1} more` : "";
      lines.push(`  ${edge.from} → ${edge.to}: ${edge.imports[0]}${more}`);
    }
  }
  lines.push(
    `check:layers: ${report.modules} modules, ${report.dependencies} dependencies, ` +
      `${report.violations.length} violations, ${report.folderCycles.length} folder cycles`,
  );
  return lines;
}
