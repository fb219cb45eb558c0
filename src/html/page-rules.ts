// The page-level rules decideAcap reads (ACAP-2 §2.2.1): those written as ACAP content
// (PagePolicy.rules) and the conventional directives (PagePolicy.directives) as the ACAP rules
// they stand for (conventional.ts), in the order of their tags — META tags in document order,
// then X-Robots-Tag values — as one list. The directives' rules are made when a question reads
// them, not kept in the policy: a page of 35,000 distinct directives held each one three times
// (directive, rule and qualifier), in memory and in JSON.
import { checkPagePolicy } from "./check-page.js";
import { mapDirective } from "./conventional.js";
import type { PageDirective, PagePolicy, PageRule } from "./model.js";

/** Whether a rule's tag comes before a directive's (they never share one). */
function before(rule: PageRule, directive: PageDirective): boolean {
  if (rule.source !== directive.source) return rule.source === "meta";
  return rule.tag < directive.tag;
}

/** A directive's ACAP rules, where it is written and quoting it. */
function rulesOf(directive: PageDirective, out: PageRule[]): void {
  const { source, crawler, text, tag, line, column } = directive;
  const mapped = mapDirective(directive.name, directive.value, { line, column }, text) ?? [];
  for (const { kind, usage, qualifiers } of mapped)
    out.push({ source, crawler, kind, usage, qualifiers, text, tag, line, column });
}

/** The page-level rules for the crawler names `addressed` accepts ("*" is every crawler's), in tag order. */
export function readableRules(
  page: PagePolicy,
  addressed: (crawler: string) => boolean,
): PageRule[] {
  const out: PageRule[] = [];
  const { rules, directives } = page;
  let next = 0;
  const rulesBefore = (directive: PageDirective | undefined) => {
    for (; next < rules.length; next++) {
      const rule = rules[next]!;
      if (directive !== undefined && !before(rule, directive)) return;
      if (addressed(rule.crawler)) out.push(rule);
    }
  };
  for (const directive of directives) {
    if (!addressed(directive.crawler)) continue;
    rulesBefore(directive);
    rulesOf(directive, out);
  }
  rulesBefore(undefined);
  return out;
}

/**
 * Every page-level rule of the page, as decideAcap reads them (ACAP-2 §2.2.1): the rules
 * written as ACAP content and the conventional directives as the ACAP rules they stand for
 * (each quoting its directive, where it is written), in the order of their tags. Made when
 * asked for: the policy keeps each directive once.
 */
export function pageRules(page: PagePolicy): PageRule[] {
  checkPagePolicy(page, "pageRules");
  return readableRules(page, () => true);
}
