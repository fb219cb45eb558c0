// The type of the package.json `imports` subpath "#dns-resolver" (resolver-node.ts under the
// `node` condition, resolver-default.ts otherwise), declared here so that compiling the
// sources does not depend on where dist/ is: the `imports` targets name built files, which
// TypeScript maps back to src/ only when the outDir is dist. Compile-time only (a .d.ts in
// src/ is not emitted), and no emitted declaration mentions "#dns-resolver".
declare module "#dns-resolver" {
  /** System DNS on Node; undefined where the platform has none. */
  export const defaultResolver: ((host: string) => Promise<readonly string[]>) | undefined;
}
