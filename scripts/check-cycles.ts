// `npm run check:cycles`: fails when src/ has an import cycle, run-time or type-only. Reads
// every relative import (`import … from "./x.js"`, `export … from`, `import("./x.js")`) of the
// hand-written sources and finds strongly connected components (Tarjan): a module graph
// without them can be read bottom-up, one layer at a time.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = join(root, "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? files(path)
      : path.endsWith(".ts") && !path.endsWith(".d.ts")
        ? [path]
        : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"(\.[^"]+)"|import\(\s*"(\.[^"]+)"\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), (match[1] ?? match[2])!).replace(/\.js$/, ".ts");
    if (target.startsWith(src)) found.push(target);
  }
  return found;
}

const graph = new Map(files(src).map((file) => [file, importsOf(file)]));

/** Tarjan's strongly connected components with more than one module (or a self-import). */
function cycles(): string[][] {
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
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

const found = cycles();
for (const component of found)
  console.error(
    `import cycle: ${component
      .map((f) => relative(root, f))
      .sort()
      .join(" ↔ ")}`,
  );
if (found.length > 0) process.exit(1);
console.log(`${graph.size} modules in src/, no import cycle`);
