// ts-pegjs, the reference generator of the parser-equivalence tests. For each grammar file
// with a parser in generated/ (written by our own generator, scripts/peg), ts-pegjs builds a
// parser from the same full grammar text (scripts/grammar-text.ts: parserSource, with the
// grammars it includes and those compiled into it) and the same start rules; the tests then
// ask both for the same outcome — the same value, or a syntax error at the same offset — on
// the fixtures (test/conformance/generated-parser.test.ts), on random texts
// (generated-parser-properties.test.ts), on a grammar of every feature
// (generated-parser-features.test.ts) and on the full corpus (test/corpus/generated-parser.test.ts).
//
// ts-pegjs (metadevpro, the TypeScript target of peggy) wraps the parser peggy 3 generates in a
// typed TypeScript module: `parse` is peggy's own, values and errors included. Its module is
// turned into JavaScript by esbuild, written to a temporary directory and imported; each
// grammar is built once per test file (a module-level cache; vitest runs each test file in its
// own module graph).
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { transformSync } from "esbuild";
import peggy from "peggy";
import tspegjs, { type TsPegjsOptions } from "ts-pegjs";
import { parse as acap } from "../../generated/acap.js";
import { parse as acap2 } from "../../generated/acap-2.js";
import { parse as robots2 } from "../../generated/robots-2.0.js";
import { parse as robotsTxt } from "../../generated/robots-txt.js";
import { parse as structuredFields } from "../../generated/structured-fields.js";
import { compiledInto, parserSource } from "../../scripts/grammar-text.js";
import { outcome, type Outcome } from "./generated-parser.js";

export type Parse = (input: string, options: { startRule: string }) => unknown;

/** Every parser in generated/ that a grammar builds (generated/ai-crawlers.ts is data). */
export const GENERATED_PARSERS: readonly { readonly file: string; readonly parse: Parse }[] = [
  { file: "acap-2.peggy", parse: acap2 as Parse },
  { file: "acap.peggy", parse: acap as Parse },
  { file: "robots-2.0.peggy", parse: robots2 as Parse },
  { file: "robots-txt.peggy", parse: robotsTxt as Parse },
  { file: "structured-fields.peggy", parse: structuredFields as Parse },
];

const grammarDir = new URL("../../grammar/", import.meta.url).pathname;

/** The grammar files of grammar/ (sorted). */
export const grammarFiles = (): string[] =>
  readdirSync(grammarDir)
    .filter((name) => name.endsWith(".peggy"))
    .sort();

/** The grammar files with a parser of their own, as scripts/build-grammars.ts builds them. */
export const parserGrammars = (): string[] =>
  grammarFiles().filter((name) => compiledInto(name) === undefined);

/**
 * A parser's start rules: those listed by its grammar and by every grammar compiled into it
 * (`// start rules:`), else its first rule (peggy's default; grammar/robots-txt.peggy).
 */
export function startRules(file: string): string[] {
  const { text, startRules: listed } = parserSource(file);
  return listed.length > 0 ? [...listed] : [peggy.parser.parse(text).rules[0]!.name];
}

/**
 * The TypeScript module ts-pegjs writes for `grammar`. By default without the rule types
 * ts-pegjs infers through ts-morph (the TypeScript compiler, ~10 s for our five grammars):
 * they are erased when the module becomes JavaScript, which is the same byte for byte
 * with them or without (test/corpus/generated-parser.test.ts checks it for every grammar).
 */
export function tsPegjsSource(
  grammar: string,
  rules: readonly string[],
  options: { computeTypes?: boolean } = {},
): string {
  const tsOptions: TsPegjsOptions = { skipTypeComputation: options.computeTypes !== true };
  return peggy.generate(grammar, {
    allowedStartRules: [...rules],
    output: "source",
    plugins: [tspegjs],
    tspegjs: tsOptions,
  } as peggy.SourceBuildOptions<"source">);
}

/** ts-pegjs's module as JavaScript (esbuild strips the types; nothing else changes). */
export const tsPegjsJavaScript = (source: string): string =>
  transformSync(source, { loader: "ts", format: "esm" }).code;

/** Builds `grammar` with ts-pegjs into a temporary module and imports its `parse`. */
export async function buildTsPegjs(grammar: string, rules: readonly string[]): Promise<Parse> {
  const dir = mkdtempSync(join(tmpdir(), "ts-pegjs-"));
  const file = join(dir, "parser.mjs");
  writeFileSync(file, tsPegjsJavaScript(tsPegjsSource(grammar, rules)));
  const module = (await import(pathToFileURL(file).href)) as {
    parse: Parse;
    PeggySyntaxError: { buildMessage: (...args: unknown[]) => string };
  };
  // The one thing of peggy's errors that ours leave out on purpose: the message that lists
  // what was expected (ours say "unexpected input" or "unexpected end of input", and every
  // caller reads the offset only). The comparison reads the offset too, so the reference
  // does not format a message no one reads: half the time of a failed parse.
  module.PeggySyntaxError.buildMessage = () => "";
  return module.parse;
}

const references = new Map<string, Promise<Parse>>();

/**
 * ts-pegjs's parser for a grammar file (built from parserSource(file), with startRules(file)),
 * built once per test file. Building takes up to a few seconds on a loaded machine: call it
 * in a beforeAll hook with BUILD_TIMEOUT.
 */
export function tsPegjsReference(file: string): Promise<Parse> {
  let reference = references.get(file);
  if (reference === undefined) {
    reference = buildTsPegjs(parserSource(file).text, startRules(file));
    references.set(file, reference);
  }
  return reference;
}

/** One input on which our parser and the reference disagree. */
export interface Difference {
  readonly rule: string;
  readonly input: string;
  readonly ours: Outcome;
  readonly reference: Outcome;
}

/**
 * The inputs on which `ours` and `reference` give different outcomes from `rule` (a value
 * that is not deeply and strictly equal, or another error offset); at most `limit` of them.
 */
export function differences(
  ours: Parse,
  reference: Parse,
  rule: string,
  inputs: Iterable<string>,
  limit = 5,
): Difference[] {
  const found: Difference[] = [];
  // Most inputs of the value grammars fail: a syntax error's stack trace is most of the cost
  // of a failed parse, and no comparison reads it.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (const input of inputs) {
      const a = outcome(ours, rule, input);
      const b = outcome(reference, rule, input);
      if (!isDeepStrictEqual(a, b)) {
        found.push({ rule, input, ours: a, reference: b });
        if (found.length >= limit) break;
      }
    }
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return found;
}

/** A difference as one readable line (long inputs and values cut). */
export function describeDifference({ rule, input, ours, reference }: Difference): string {
  const cut = (value: unknown): string => {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  };
  return `${rule} on ${cut(input)}: ours ${cut(ours)}, ts-pegjs ${cut(reference)}`;
}
