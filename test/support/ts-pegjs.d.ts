// ts-pegjs 4.2.2 ships its types at dist/src/tspegjs.d.ts, but its package.json points
// "types" at dist/tspegjs.d.ts and its "exports" carry no "types" condition, so TypeScript's
// NodeNext resolution finds none. This is the part the tests use: a peggy plugin, with its
// own options beside peggy's (test/support/reference-parser.ts).
declare module "ts-pegjs" {
  import type { Plugin } from "peggy";

  const tspegjs: Plugin;
  export default tspegjs;

  export interface TsPegjsOptions {
    customHeader?: string | null;
    errorName?: string;
    /** Do not infer each rule's type (with ts-morph): the parser is then typed `unknown`. */
    skipTypeComputation?: boolean;
    onlyGenerateGrammarTypes?: boolean;
    doNotCamelCaseTypes?: boolean;
  }
}
