// One generated parser's start rule, run on one value and validated by its zod schema: the
// step every raw module takes. Never throws for any text: a syntax error or a schema failure
// becomes { ok: false, offset, message }.
import type * as z from "zod/mini";
import { checkerOf } from "./check.js";

export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  /** `offset`: UTF-16 index of the problem in the value. */
  | { readonly ok: false; readonly offset: number; readonly message: string };

/** A generated parser's `tryParse`: the tree, or where peggy's parser would report the error. */
type GeneratedParse<S extends string> = (
  text: string,
  options: { startRule: S },
) => { ok: true; value: unknown } | { ok: false; offset: number };

/** The failure of a peggy parser, as an offset and a message naming what was found. */
function syntaxFailure(
  offset: number,
  text: string,
): { ok: false; offset: number; message: string } {
  const found =
    offset < text.length
      ? `unexpected ${JSON.stringify(text[offset])}`
      : "unexpected end of the value";
  return { ok: false, offset, message: found };
}

/** A schema failure, placed at the start of the deepest node on the issue's path. */
export function schemaFailure(
  error: z.core.$ZodError,
  tree: unknown,
): { ok: false; offset: number; message: string } {
  const issue = error.issues[0]!;
  let node: unknown = tree;
  let offset = 0;
  for (const key of issue.path) {
    if (typeof node !== "object" || node === null) break;
    const start = (node as { start?: unknown }).start;
    if (typeof start === "number") offset = start;
    node = (node as Record<PropertyKey, unknown>)[key as PropertyKey];
  }
  const start =
    typeof node === "object" && node !== null ? (node as { start?: unknown }).start : undefined;
  return { ok: false, offset: typeof start === "number" ? start : offset, message: issue.message };
}

/** What parseValidated needs of a schema (the union of a module's schemas fits it too). */
interface Schema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: z.core.$ZodError };
}

/** Parses `text` by `rule` of a generated parser and validates the tree with `schema`. */
export function parseValidated<T, S extends string>(
  parse: GeneratedParse<S>,
  rule: S,
  schema: Schema<T>,
  text: string,
): Validated<T> {
  const parsed = parse(text, { startRule: rule });
  if (!parsed.ok) return syntaxFailure(parsed.offset, text);
  const tree = parsed.value;
  // Checked in place (src/core/check.ts); zod parses only a tree that fails, to say why.
  if (checkerOf(schema as unknown as z.ZodMiniType)(tree)) return { ok: true, value: tree as T };
  const result = schema.safeParse(tree);
  return result.success ? { ok: true, value: result.data } : schemaFailure(result.error, tree);
}

/** One schema per start rule of a generated parser. */
export type SchemaTable = Readonly<Record<string, z.ZodMiniType>>;

/** The validated tree of start rule `R`. */
export type ValidatedBy<S extends SchemaTable, R extends keyof S> = Validated<z.infer<S[R]>>;

/** `(rule, text)` → that start rule's validated tree: parseValidated over a table of schemas. */
export function validatingParser<S extends SchemaTable>(
  parse: GeneratedParse<keyof S & string>,
  schemas: S,
): <R extends keyof S & string>(rule: R, text: string) => ValidatedBy<S, R> {
  return (rule, text) =>
    parseValidated(parse, rule, schemas[rule] as Schema<unknown>, text) as ValidatedBy<
      S,
      typeof rule
    >;
}
