// What the rule functions share at module level: class tables, the grammar's actions (hoisted
// as functions of their labels), and which runtime helpers are used at all.

/** Runtime helpers the module wrapper writes only when some code names them. */
export type Helper = "peg$lower" | "peg$equalsLower" | "peg$fail" | "peg$table";

export class Constants {
  private readonly tables = new Map<string, string>();
  private readonly actions = new Map<string, string>();
  private readonly declarations: string[] = [];
  readonly helpers = new Set<Helper>();

  /** `inlineIgnoreCase`: the longest case-insensitive literal tested inline (classes.ts literalTest). */
  constructor(readonly inlineIgnoreCase = 4) {}

  /** A 128-entry table of 0/1 as a module constant: its name. */
  table(bits: readonly number[]): string {
    let hex = "";
    for (let i = 0; i < 128; i += 4)
      hex += ((bits[i]! << 3) | (bits[i + 1]! << 2) | (bits[i + 2]! << 1) | bits[i + 3]!).toString(
        16,
      );
    const known = this.tables.get(hex);
    if (known !== undefined) return known;
    const name = `peg$t${this.tables.size}`;
    this.tables.set(hex, name);
    this.helpers.add("peg$table");
    this.declarations.push(`const ${name} = peg$table("${hex}");`);
    return name;
  }

  /** A grammar action or predicate body as a module function of `params`: its name. */
  action(params: readonly string[], code: string): string {
    const key = JSON.stringify([params, code]);
    const known = this.actions.get(key);
    if (known !== undefined) return known;
    const name = `peg$f${this.actions.size}`;
    this.actions.set(key, name);
    this.declarations.push(`function ${name}(${params.join(", ")}) {${inlinePositions(code)}}`);
    return name;
  }

  /** The module-level declarations, in the order they were made. */
  code(): string {
    return this.declarations.join("\n");
  }
}

/**
 * An action's code with peggy's position reads written as the state they read: `offset()` and
 * `range().start` are `peg$savedPos`, `range().end` is `peg$currPos` (emitAction sets both
 * before the call). Each action then builds its node without a call and a `range()` object, and
 * the minified actions repeat one text (−0.2 KiB gzipped, ARCHITECTURE.md "Browser size" 18).
 */
export function inlinePositions(code: string): string {
  return code
    .replace(/(?<![\w$.])(?:offset\(\)|range\(\)\.start(?![\w$]))/g, "peg$savedPos")
    .replace(/(?<![\w$.])range\(\)\.end(?![\w$])/g, "peg$currPos");
}

/** Decodes the 32 hex digits of a table (4 entries per digit, most significant bit first). */
export const TABLE_DECODER =
  "function peg$table(hex) { const t = new Uint8Array(128); for (let i = 0; i < 128; i++) t[i] = (parseInt(hex.charAt(i >> 2), 16) >> (3 - (i & 3))) & 1; return t; }";
