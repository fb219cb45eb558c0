// Validating a raw tree without copying it. zod's parse builds a new object for every node it
// accepts; for the robots.txt line tree (one node per line) that copy was most of the
// validation's cost. A checker is derived once from a schema's definition and walks the tree
// in place: types, literals, enums, arrays, nullables, optionals, unions and objects (with no
// key the shape does not name) are checked here, objects and discriminated unions by
// straight-line code (check-compiled.ts); a node whose schema carries checks or a format
// (ranges, refinements, integers) is also handed to that schema's own zod parse. A tree the
// checker accepts is one zod accepts and returns unchanged (test/conformance/
// raw-check.test.ts), so it is used as it is; any other tree goes through zod's parse, which
// copies it or says why it is wrong.
import type * as z from "zod/mini";
import {
  canCompile,
  compileObject,
  compileUnion,
  compileValue,
  literalTest,
  type Checker,
  type KeyCheck,
} from "./check-compiled.js";

export type { Checker } from "./check-compiled.js";

interface Definition {
  readonly type: string;
  readonly checks?: readonly unknown[];
  readonly format?: string;
  readonly shape?: Readonly<Record<string, z.ZodMiniType>>;
  readonly element?: z.ZodMiniType;
  readonly innerType?: z.ZodMiniType;
  readonly options?: readonly z.ZodMiniType[];
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly discriminator?: string;
}

/** Derives checkers as straight-line code (check-compiled.ts), each schema's once. */
export class Checkers {
  readonly #made = new WeakMap<z.ZodMiniType, Checker>();

  /** The checker of `schema` (made once per schema). */
  of(schema: z.ZodMiniType): Checker {
    let checker = this.#made.get(schema);
    if (checker === undefined) {
      // Set before deriving, so that a recursive schema finds itself.
      this.#made.set(schema, (value) => checker!(value));
      checker = this.#derive(schema);
      this.#made.set(schema, checker);
    }
    return checker;
  }

  #derive(schema: z.ZodMiniType): Checker {
    const def = schema._zod.def as Definition;
    // A number with ranges and "integer" only: written out (zod's parse per number was most
    // of reading a file of 20,000 Request-rate and Visit-time values: issue 24).
    const number = numberTest(def);
    if (number) return compileValue(number);
    const shape = this.#structure(def, schema);
    // Other checks and formats (refinements, lengths) are zod's to judge, after the shape.
    if (hasChecks(def)) return (value) => shape(value) && schema.safeParse(value).success;
    return shape;
  }

  /** The checker of a schema's type and shape (not its checks). */
  #structure(def: Definition, schema: z.ZodMiniType): Checker {
    switch (def.type) {
      case "nullable": {
        const inner = this.of(def.innerType!);
        return (value) => value === null || inner(value);
      }
      case "optional": {
        const inner = this.of(def.innerType!);
        return (value) => value === undefined || inner(value);
      }
      case "array":
        return everyItem(this.of(def.element!));
      case "union":
        return (
          (def.discriminator !== undefined &&
            this.#byDiscriminator(def.discriminator, def.options!)) ||
          anyOf(def.options!.map((option) => this.of(option)))
        );
      case "object": {
        const checks: Record<string, KeyCheck> = {};
        for (const [key, value] of Object.entries(def.shape!)) checks[key] = this.#keyCheck(value);
        return compileObject(checks);
      }
    }
    const inline = inlineTest(schema, true);
    // A kind of schema this does not know (zod may transform its value): zod parses the tree.
    return inline ? compileValue(inline) : () => false;
  }

  /** How a compiled object checks one key: inline where it can, else by the key's checker. */
  #keyCheck(schema: z.ZodMiniType): KeyCheck {
    const def = schema._zod.def as Definition;
    const optional = def.type === "optional";
    const inner = inlineTest(optional ? def.innerType! : schema);
    if (inner === undefined) return { checker: this.of(schema), optional };
    return { inline: optional ? (x) => `(${x} === undefined || ${inner(x)})` : inner, optional };
  }

  /** A discriminated union whose options each own distinct literals: a switch on the key. */
  #byDiscriminator(key: string, options: readonly z.ZodMiniType[]): Checker | undefined {
    const byValue = new Map<unknown, Checker>();
    for (const option of options) {
      const literal = (option._zod.def as Definition).shape?.[key]?._zod.def as Definition;
      if (literal?.type !== "literal") return undefined;
      for (const value of literal.values!) {
        if (byValue.has(value)) return undefined;
        byValue.set(value, this.of(option));
      }
    }
    return compileUnion(key, byValue);
  }
}

let shared: Checkers | undefined;

/**
 * The checker of `schema` (made once per schema). Where straight-line code cannot be made
 * (zod `jitless`, no `new Function`) it accepts nothing, so zod's own parse does the work, as
 * it did before checkers existed.
 */
export function checkerOf(schema: z.ZodMiniType): Checker {
  if (!canCompile()) return NEVER;
  return (shared ??= new Checkers()).of(schema);
}

const NEVER: Checker = () => false;

function hasChecks(def: Definition): boolean {
  return (def.checks !== undefined && def.checks.length > 0) || def.format !== undefined;
}

function anyOf(options: readonly Checker[]): Checker {
  return (value) => options.some((option) => option(value));
}

function everyItem(element: Checker): Checker {
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
    return true;
  };
}

/** A zod number check: `greater_than` / `less_than`, inclusive or not. */
interface NumberCheck {
  readonly check?: string;
  readonly value?: unknown;
  readonly inclusive?: boolean;
}

/**
 * An expression for a zod number whose checks are all ranges, and whose format is none or
 * "safeint" (z.int()); undefined for any other check, which zod then judges. zod's number
 * takes finite numbers only; "safeint" is Number.isSafeInteger.
 */
function numberTest(def: Definition): ((x: string) => string) | undefined {
  if (def.type !== "number" || (def.format !== undefined && def.format !== "safeint"))
    return undefined;
  const terms: ((x: string) => string)[] = [
    def.format === "safeint"
      ? (x) => `Number.isSafeInteger(${x})`
      : (x) => `(typeof ${x} === "number" && Number.isFinite(${x}))`,
  ];
  for (const check of def.checks ?? []) {
    const { check: kind, value, inclusive } = (check as { _zod: { def: NumberCheck } })._zod.def;
    if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
    if (kind === "greater_than") terms.push((x) => `${x} ${inclusive ? ">=" : ">"} ${value}`);
    else if (kind === "less_than") terms.push((x) => `${x} ${inclusive ? "<=" : "<"} ${value}`);
    else return undefined;
  }
  return (x) => `(${terms.map((term) => term(x)).join(" && ")})`;
}

/** An expression for a value of a schema with no checks, when one can be written. */
function inlineTest(
  schema: z.ZodMiniType,
  ignoreChecks = false,
): ((x: string) => string) | undefined {
  const def = schema._zod.def as Definition;
  if (!ignoreChecks && hasChecks(def)) return numberTest(def);
  switch (def.type) {
    case "string":
      return (x) => `typeof ${x} === "string"`;
    case "number":
      return (x) => `(typeof ${x} === "number" && Number.isFinite(${x}))`;
    case "boolean":
      return (x) => `typeof ${x} === "boolean"`;
    case "literal":
      return literalTest(def.values!);
    case "enum":
      return literalTest(Object.values(def.entries!));
    case "nullable": {
      const inner = inlineTest(def.innerType!);
      return inner && ((x) => `(${x} === null || ${inner(x)})`);
    }
  }
  return undefined;
}
