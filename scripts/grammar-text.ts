// Reads a grammar file with the grammars it includes (see grammarText).
import { readFileSync } from "node:fs";
import { join } from "node:path";

const grammarDir = new URL("../grammar", import.meta.url).pathname;

/**
 * A grammar's text with the grammars it includes appended: a `// include: other.peggy`
 * comment shares another spec's rules (peggy 3 has no imports). An included grammar
 * must not have an initializer, and its rule names must not clash.
 */
export function grammarText(file: string): string {
  const grammar = readFileSync(join(grammarDir, file), "utf8");
  const includes = /^\/\/ include: (.+)$/m.exec(grammar)?.[1]?.split(",").map((name) => name.trim()) ?? [];
  return [grammar, ...includes.map((name) => `\n// ---- included from grammar/${name} ----\n${grammarText(name)}`)].join("");
}
