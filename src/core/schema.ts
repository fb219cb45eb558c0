// The zod every raw schema uses: `zod/mini` (tree-shakable, no locale messages). Raw trees are
// checked in place by checkers derived from these schemas (check.ts); zod's own parse runs
// only for a node whose schema carries checks (ranges, integers) and for a tree the checker
// refuses. Full zod's compiled object parser ($ZodObjectJIT), used here until issue 26, sped
// up that parse when it ran on every node; it now runs on few, and its code cost 1 KiB
// gzipped in every bundle (ARCHITECTURE.md "Browser size").
import * as z from "zod/mini";
import type * as core from "zod/v4/core";

/** `z.object(shape)` of zod/mini: the one object constructor every raw schema uses. */
export function object<T extends core.$ZodLooseShape>(
  shape: T,
): z.ZodMiniObject<core.util.Writeable<T>, core.$strip> {
  return z.object(shape);
}
