// What APP-DIRECTIVES adds to the policy model: each rule set's App-Directives rules, made the
// first time App-Directives are asked of a file (src/app-directives/extension.ts).
import type { Group, SourcePosition } from "../core/types.js";
import type { List } from "../structured-fields/types.js";

/**
 * APP-DIRECTIVES §2: one `App-Directives` rule of a group. Each member of `list` names an
 * application (a Token); its parameters are that application's directives.
 */
export interface AppDirectivesRule extends SourcePosition {
  /** The path pattern as written; "" when the rule has none (it applies to every path). */
  readonly pattern: string;
  readonly list: List;
  readonly text: string;
}

/** A rule set once its App-Directives are read. */
export interface AppDirectivesGroup extends Group {
  /** APP-DIRECTIVES §2: the valid App-Directives rules among `fields`, in file order. */
  readonly appDirectives: readonly AppDirectivesRule[];
}
