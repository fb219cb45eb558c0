// The httpwg structured-field test vectors (../shared/conformance/structured-field-tests),
// read at test time, and the mapping between their JSON form and our data types.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BareItem, Dictionary, FieldType, Item, List, ListMember, Parameters } from "../../src/index.js";

export const VECTORS_DIR = new URL("../../../shared/conformance/structured-field-tests/", import.meta.url).pathname;

export interface Vector {
  readonly name: string;
  readonly raw?: string[];
  readonly header_type: FieldType;
  readonly expected?: unknown;
  readonly must_fail?: boolean;
  readonly can_fail?: boolean;
  readonly canonical?: string[];
}

/** Every `*.json` of `dir` (relative to the vectors directory), file name → vectors. */
export function loadVectors(dir = ""): Map<string, Vector[]> {
  const path = join(VECTORS_DIR, dir);
  const files = readdirSync(path).filter((f) => f.endsWith(".json")).sort();
  return new Map(files.map((f) => [f, JSON.parse(readFileSync(join(path, f), "utf8")) as Vector[]]));
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 §6 base32 (the vectors carry byte sequences in it). */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out.padEnd(Math.ceil(out.length / 8) * 8, "=");
}

export function base32Decode(text: string): Uint8Array {
  const data = text.replace(/=+$/, "");
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of data) {
    const value = BASE32.indexOf(char);
    if (value === -1) throw new Error(`not base32: ${text}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
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
  }
}

const parametersJson = (parameters: Parameters) => [...parameters].map(([key, value]) => [key, bareJson(value)]);
const itemJson = (item: Item) => [bareJson(item.value), parametersJson(item.parameters)];
const memberJson = (member: ListMember) =>
  member.type === "item" ? itemJson(member) : [member.items.map(itemJson), parametersJson(member.parameters)];

/** A parse result in the vectors' `expected` shape. */
export function toVectorJson(value: List | Dictionary | Item): unknown {
  if (Array.isArray(value)) return (value as List).map(memberJson);
  if (value instanceof Map) return [...value].map(([key, member]) => [key, memberJson(member)]);
  return itemJson(value as Item);
}

// ---- the vectors' JSON → our types (for serialisation tests) ----

/**
 * JSON numbers do not say Integer or Decimal. A number is a Decimal when it has a fraction,
 * or when the vector's canonical text writes it with a "." (e.g. `1.0`); else an Integer.
 */
function bareFromJson(json: unknown, decimalTexts: ReadonlySet<string>): BareItem {
  if (typeof json === "number")
    return !Number.isInteger(json) || decimalTexts.has(String(json)) ? { type: "decimal", value: json } : { type: "integer", value: json };
  if (typeof json === "string") return { type: "string", value: json };
  if (typeof json === "boolean") return { type: "boolean", value: json };
  const { __type, value } = json as { __type: string; value: unknown };
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
      throw new Error(`unknown __type ${__type}`);
  }
}

/** The integer parts of numbers the canonical text writes as decimals ("1.0" → "1"). */
function decimalTextsOf(vector: Vector): Set<string> {
  const text = (vector.canonical ?? vector.raw ?? []).join(", ");
  return new Set([...text.matchAll(/(-?\d+)\.0\b/g)].map((m) => String(Number(m[1]))));
}

export function fromVectorJson(vector: Vector): List | Dictionary | Item {
  const decimals = decimalTextsOf(vector);
  const bare = (json: unknown) => bareFromJson(json, decimals);
  const parameters = (json: unknown): Parameters => new Map((json as [string, unknown][]).map(([k, v]) => [k, bare(v)]));
  const item = (json: unknown): Item => {
    const [value, params] = json as [unknown, unknown];
    return { type: "item", value: bare(value), parameters: parameters(params) };
  };
  const member = (json: unknown): ListMember => {
    const [first, params] = json as [unknown, unknown];
    return Array.isArray(first) ? { type: "inner-list", items: first.map(item), parameters: parameters(params) } : item(json);
  };
  const expected = vector.expected;
  switch (vector.header_type) {
    case "list":
      return (expected as unknown[]).map(member);
    case "dictionary":
      return new Map((expected as [string, unknown][]).map(([k, v]) => [k, member(v)]));
    default:
      return item(expected);
  }
}
