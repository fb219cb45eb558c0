// One module-level function per rule and use. A variant that builds the value returns it
// (`peg$FAILED` when the rule does not match) and leaves the end position in `peg$pos`; a
// match-only variant returns the end position, or -1. (Positions go through the module
// variable and values through the return, not the other way round: storing a new object in
// a module variable costs a write barrier, storing a small integer does not; 7–15% of the
// robots.txt parse.) A rule is written in up to four variants — recording failures or silent
// (inside a predicate or a rule with a display name), building its value or only matching
// (when the caller does not use the value) — each written only if some caller needs it.
// Small rules, and rules called from one place, are written into their caller instead.
import type { Analysis } from "./analysis.js";
import type { Constants } from "./constants.js";
import { Fail, Fn, indent, NO_VALUE, type Caller, type Ctx, type Out } from "./context.js";
import { emit } from "./emit.js";

interface Variant {
  readonly rule: string;
  readonly silent: boolean;
  readonly need: boolean;
  readonly name: string;
}

export class Rules implements Caller {
  private readonly variants = new Map<string, Variant>();
  private readonly queue: Variant[] = [];
  private readonly inlining: string[] = [];

  constructor(
    private readonly analysis: Analysis,
    private readonly constants: Constants,
    /** The grammar text of a rule, for the comment above its function. */
    private readonly sourceOf: (rule: string) => string,
  ) {}

  /** The function of a rule variant, queued to be written on first use. */
  variant(rule: string, silent: boolean, need: boolean): string {
    const name = `peg$parse${rule}${silent ? "$silent" : ""}${need ? "" : "$match"}`;
    if (!this.variants.has(name)) {
      const variant = { rule, silent, need, name };
      this.variants.set(name, variant);
      this.queue.push(variant);
    }
    return name;
  }

  call(name: string, ctx: Ctx, need: boolean, fail: Fail, dirty: boolean): Out {
    if (this.analysis.inlined.has(name) && !this.inlining.includes(name)) {
      // A rule starts a label scope of its own.
      this.inlining.push(name);
      const rule = this.analysis.rules.get(name)!;
      const out = emit(rule.expression, { ...ctx, env: new Map() }, need, fail, dirty);
      this.inlining.pop();
      return out;
    }
    const fn = this.variant(name, ctx.silent, need);
    const value = need ? ctx.fn.local("v") : NO_VALUE;
    const code = need
      ? `if ((${value} = ${fn}(p)) === peg$FAILED) ${fail.at(dirty)}\np = peg$pos;\n`
      : `if ((t = ${fn}(p)) < 0) ${fail.at(dirty)}\np = t;\n`;
    return { code, value, moved: true };
  }

  /** Every function the start rules need, the start rules' own first. */
  functions(startRules: readonly string[]): string {
    for (const rule of startRules) this.variant(rule, false, true);
    const written: string[] = [];
    for (let variant = this.queue.shift(); variant; variant = this.queue.shift())
      written.push(this.write(variant));
    return written.join("\n");
  }

  private write(variant: Variant): string {
    const fn = new Fn();
    const ctx: Ctx = {
      emit,
      fn,
      silent: variant.silent,
      actionsCalled: true,
      env: new Map(),
      analysis: this.analysis,
      constants: this.constants,
      caller: this,
    };
    const rule = this.analysis.rules.get(variant.rule)!;
    const failed = variant.need ? "return peg$FAILED;" : "return -1;";
    const out = emit(rule.expression, ctx, variant.need, new Fail(null, failed), false);
    const end = variant.need ? `peg$pos = p;\nreturn ${out.value};\n` : "return p;\n";
    const body = `const s = input;\n${out.code}${end}`;
    const what = [variant.silent ? "silent" : "", variant.need ? "" : "match only"].filter(Boolean);
    const comment = this.sourceOf(variant.rule).replace(/^/gm, "// ");
    return `${comment}${what.length > 0 ? ` (${what.join(", ")})` : ""}\nfunction ${variant.name}(p) {\n${indent(fn.declarations(body) + body)}}\n`;
  }
}
