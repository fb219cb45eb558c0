// Validating a raw tree without copying it. zod's parse builds a new object for every node it
// accepts; for the robots.txt line tree (one node per line) that copy was most of the
// validation's cost. A checker is derived once from a schema's definition and walks the tree
// in place: types, literals, enums, arrays, nullables, optionals, unions and objects (with no
// key the shape does not name) are checked here; a node whose schema carries checks or a
// format (ranges, refinements, integers) is also handed to that schema's own zod parse. A tree
// the checker accepts is one zod accepts and returns unchanged (test/conformance/
// raw-check.test.ts), so it is used as it is; any other tree goes through zod's parse, which
// copies it or says why it is wrong.
import type * as z from "zod/mini";

/** Is `value` what the schema accepts (and would return unchanged, but for unknown keys)? */
export type Checker = (value: unknown) => boolean;

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

const checkers = new WeakMap<z.ZodMiniType, Checker>();

/** The checker of `schema` (made once per schema). */
export function checkerOf(schema: z.ZodMiniType): Checker {
  let checker = checkers.get(schema);
  if (checker === undefined) {
    // Set before deriving, so that a recursive schema finds itself.
    checkers.set(schema, (value) => checker!(value));
    checker = derive(schema);
    checkers.set(schema, checker);
  }
  return checker;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An object: every key of the shape checked, and no other key (zod would strip it, and the
 * tree is used as it is only when stripping changes nothing).
 */
function objectChecker(shape: Readonly<Record<string, z.ZodMiniType>>): Checker {
  const keys = Object.keys(shape);
  const known = new Set(keys);
  const parts = keys.map((key) => checkerOf(shape[key]!));
  return (value) => {
    if (!isRecord(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
    for (const key in value) if (!known.has(key)) return false;
    for (let i = 0; i < keys.length; i++) if (!parts[i]!(value[keys[i]!])) return false;
    return true;
  };
}

function anyOf(options: readonly Checker[]): Checker {
  return (value) => options.some((option) => option(value));
}

/** A discriminated union: the option whose literal the node's discriminator names decides. */
function byDiscriminator(key: string, options: readonly z.ZodMiniType[]): Checker {
  const byValue = new Map<unknown, Checker[]>();
  for (const option of options) {
    const literal = (option._zod.def as Definition).shape?.[key]?._zod.def as Definition;
    if (literal?.type !== "literal") return anyOf(options.map(checkerOf));
    for (const value of literal.values!) {
      const known = byValue.get(value);
      if (known) known.push(checkerOf(option));
      else byValue.set(value, [checkerOf(option)]);
    }
  }
  return (value) => {
    if (!isRecord(value)) return false;
    const candidates = byValue.get(value[key]);
    return candidates !== undefined && candidates.some((option) => option(value));
  };
}

function derive(schema: z.ZodMiniType): Checker {
  const def = schema._zod.def as Definition;
  const shape = structure(def);
  // Checks and formats (ranges, refinements, integers) are zod's to judge, after the shape.
  if ((def.checks !== undefined && def.checks.length > 0) || def.format !== undefined)
    return (value) => shape(value) && schema.safeParse(value).success;
  return shape;
}

/** The checker of a schema's type and shape (not its checks). */
function structure(def: Definition): Checker {
  switch (def.type) {
    case "string":
      return (value) => typeof value === "string";
    case "number":
      return (value) => typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return (value) => typeof value === "boolean";
    case "literal": {
      const values = def.values!;
      return (value) => values.includes(value);
    }
    case "enum": {
      const values = Object.values(def.entries!);
      return (value) => values.includes(value);
    }
    case "nullable": {
      const inner = checkerOf(def.innerType!);
      return (value) => value === null || inner(value);
    }
    case "optional": {
      const inner = checkerOf(def.innerType!);
      return (value) => value === undefined || inner(value);
    }
    case "array": {
      const element = checkerOf(def.element!);
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      };
    }
    case "union":
      return def.discriminator === undefined
        ? anyOf(def.options!.map(checkerOf))
        : byDiscriminator(def.discriminator, def.options!);
    case "object":
      return objectChecker(def.shape!);
  }
  // A kind of schema this does not know (zod may transform its value): zod parses the tree.
  return () => false;
}
