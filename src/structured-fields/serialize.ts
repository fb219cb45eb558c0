// RFC 9651 §4.1: the canonical serialisation of a List, Dictionary or Item. A value that
// cannot be serialised ("fail serialization") is a caller's mistake: TypeError for a
// wrong shape or character, RangeError for a number out of range.
import type {
  BareItem,
  Dictionary,
  InnerList,
  Item,
  List,
  ListMember,
  Parameters,
  StructuredField,
} from "./types.js";

const KEY = /^[a-z*][a-z0-9_\-.*]*$/;
const TOKEN = /^[A-Za-z*][!#$%&'*+\-.^_`|~0-9A-Za-z:/]*$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_INTEGER = 999_999_999_999_999;
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const utf8 = new TextEncoder();

/** §4.1.4 Serializing an Integer (also the body of §4.1.10 Date). */
function serializeInteger(value: unknown, what: string): string {
  if (typeof value !== "number" || !Number.isInteger(value))
    throw new TypeError(`${what}: expected an integer, got ${String(value)}`);
  if (Math.abs(value) > MAX_INTEGER)
    throw new RangeError(`${what}: ${value} is outside ±999,999,999,999,999 (RFC 9651 §3.3.1)`);
  return String(value === 0 ? 0 : value);
}

/** §4.1.5: round to three fraction digits, ties to even, at most 12 integer digits. */
function serializeDecimal(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new TypeError(`decimal: expected a finite number, got ${String(value)}`);
  // The shortest decimal form of the number is what the caller wrote; it is rounded as text,
  // so 0.0025 is a tie (→ 0.002) rather than the binary 0.00250000000000000005.
  const shortest = String(Math.abs(value));
  if (shortest.includes("e+"))
    throw new RangeError(`decimal: ${value} has more than 12 integer digits (RFC 9651 §4.1.5)`);
  let integer = "0";
  let fraction = "";
  if (!shortest.includes("e-")) [integer, fraction = ""] = shortest.split(".") as [string, string?];
  let thousandths = BigInt(integer + fraction.slice(0, 3).padEnd(3, "0"));
  const rest = fraction.slice(3);
  const first = rest.charCodeAt(0) - 48;
  const tie = first === 5 && /^50*$/.test(rest);
  if (first > 5 || (first === 5 && !tie) || (tie && thousandths % 2n === 1n)) thousandths += 1n;
  const whole = (thousandths / 1000n).toString();
  if (whole.length > 12)
    throw new RangeError(
      `decimal: ${value} has more than 12 integer digits after rounding (RFC 9651 §4.1.5)`,
    );
  // eslint-disable-next-line regexp/no-super-linear-move -- three digits
  const digits = (thousandths % 1000n).toString().padStart(3, "0").replace(/0+$/, "") || "0";
  return `${value < 0 && thousandths !== 0n ? "-" : ""}${whole}.${digits}`;
}

/** §4.1.6 Serializing a String */
function serializeString(value: unknown): string {
  if (typeof value !== "string" || !PRINTABLE_ASCII.test(value))
    throw new TypeError(`string: expected printable ASCII (%x20-7E), got ${JSON.stringify(value)}`);
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}

/** §4.1.7 Serializing a Token */
function serializeToken(value: unknown): string {
  if (typeof value !== "string" || !TOKEN.test(value))
    throw new TypeError(
      `token: expected ( ALPHA / "*" ) *( tchar / ":" / "/" ), got ${JSON.stringify(value)}`,
    );
  return value;
}

/** §4.1.8 Serializing a Byte Sequence: base64 with padding. */
function serializeByteSequence(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new TypeError("byte-sequence: expected a Uint8Array");
  let out = ":";
  for (let i = 0; i < value.length; i += 3) {
    const chunk = (value[i]! << 16) | ((value[i + 1] ?? 0) << 8) | (value[i + 2] ?? 0);
    const chars = Math.min(value.length - i, 3) + 1;
    for (let c = 0; c < 4; c++) out += c < chars ? BASE64[(chunk >> (18 - 6 * c)) & 63] : "=";
  }
  return `${out}:`;
}

/** §4.1.11 Serializing a Display String: UTF-8, with "%", DQUOTE and non-printables escaped. */
function serializeDisplayString(value: unknown): string {
  if (typeof value !== "string" || LONE_SURROGATE.test(value))
    throw new TypeError(`display-string: expected a well-formed Unicode string`);
  let out = '%"';
  for (const byte of utf8.encode(value))
    out +=
      byte === 0x25 || byte === 0x22 || byte < 0x20 || byte > 0x7e
        ? `%${byte.toString(16).padStart(2, "0")}`
        : String.fromCharCode(byte);
  return `${out}"`;
}

/** §4.1.3.1 Serializing a Bare Item */
export function serializeBareItem(item: BareItem): string {
  if (typeof item !== "object" || item === null)
    throw new TypeError("bare item: expected { type, value }");
  switch (item.type) {
    case "integer":
      return serializeInteger(item.value, "integer");
    case "decimal":
      return serializeDecimal(item.value);
    case "string":
      return serializeString(item.value);
    case "token":
      return serializeToken(item.value);
    case "byte-sequence":
      return serializeByteSequence(item.value);
    case "boolean": {
      const value: unknown = item.value;
      if (typeof value !== "boolean")
        throw new TypeError(`boolean: expected true or false, got ${String(value)}`);
      return value ? "?1" : "?0";
    }
    case "date":
      return `@${serializeInteger(item.value, "date")}`;
    case "display-string":
      return serializeDisplayString(item.value);
    default:
      throw new TypeError(
        `bare item: unknown type ${JSON.stringify((item as { type: unknown }).type)}`,
      );
  }
}

/** §4.1.1.3 Serializing a Key */
function serializeKey(key: unknown): string {
  if (typeof key !== "string" || !KEY.test(key))
    throw new TypeError(
      `key: expected ( lcalpha / "*" ) *( lcalpha / DIGIT / "_" / "-" / "." / "*" ), got ${JSON.stringify(key)}`,
    );
  return key;
}

function isTrue(item: BareItem): boolean {
  return item.type === "boolean" && item.value === true;
}

/** §4.1.1.2 Serializing Parameters: a true value is written as the key alone. */
function serializeParameters(parameters: Parameters): string {
  if (!(parameters instanceof Map))
    throw new TypeError("parameters: expected a Map of key → bare item");
  let out = "";
  for (const [key, value] of parameters)
    out += `;${serializeKey(key)}${isTrue(value) ? "" : `=${serializeBareItem(value)}`}`;
  return out;
}

/** §4.1.3 Serializing an Item */
function serializeItem(item: Item): string {
  if (typeof item !== "object" || item === null || item.type !== "item")
    throw new TypeError('item: expected { type: "item", value, parameters }');
  return serializeBareItem(item.value) + serializeParameters(item.parameters);
}

/** §4.1.1.1 Serializing an Inner List */
function serializeInnerList(list: InnerList): string {
  if (!Array.isArray(list.items)) throw new TypeError("inner-list: expected items to be an array");
  return `(${list.items.map(serializeItem).join(" ")})${serializeParameters(list.parameters)}`;
}

function serializeMember(member: ListMember): string {
  return member?.type === "inner-list" ? serializeInnerList(member) : serializeItem(member);
}

/** §4.1.2 Serializing a Dictionary: a member whose value is true is written as key and parameters. */
function serializeDictionary(dictionary: Dictionary): string {
  const members: string[] = [];
  for (const [key, member] of dictionary)
    members.push(
      member?.type === "item" && isTrue(member.value)
        ? serializeKey(key) + serializeParameters(member.parameters)
        : `${serializeKey(key)}=${serializeMember(member)}`,
    );
  return members.join(", ");
}

/**
 * Serialises a List (array), Dictionary (Map) or Item in canonical form (RFC 9651 §4.1).
 * An empty List or Dictionary gives "" (the field is not sent).
 */
export function serializeStructuredField(value: StructuredField): string {
  if (Array.isArray(value)) return (value as List).map(serializeMember).join(", ");
  if (value instanceof Map) return serializeDictionary(value);
  if (typeof value === "object" && value !== null && (value as Item).type === "item")
    return serializeItem(value as Item);
  throw new TypeError(
    'serializeStructuredField: expected a List (array), a Dictionary (Map) or an Item ({ type: "item" })',
  );
}
