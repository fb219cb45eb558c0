// The state of code emission: the function being written (its locals and block labels), what
// a failure does at each point, and what every emitter returns.
//
// Conventions of the emitted code: `s` is the input, `p` the position (a local of each rule
// function), `c` a scratch code unit. A failing expression may leave `p` anywhere: whoever
// catches the failure (a choice, an optional, a loop, a predicate, the rule) puts it back.
import type { Analysis } from "./analysis.js";
import type { Node } from "./ast.js";
import type { Constants } from "./constants.js";

/**
 * What the code does when an expression fails: `at(dirty)` is the statement to write, where
 * `dirty` says whether `p` may have moved since the catcher saved it (then it is restored).
 */
export class Fail {
  /** Whether some failure needed the saved position (so the catcher must save it). */
  usedDirty = false;
  constructor(
    private readonly restore: string | null,
    private readonly jump: string | (() => string),
  ) {}

  at(dirty: boolean): string {
    const jump = typeof this.jump === "string" ? this.jump : this.jump();
    if (!dirty || this.restore === null) return jump;
    this.usedDirty = true;
    return `{ ${this.restore} ${jump} }`;
  }
}

/** The function being written: fresh local names and block labels. */
export class Fn {
  private readonly locals: string[] = [];
  private labels = 0;

  local(prefix: "v" | "q" | "k" | "d"): string {
    const name = `${prefix}${this.locals.length}`;
    this.locals.push(name);
    return name;
  }

  label(): string {
    return `L${this.labels++}`;
  }

  /** The declaration of every local the body uses (unused ones are dropped). */
  declarations(body: string): string {
    const used = ["c", "t", ...this.locals].filter((name) =>
      new RegExp(`\\b${name}\\b`).test(body),
    );
    return used.length === 0 ? "" : `let ${used.join(", ")};\n`;
  }
}

/** What an emitter produced: code that leaves the value in `value` (a local or a constant). */
export interface Out {
  readonly code: string;
  readonly value: string;
  /** Whether `p` may have moved when the expression succeeded. */
  readonly moved: boolean;
}

/** Calls a rule (or writes it in place): provided by rules.ts. */
export interface Caller {
  call(name: string, ctx: Ctx, need: boolean, fail: Fail, dirty: boolean): Out;
}

/** Writes the code of one expression (emit.ts). */
export type Emit = (node: Node, ctx: Ctx, need: boolean, fail: Fail, dirty: boolean) => Out;

export interface Ctx {
  readonly emit: Emit;
  readonly fn: Fn;
  /** Inside a predicate or a rule with a display name: failures are not recorded. */
  readonly silent: boolean;
  /**
   * False inside the expression of an action whose value is not used (the action is not
   * called, so the labels it reads need no value).
   */
  readonly actionsCalled: boolean;
  /** Labels in scope → the local (or constant) holding each value. */
  readonly env: Map<string, string>;
  readonly analysis: Analysis;
  readonly constants: Constants;
  readonly caller: Caller;
}

export const NO_VALUE = "undefined";

/** A copy of the context with its own label scope (peggy copies the scope for sub-expressions). */
export const scoped = (ctx: Ctx, silent = ctx.silent): Ctx => ({
  ...ctx,
  silent,
  env: new Map(ctx.env),
});

export const indent = (code: string): string => code.replace(/^(?=.)/gm, "  ");

/** `label: { body }`. */
export const block = (label: string, body: string): string => `${label}: {\n${indent(body)}}\n`;
