// What the generated-parser tests share: the outcome of a parse (value or error offset); a
// grammar's vocabulary and random derivations (generated-parser-properties.test.ts); a build
// through scripts/peg into a temporary module (generated-parser-features.test.ts). The
// reference they are compared with, ts-pegjs's parser: test/support/reference-parser.ts.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "esbuild";
import peggy from "peggy";
import { pegModule, type PegModuleOptions } from "../../scripts/peg/plugin.js";

/** Building a parser (ours into a temporary module, or ts-pegjs's) takes seconds on a loaded machine. */
export const BUILD_TIMEOUT = 120_000;

/** The outcome of one parse: its value, or the offset of its syntax error. */
export type Outcome = { value: unknown } | { error: number | undefined };

/** Parses `text` from `rule` and returns its value or its error offset (the parts we keep). */
export function outcome(
  parse: (input: string, options: { startRule: string }) => unknown,
  rule: string,
  text: string,
): Outcome {
  try {
    return { value: parse(text, { startRule: rule }) };
  } catch (error) {
    return {
      error: (error as { location?: { start?: { offset?: number } } }).location?.start?.offset,
    };
  }
}

/**
 * The texts a grammar is made of: every literal (as written, upper-cased and lower-cased when
 * case-insensitive) and, for every class, its single characters and the ends and middle of
 * its ranges.
 */
export function vocabulary(grammar: string): string[] {
  const words = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    const n = node as { type?: string; value?: unknown; ignoreCase?: boolean; parts?: unknown };
    if (n.type === "literal" && typeof n.value === "string" && n.value !== "") {
      words.add(n.value);
      if (n.ignoreCase) words.add(n.value.toUpperCase()).add(n.value.toLowerCase());
    }
    if (n.type === "class" && Array.isArray(n.parts))
      for (const part of n.parts as (string | [string, string])[]) {
        if (typeof part === "string") words.add(part);
        else {
          const [lo, hi] = [part[0].charCodeAt(0), part[1].charCodeAt(0)];
          for (const c of [lo, hi, (lo + hi) >> 1]) words.add(String.fromCharCode(c));
        }
      }
    for (const value of Object.values(node)) if (typeof value === "object") visit(value);
  };
  visit(peggy.parser.parse(grammar));
  return [...words].sort();
}

interface GrammarNode {
  type: string;
  name?: string;
  value?: string;
  ignoreCase?: boolean;
  inverted?: boolean;
  parts?: (string | [string, string])[];
  expression?: GrammarNode;
  elements?: GrammarNode[];
  alternatives?: GrammarNode[];
  delimiter?: GrammarNode | null;
  min?: { value: number | null } | null;
  max?: { value: number | null };
}

const parsedGrammars = new Map<string, Map<string, GrammarNode>>();

/** A random text that the grammar's rule `start` could derive (predicates ignored), from `seed`. */
export function derive(grammar: string, start: string, seed: number): string {
  let rules = parsedGrammars.get(grammar);
  if (rules === undefined) {
    const parsed = peggy.parser.parse(grammar).rules as unknown as GrammarNode[];
    rules = new Map(parsed.map((r) => [r.name!, r]));
    parsedGrammars.set(grammar, rules);
  }
  let state = seed >>> 0;
  const random = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number): number => Math.floor(random() * n);
  const classChar = (node: GrammarNode): string => {
    const parts = node.parts ?? [];
    if (!node.inverted && parts.length > 0) {
      const part = parts[below(parts.length)]!;
      if (typeof part === "string") return part;
      const [lo, hi] = [part[0].charCodeAt(0), part[1].charCodeAt(0)];
      return String.fromCharCode(lo + below(hi - lo + 1));
    }
    const excluded = (c: string): boolean =>
      parts.some((p) => (typeof p === "string" ? p === c : c >= p[0] && c <= p[1]));
    for (let tries = 0; tries < 20; tries++) {
      const c = String.fromCharCode(random() < 0.8 ? 32 + below(95) : below(0x10000));
      if (!excluded(c)) return c;
    }
    return "x";
  };
  const text = (node: GrammarNode, depth: number): string => {
    const many = (min: number, max: number): number => min + below(Math.max(0, max - min) + 1);
    switch (node.type) {
      case "literal":
        return node.ignoreCase && random() < 0.5 ? node.value!.toUpperCase() : node.value!;
      case "class":
        return classChar(node);
      case "any":
        return String.fromCharCode(below(0x80));
      case "sequence":
        return node.elements!.map((e) => text(e, depth)).join("");
      case "choice":
        return text(node.alternatives![below(node.alternatives!.length)]!, depth);
      case "optional":
        return random() < 0.5 ? text(node.expression!, depth) : "";
      case "zero_or_more":
      case "one_or_more": {
        const n = many(node.type === "one_or_more" ? 1 : 0, 5);
        return Array.from({ length: n }, () => text(node.expression!, depth)).join("");
      }
      case "repeated": {
        const min = (node.min ?? node.max)!.value ?? 0;
        const n = many(min, Math.min(node.max!.value ?? min + 5, min + 5));
        const items = Array.from({ length: n }, () => text(node.expression!, depth));
        return node.delimiter ? items.join(text(node.delimiter, depth)) : items.join("");
      }
      case "rule_ref":
        return depth > 12 ? "" : text(rules!.get(node.name!)!.expression!, depth + 1);
      case "simple_and":
      case "simple_not":
      case "semantic_and":
      case "semantic_not":
        return "";
      default:
        return node.expression ? text(node.expression, depth) : "";
    }
  };
  return text(rules.get(start)!, 0);
}

/** Builds `grammar` with scripts/peg into a temporary module and imports its `parse`. */
export async function buildWithPlugin(
  grammar: string,
  startRules: readonly string[],
): Promise<(input: string, options: { startRule: string }) => unknown> {
  return (await buildModuleWithPlugin(grammar, startRules)).parse;
}

/** What a generated module exports (parsePrefix and parseEach where the grammar asks for them). */
export interface GeneratedModule {
  parse(input: string, options: { startRule: string }): unknown;
  parsePrefix(input: string, rule: string, from: number): unknown;
  parseEach(input: string, from: number, onItem: (value: unknown, index: number) => void): number;
}

/** The whole module scripts/peg writes for `grammar`, imported. */
export async function buildModuleWithPlugin(
  grammar: string,
  startRules: readonly string[],
  options: Pick<PegModuleOptions, "prefixRules" | "each"> = {},
): Promise<GeneratedModule> {
  const source = peggy.generate(grammar, {
    allowedStartRules: [...startRules],
    output: "source",
    plugins: [pegModule],
    pegModule: { header: "// @ts-nocheck", grammarText: grammar, ...options },
  } as peggy.SourceBuildOptions<"source">);
  const dir = mkdtempSync(join(tmpdir(), "peg-"));
  const file = join(dir, "parser.mjs");
  writeFileSync(file, transformSync(source, { loader: "ts", format: "esm" }).code);
  return (await import(pathToFileURL(file).href)) as GeneratedModule;
}
