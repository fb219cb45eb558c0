// The httpwg structured-field test vectors (RFC 9651), read at test time from
// test/fixtures/structured-field-tests (an unchanged copy, see its README.md), and the
// mapping between their JSON form (the suite's README.md) and our data types:
//
//   - toVectorJson: OUR parse result → the suite's `expected` shape, for comparison with
//     `toEqual`. Integer and Decimal both become JSON numbers (the suite cannot tell them
//     apart), Maps become arrays of [key, value] pairs (order kept).
//   - toTypedJson: OUR value → plain JSON that keeps every type tag, for round trips where
//     Integer vs Decimal, Token vs String must survive.
//   - fromVectorJson: the suite's `expected` → OUR types, for the serialisation tests; see
//     numberKinds for how a JSON number is classified as Integer or Decimal.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type {
  BareItem,
  Dictionary,
  FieldType,
  InnerList,
  Item,
  List,
  Parameters,
} from "../../src/index.js";

export const VECTORS_DIR = new URL("../fixtures/structured-field-tests/", import.meta.url);

/** A parse vector (top-level `*.json`). */
export interface ParseVector {
  readonly name: string;
  readonly raw: readonly string[];
  readonly header_type: FieldType;
  readonly expected?: unknown;
  readonly must_fail?: boolean;
  readonly can_fail?: boolean;
  readonly canonical?: readonly string[];
}

/** A serialisation-only vector (`serialisation-tests/*.json`): no `raw`. */
export interface SerialisationVector {
  readonly name: string;
  readonly header_type: FieldType;
  readonly expected: unknown;
  readonly must_fail?: boolean;
  readonly canonical?: readonly string[];
}

export interface VectorFile<V> {
  /** The file name, e.g. "number.json". */
  readonly file: string;
  readonly vectors: readonly V[];
}

const FIELD_TYPES: readonly string[] = ["list", "dictionary", "item"];
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((s) => typeof s === "string");

/** Every `*.json` of a directory, sorted by name, each record checked against the README's format. */
function loadDirectory(
  dir: URL,
  serialisationOnly: boolean,
): VectorFile<ParseVector | SerialisationVector>[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  return files.map((file) => {
    const vectors: unknown = JSON.parse(readFileSync(fileURLToPath(new URL(file, dir)), "utf8"));
    if (!Array.isArray(vectors) || vectors.length === 0)
      throw new Error(`${file}: expected a non-empty array of test records`);
    for (const v of vectors as Record<string, unknown>[]) {
      const where = `${file}: ${JSON.stringify(v.name)}`;
      if (typeof v.name !== "string") throw new Error(`${where}: no name`);
      if (typeof v.header_type !== "string" || !FIELD_TYPES.includes(v.header_type))
        throw new Error(`${where}: bad header_type`);
      if (!serialisationOnly && !isStringArray(v.raw))
        throw new Error(`${where}: raw is not an array of strings`);
      if (v.must_fail !== true && !("expected" in v))
        throw new Error(`${where}: neither must_fail nor expected`);
      if (v.canonical !== undefined && !isStringArray(v.canonical))
        throw new Error(`${where}: canonical is not an array of strings`);
      if (serialisationOnly && v.must_fail !== true && v.canonical === undefined)
        throw new Error(`${where}: no canonical`);
    }
    return { file, vectors: vectors as (ParseVector | SerialisationVector)[] };
  });
}

/** The parse vectors: every `*.json` of the vectors directory. */
export function loadParseVectors(): VectorFile<ParseVector>[] {
  return loadDirectory(VECTORS_DIR, false) as VectorFile<ParseVector>[];
}

/** The serialisation-only vectors: every `*.json` of `serialisation-tests/`. */
export function loadSerialisationVectors(): VectorFile<SerialisationVector>[] {
  return loadDirectory(
    new URL("serialisation-tests/", VECTORS_DIR),
    true,
  ) as VectorFile<SerialisationVector>[];
}

/** RFC 9651 §4.2: several field lines are combined by joining them with ", ". */
export const fieldText = (lines: readonly string[]): string => lines.join(", ");

/**
 * The serialisation a valid vector expects: `canonical` if present, else `raw`. The canonical
 * form of an empty List or Dictionary is an empty array, i.e. "" (the field is omitted).
 */
export function canonicalText(vector: {
  readonly canonical?: readonly string[];
  readonly raw?: readonly string[];
}): string {
  return fieldText(vector.canonical ?? vector.raw ?? []);
}

// ---- RFC 4648 §6 base32 ----

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** RFC 4648 §6: a final quantum of n bytes (index) is n×8 bits → this many "=" of 8 characters. */
const PADDING_FOR_BYTES = [0, 6, 4, 3, 1, 0] as const;

/** RFC 4648 §6 base32 with padding (the vectors carry Byte Sequences in it). */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 5) {
    const chunk = bytes.subarray(i, i + 5);
    let bits = 0n;
    for (let j = 0; j < 5; j++) bits = (bits << 8n) | BigInt(chunk[j] ?? 0);
    const padding = PADDING_FOR_BYTES[chunk.length]!;
    for (let k = 0; k < 8 - padding; k++) out += BASE32[Number((bits >> BigInt(35 - 5 * k)) & 31n)];
    out += "=".repeat(padding);
  }
  return out;
}

/** RFC 4648 §6 base32 decoding; padding required, characters outside the alphabet rejected. */
export function base32Decode(text: string): Uint8Array {
  if (text.length % 8 !== 0)
    throw new Error(
      `base32: length ${text.length} is not a multiple of 8: ${JSON.stringify(text)}`,
    );
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 8) {
    const data = text.slice(i, i + 8).replace(/=+$/, "");
    const padding = 8 - data.length;
    const count = PADDING_FOR_BYTES.lastIndexOf(padding as 0 | 6 | 4 | 3 | 1);
    if (count <= 0 || (padding > 0 && i + 8 !== text.length))
      throw new Error(`base32: bad padding in ${JSON.stringify(text)}`);
    let bits = 0n;
    for (const char of data.padEnd(8, "A")) {
      const value = BASE32.indexOf(char);
      if (value === -1)
        throw new Error(
          `base32: ${JSON.stringify(char)} is not in the alphabet: ${JSON.stringify(text)}`,
        );
      bits = (bits << 5n) | BigInt(value);
    }
    for (let j = 0; j < count; j++) bytes.push(Number((bits >> BigInt(32 - 8 * j)) & 255n));
  }
  return new Uint8Array(bytes);
}

// ---- our types → the vectors' JSON ----

function bareJson(item: BareItem): unknown {
  switch (item.type) {
    case "integer":
    case "decimal":
    case "string":
    case "boolean":
      return item.value;
    case "token":
      return { __type: "token", value: item.value };
    case "byte-sequence":
      return { __type: "binary", value: base32Encode(item.value) };
    case "date":
      return { __type: "date", value: item.value };
    case "display-string":
      return { __type: "displaystring", value: item.value };
    default:
      throw new Error(`not a bare item: ${JSON.stringify(item)}`);
  }
}

const parametersJson = (parameters: Parameters): unknown[] =>
  [...parameters].map(([key, value]) => [key, bareJson(value)]);
const itemJson = (item: Item): unknown[] => [bareJson(item.value), parametersJson(item.parameters)];
const memberJson = (member: Item | InnerList): unknown[] =>
  member.type === "inner-list"
    ? [member.items.map(itemJson), parametersJson(member.parameters)]
    : itemJson(member);

/** OUR parse result in the vectors' `expected` shape (§ "The expected data structure" of the README). */
export function toVectorJson(value: List | Dictionary | Item, type: FieldType): unknown {
  switch (type) {
    case "list":
      return (value as List).map(memberJson);
    case "dictionary":
      return [...(value as Dictionary)].map(([key, member]) => [key, memberJson(member)]);
    default:
      return itemJson(value as Item);
  }
}

/** OUR value as plain JSON with every type tag and every order kept (for round trips). */
export function toTypedJson(value: List | Dictionary | Item, type: FieldType): unknown {
  const bare = (item: BareItem): unknown => [
    item.type,
    item.value instanceof Uint8Array ? [...item.value] : item.value,
  ];
  const parameters = (p: Parameters): unknown => [...p].map(([key, value]) => [key, bare(value)]);
  const item = (i: Item): unknown => ["item", bare(i.value), parameters(i.parameters)];
  const member = (m: Item | InnerList): unknown =>
    m.type === "inner-list" ? ["inner-list", m.items.map(item), parameters(m.parameters)] : item(m);
  switch (type) {
    case "list":
      return (value as List).map(member);
    case "dictionary":
      return [...(value as Dictionary)].map(([key, m]) => [key, member(m)]);
    default:
      return item(value as Item);
  }
}

// ---- the vectors' JSON → our types ----

/**
 * The number literals of a valid serialised field value, in order. Everything that may hold a
 * digit but is not a number (strings, display strings, byte sequences, dates, booleans, and
 * tokens and keys, which never start with a digit or "-") is skipped.
 */
export function numberLiterals(text: string): string[] {
  const literals: string[] = [];
  let i = 0;
  const fail = (): never => {
    throw new Error(`numberLiterals: cannot scan ${JSON.stringify(text)} at ${i}`);
  };
  while (i < text.length) {
    const c = text[i]!;
    if (" \t,;=()".includes(c)) i++;
    else if (c === '"' || (c === "%" && text[i + 1] === '"')) {
      i += c === "%" ? 2 : 1;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      if (i >= text.length) fail();
      i++;
    } else if (c === ":") {
      const end = text.indexOf(":", i + 1);
      if (end === -1) fail();
      i = end + 1;
    } else if (c === "?") i += 2;
    else if (c === "@") i = i + 1 + /^-?\d*/.exec(text.slice(i + 1))![0].length;
    else if (/[A-Za-z*]/.test(c))
      i += /^[A-Za-z0-9_\-.*!#$%&'+^`|~:/]*/.exec(text.slice(i))![0].length;
    else {
      const number = /^-?\d+(?:\.\d+)?/.exec(text.slice(i));
      if (!number) fail();
      literals.push(number![0]);
      i += number![0].length;
    }
  }
  return literals;
}

/** The JSON numbers of an `expected` value in document order, skipping `__type` objects (dates). */
function jsonNumbers(json: unknown, out: number[] = []): number[] {
  if (typeof json === "number") out.push(json);
  else if (Array.isArray(json)) for (const element of json) jsonNumbers(element, out);
  return out;
}

/**
 * Integer or Decimal for each JSON number of `expected`, in document order.
 *
 * The rule: JSON cannot tell 1 from 1.0, but the vector's serialisation can. The RFC's
 * serialisation (§4.1) writes members, items and parameters in exactly the order they appear
 * in the `expected` JSON, so the n-th JSON number (dates excluded: they are `__type` objects,
 * and `@…` in the text) is the n-th number literal of the canonical text (`canonical`, else
 * `raw`). A number is a Decimal when its literal has a "." (so `1.0` → Decimal 1, and
 * 9.9995 → "10.0" is a Decimal), else an Integer. When the vector has no serialisation
 * (must_fail vectors), a number is an Integer when
 * Number.isInteger, else a Decimal. A vector whose serialisation has a different number of
 * number literals than its JSON is a bug in this scanner or the vector: it throws.
 */
export function numberKinds(vector: {
  readonly expected?: unknown;
  readonly canonical?: readonly string[];
  readonly raw?: readonly string[];
  readonly must_fail?: boolean;
}): ("integer" | "decimal")[] {
  const numbers = jsonNumbers(vector.expected);
  const byValue = numbers.map(
    (n) => (Number.isInteger(n) ? "integer" : "decimal") as "integer" | "decimal",
  );
  if (vector.must_fail || (vector.canonical === undefined && vector.raw === undefined))
    return byValue;
  const literals = numberLiterals(canonicalText(vector));
  if (literals.length !== numbers.length)
    throw new Error(
      `numberKinds: ${numbers.length} JSON numbers but literals ${JSON.stringify(literals)} in ${JSON.stringify(canonicalText(vector))}`,
    );
  return literals.map((literal) => (literal.includes(".") ? "decimal" : "integer"));
}

/** A vector's `expected` as OUR value, numbers classified by numberKinds. */
export function fromVectorJson(vector: {
  readonly header_type: FieldType;
  readonly expected?: unknown;
  readonly canonical?: readonly string[];
  readonly raw?: readonly string[];
  readonly must_fail?: boolean;
}): List | Dictionary | Item {
  const kinds = numberKinds(vector);
  let next = 0;
  const bare = (json: unknown): BareItem => {
    if (typeof json === "number") return { type: kinds[next++] ?? "integer", value: json };
    if (typeof json === "string") return { type: "string", value: json };
    if (typeof json === "boolean") return { type: "boolean", value: json };
    const { __type, value } = json as { __type?: unknown; value?: unknown };
    switch (__type) {
      case "token":
        return { type: "token", value: value as string };
      case "binary":
        return { type: "byte-sequence", value: base32Decode(value as string) };
      case "date":
        return { type: "date", value: value as number };
      case "displaystring":
        return { type: "display-string", value: value as string };
      default:
        throw new Error(`unknown bare item in the vector JSON: ${JSON.stringify(json)}`);
    }
  };
  const parameters = (json: unknown): Parameters =>
    new Map((json as [string, unknown][]).map(([key, value]) => [key, bare(value)]));
  const item = (json: unknown): Item => {
    const [value, params] = json as [unknown, unknown];
    return { type: "item", value: bare(value), parameters: parameters(params) };
  };
  const member = (json: unknown): Item | InnerList => {
    const [first, params] = json as [unknown, unknown];
    if (!Array.isArray(first)) return item(json);
    const items = first.map(item);
    return { type: "inner-list", items, parameters: parameters(params) };
  };
  switch (vector.header_type) {
    case "list":
      return (vector.expected as unknown[]).map(member);
    case "dictionary":
      return new Map(
        (vector.expected as [string, unknown][]).map(([key, value]) => [key, member(value)]),
      );
    default:
      return item(vector.expected);
  }
}
