// Reads a grammar file with the grammars it includes (see grammarText).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const grammarDir = new URL("../grammar", import.meta.url).pathname;

/**
 * A grammar's text with the grammars it includes appended: a `// include: other.peggy`
 * comment shares another spec's rules (peggy 3 has no imports). An included grammar
 * must not have an initializer, and its rule names must not clash.
 */
export function grammarText(file: string): string {
  const grammar = readFileSync(join(grammarDir, file), "utf8");
  const includes =
    /^\/\/ include: (.+)$/m
      .exec(grammar)?.[1]
      ?.split(",")
      .map((name) => name.trim()) ?? [];
  return [
    grammar,
    ...includes.map((name) => `\n// ---- included from grammar/${name} ----\n${grammarText(name)}`),
  ].join("");
}

/** The grammar a file is compiled into (`// compiled into: other.peggy`), if any. */
export function compiledInto(file: string): string | undefined {
  return /^\/\/ compiled into: (.+)$/m
    .exec(readFileSync(join(grammarDir, file), "utf8"))?.[1]
    ?.trim();
}

/** The rules a grammar lists in a `// <what>: A, B` comment. */
function listed(text: string, what: string): string[] {
  return (
    new RegExp(`^// ${what}: (.+)$`, "m")
      .exec(text)?.[1]
      ?.split(",")
      .map((rule) => rule.trim()) ?? []
  );
}

/** The start rules a grammar lists in a `// start rules: A, B` comment. */
export function startRulesOf(text: string): string[] {
  return listed(text, "start rules");
}

/**
 * The rules a grammar lists in a `// prefix rules: A, B` comment: rules a caller may match at
 * an offset, on a prefix of the rest (`parsePrefix`), to drive a repetition itself.
 */
export function prefixRulesOf(text: string): string[] {
  return listed(text, "prefix rules");
}

/**
 * The source of one generated parser: a grammar, and every grammar compiled into it.
 * Grammars that share another's rules (RFC 9651's, for App-Directives and AI preferences)
 * are compiled into its parser, so a bundle carries those rules once. Rule names must not
 * clash across them.
 */
/**
 * A repetition a grammar lets a caller read one item at a time: `// each: Item by Separator`
 * (`parseEach` reads `Item (Separator Item)*`, giving each item to a callback).
 */
export function eachOf(text: string): { item: string; separator: string } | undefined {
  const match = /^\/\/ each: (\w+) by (\w+)$/m.exec(text);
  return match ? { item: match[1]!, separator: match[2]! } : undefined;
}

/**
 * The longest case-insensitive literal a grammar has tested inline, character by character
 * (`// inline case-insensitive literals up to: N`), where a line of every file is read;
 * longer ones call one helper (smaller code). Default 4.
 */
export function inlineIgnoreCaseOf(text: string): number {
  const match = /^\/\/ inline case-insensitive literals up to: (\d+)$/m.exec(text);
  return match ? Number(match[1]) : 4;
}

export function parserSource(file: string): {
  readonly text: string;
  readonly startRules: readonly string[];
  readonly prefixRules: readonly string[];
  readonly each: { item: string; separator: string } | undefined;
  readonly inlineIgnoreCase: number;
} {
  const guests = readdirSync(grammarDir)
    .filter((name) => name.endsWith(".peggy") && compiledInto(name) === file)
    .sort();
  const texts = [
    grammarText(file),
    ...guests.map(
      (name) =>
        `\n// ---- compiled in from grammar/${name} ----\n${readFileSync(join(grammarDir, name), "utf8")}`,
    ),
  ];
  return {
    text: texts.join(""),
    startRules: texts.flatMap(startRulesOf),
    prefixRules: texts.flatMap(prefixRulesOf),
    each: eachOf(texts[0]!),
    inlineIgnoreCase: inlineIgnoreCaseOf(texts[0]!),
  };
}
