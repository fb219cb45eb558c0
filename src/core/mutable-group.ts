// A rule set while the lowering builds it: what the reader's passes (rule sets, politeness
// fields) fill in before it becomes a Group of the policy model.
import type {
  ExtensionField,
  Rule,
  RuleSetFields,
  UserAgentLine,
  UserAgentSection,
} from "./types.js";

export interface MutableGroup {
  line: number;
  column: number;
  userAgents: UserAgentLine[];
  rules: Rule[];
  fields: ExtensionField[];
  /**
   * APP-DIRECTIVES §2 and AIPREF-ATTACH §3 add App-Directives and Content-Usage to the rules:
   * after one, a User-agent line starts a new group.
   */
  hasExtensionRules: boolean;
  /** UNREAD_POLITENESS until src/rfc9309/rule-set-fields.ts reads the rule set's fields. */
  politeness: RuleSetFields;
  sections?: readonly UserAgentSection[];
}

/**
 * A rule set's politeness before its fields are read. Present from the start, so that every
 * rule set object has all its properties when created (V8 keeps them in the object itself).
 */
export const UNREAD_POLITENESS: RuleSetFields = Object.freeze({
  requestRates: Object.freeze([]),
  crawlDelays: Object.freeze([]),
  comments: Object.freeze([]),
});

/** Where each section after the first starts in a rule set: [User-agent index, field index] pairs. */
export type SectionStarts = Map<MutableGroup, [number, number][]>;
