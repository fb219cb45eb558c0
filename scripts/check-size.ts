// `npm run check:size`: hand-written files in src/ stay small enough to read in one go. Fails
// when a file is over 400 lines or a function (declaration, method, arrow or expression) is
// over 80 lines, naming each; the limits are issue 14's.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;
const root = new URL("../", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

function functionName(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name !== undefined) return named.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText();
  return "(anonymous)";
}

const problems: string[] = [];
for (const path of sources(join(root, "src"))) {
  const text = readFileSync(path, "utf8");
  const file = relative(root, path);
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  if (lines > MAX_FILE_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_FILE_LINES})`);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > MAX_FUNCTION_LINES)
        problems.push(
          `${file}:${first + 1}: ${functionName(node)} is ${last - first + 1} lines (at most ${MAX_FUNCTION_LINES})`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`src/: no file over ${MAX_FILE_LINES} lines, no function over ${MAX_FUNCTION_LINES}`);
