// The zod every raw schema uses: `zod/mini` (tree-shakable, no locale messages, ~7 KiB in a
// browser bundle) with one change. zod/mini validates an object by interpreting its shape
// key by key on every parse; full zod compiles each object shape once into straight-line
// code (`$ZodObjectJIT`, which falls back to the interpreter where `new Function` is not
// allowed). The raw tree is one object per line, so that difference is most of the
// validation time (6,000 corpus files: 331 ms interpreted, 196 ms compiled). `object()`
// builds a zod/mini object schema on the compiled parser; everything else is zod/mini.
import * as core from "zod/v4/core";
import * as z from "zod/mini";

// zod's core exports $ZodObjectJIT at run time without declaring it in its types; the
// version is pinned, and test/conformance/raw-schemas.test.ts fails if it goes away.
const compiledCore = (core as unknown as { $ZodObjectJIT?: core.$constructor<core.$ZodObject> })
  .$ZodObjectJIT;
// Explicit types: `init` asserts the instance's type, which TypeScript allows only through declared names.
const objectCore: core.$constructor<core.$ZodObject> = compiledCore ?? core.$ZodObject;
const miniType: core.$constructor<z.ZodMiniType> = z.ZodMiniType;

/** True when object shapes are validated by zod's compiled parser (see above). */
export const COMPILED_OBJECTS = compiledCore !== undefined;

// The same two initialisers as zod/mini's own ZodMiniObject, with the compiled object core.
const CompiledObject = core.$constructor<z.ZodMiniObject>("RawNodeObject", (inst, def) => {
  objectCore.init(inst, def);
  miniType.init(inst, def);
});

/** `z.object(shape)` of zod/mini, validated by zod's compiled object parser. */
export function object<T extends core.$ZodLooseShape>(
  shape: T,
): z.ZodMiniObject<core.util.Writeable<T>, core.$strip> {
  return new CompiledObject({ type: "object", shape }) as unknown as z.ZodMiniObject<
    core.util.Writeable<T>,
    core.$strip
  >;
}
