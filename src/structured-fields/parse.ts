// RFC 9651 §4.2: a field value to a List, Dictionary or Item. The generated parser and the
// raw schemas do the reading; this module turns the raw tree into the public data types.
import {
  decodeBase64,
  decodeDisplayString,
  parseRawStructuredField,
  type RawBareItem,
  type RawDictionary,
  type RawFieldRule,
  type RawItem,
  type RawList,
  type RawListMember,
  type RawParameter,
} from "./raw.js";
import { StructuredFieldError } from "./error.js";
import type {
  BareItem,
  Dictionary,
  FieldType,
  FieldTypes,
  Item,
  List,
  ListMember,
  Parameters,
} from "./types.js";

const TRUE: BareItem = Object.freeze({ type: "boolean", value: true });

export function toBareItem(raw: RawBareItem): BareItem {
  switch (raw.type) {
    case "byte-sequence":
      return { type: raw.type, value: decodeBase64(raw.base64)! };
    case "display-string":
      return { type: raw.type, value: decodeDisplayString(raw.encoded)! };
    case "integer":
    case "decimal":
    case "date":
      // "-0" is 0 (RFC 9651 §3.3.1 integers have no negative zero).
      return { type: raw.type, value: raw.value === 0 ? 0 : raw.value };
    default:
      return { type: raw.type, value: raw.value } as BareItem;
  }
}

/** §4.2.3.2: "If parameters already contains a key param_key … overwrite its value." */
export function toParameters(raw: readonly RawParameter[]): Parameters {
  // A Map of its own even when empty: a Map cannot be frozen, and a shared one would let one
  // caller's `set` change every later parse.
  const parameters = new Map<string, BareItem>();
  for (const parameter of raw)
    parameters.set(parameter.key, parameter.value ? toBareItem(parameter.value) : TRUE);
  return parameters;
}

export function toItem(raw: RawItem): Item {
  return {
    type: "item",
    value: toBareItem(raw.bareItem),
    parameters: toParameters(raw.parameters),
  };
}

export function toListMember(raw: RawListMember): ListMember {
  if (raw.type === "item") return toItem(raw);
  return {
    type: "inner-list",
    items: raw.items.map(toItem),
    parameters: toParameters(raw.parameters),
  };
}

export function toList(raw: RawList): List {
  return raw.members.map(toListMember);
}

/** §4.2.2: "If dictionary already contains a key this_key … overwrite its value." */
export function toDictionary(raw: RawDictionary): Dictionary {
  const dictionary = new Map<string, ListMember>();
  for (const member of raw.members)
    dictionary.set(
      member.key,
      member.value
        ? toListMember(member.value)
        : { type: "item", value: TRUE, parameters: toParameters(member.parameters ?? []) },
    );
  return dictionary;
}

const RULES: Record<FieldType, RawFieldRule> = {
  list: "List",
  dictionary: "Dictionary",
  item: "Item",
};

/**
 * Parses a structured field value (RFC 9651 §4.2) as the given top-level type. Several
 * field lines are combined by joining them with ", " first (§4.2). Throws
 * StructuredFieldError, with the position, when the value is not valid.
 */
export function parseStructuredField(text: string, type: "list"): List;
export function parseStructuredField(text: string, type: "dictionary"): Dictionary;
export function parseStructuredField(text: string, type: "item"): Item;
export function parseStructuredField<T extends FieldType>(text: string, type: T): FieldTypes[T];
export function parseStructuredField(text: string, type: FieldType): List | Dictionary | Item {
  if (typeof text !== "string")
    throw new TypeError(
      `parseStructuredField: expected the field value as a string, got ${typeof text}`,
    );
  if (!Object.hasOwn(RULES, type))
    throw new TypeError(
      `parseStructuredField: expected the type "list", "dictionary" or "item", got ${JSON.stringify(type)}`,
    );
  const result = parseRawStructuredField(RULES[type], text);
  if (!result.ok) throw new StructuredFieldError(result.message, text, result.offset);
  const raw = result.value;
  switch (raw.type) {
    case "list":
      return toList(raw);
    case "dictionary":
      return toDictionary(raw);
    default:
      return toItem(raw);
  }
}
