// RFC 9651 (Structured Field Values for HTTP) data types, in the RFC's vocabulary (§3).
// Plain immutable data: a bare item is a tagged object so that a Token and a String, or an
// Integer and a Decimal, stay distinct; Parameters and Dictionaries are ordered maps.

/** RFC 9651 §3.3: the bare item types. */
export type BareItem =
  /** §3.3.1: at most 15 digits, |n| ≤ 999,999,999,999,999. */
  | { readonly type: "integer"; readonly value: number }
  /** §3.3.2: at most 12 integer and 3 fraction digits. */
  | { readonly type: "decimal"; readonly value: number }
  /** §3.3.3: printable ASCII. */
  | { readonly type: "string"; readonly value: string }
  /** §3.3.4 */
  | { readonly type: "token"; readonly value: string }
  /** §3.3.5 */
  | { readonly type: "byte-sequence"; readonly value: Uint8Array }
  /** §3.3.6 */
  | { readonly type: "boolean"; readonly value: boolean }
  /** §3.3.7: seconds since 1970-01-01T00:00:00Z. */
  | { readonly type: "date"; readonly value: number }
  /** §3.3.8: Unicode text. */
  | { readonly type: "display-string"; readonly value: string };

/**
 * The kind of a bare item (`integer`, `string`, `token` …), the tag that tells the `BareItem` union
 * apart.
 */
export type BareItemType = BareItem["type"];

/** §3.1.2: an ordered map from key to bare item; a repeated key keeps its first position. */
export type Parameters = ReadonlyMap<string, BareItem>;

/** §3.3: a bare item with parameters. */
export interface Item {
  readonly type: "item";
  readonly value: BareItem;
  readonly parameters: Parameters;
}

/** §3.1.1: an array of items with parameters of its own. */
export interface InnerList {
  readonly type: "inner-list";
  readonly items: readonly Item[];
  readonly parameters: Parameters;
}

/** §3.1: a member of a List or value of a Dictionary: an Item, or an Inner List of Items. */
export type ListMember = Item | InnerList;

/** §3.1: an array of members (empty when the field is empty). */
export type List = readonly ListMember[];

/** §3.2: an ordered map from key to member. */
export type Dictionary = ReadonlyMap<string, ListMember>;

/** The three top-level types a field is declared as (§3). */
export type FieldType = "list" | "dictionary" | "item";

/** A parsed structured field: whichever of the three top-level types it was declared as. */
export type StructuredField = List | Dictionary | Item;

/** The value `parseStructuredField(text, type)` returns for each declared type. */
export interface FieldTypes {
  readonly list: List;
  readonly dictionary: Dictionary;
  readonly item: Item;
}
