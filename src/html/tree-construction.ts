// The tree construction rules (§13.2.6) for the tokens that decide which element holds which:
// start tags (foreign content, implied end tags, the elements that are never doubled), end
// tags (scopes, the special cases of "in body") and text. The open elements and their scope
// questions are open-elements.ts's; the tables, tree-tables.ts's.
import { decodeText } from "./entities.js";
import type { OpenElements } from "./open-elements.js";
import type { Attributes } from "./tree-node.js";
import {
  BREAKOUT,
  BUTTON_SCOPE,
  CLOSE_A,
  CLOSE_BUTTON,
  CLOSE_CELL,
  CLOSE_DD_DT,
  CLOSE_HEADING,
  CLOSE_LI,
  CLOSE_OPTGROUP,
  CLOSE_OPTION,
  CLOSE_P,
  CLOSE_ROW,
  CLOSE_RUBY,
  CLOSE_RUBY_RT,
  CLOSE_SECTION,
  CLOSE_SELECT,
  END_IN_SCOPE,
  END_IN_TABLE_SCOPE,
  HEADINGS,
  HTML,
  IMPLIED_END,
  IN_HEAD,
  LI_STOP,
  LIST_SCOPE,
  MATHML,
  RAW_TEXT,
  SCOPE,
  SPECIAL,
  SVG,
  TABLE_SCOPE,
} from "./tree-tables.js";

export function startTag(
  open: OpenElements,
  name: string,
  start: number,
  attributes: Attributes,
  selfClosing: boolean,
): void {
  if (!open.htmlRulesFor(name)) {
    // §13.2.6.5: a start tag in foreign content stays foreign unless it is one that leaves it.
    if (!BREAKOUT.has(name) && !(name === "font" && hasFontBreakout(attributes))) {
      open.insert(name, open.namespace(), start, attributes, selfClosing);
      return;
    }
    open.leaveForeignContent();
  }
  // §13.2.6.4.7: "A start tag whose tag name is 'image'": "Change the token's tag name to 'img' and reprocess it."
  const tag = name === "image" ? "img" : name;
  // §13.2.6.4.4 "in head", "anything else": pop the head element.
  if (open.current().tag === "head" && !IN_HEAD.has(tag)) open.pop();
  // §13.2.6.4.7 html, body (attributes merged into the existing element), head: not a second element; form with the form pointer set: ignored.
  if (tag === "html" && open.topOf("html") > 0) return;
  if (tag === "body" && open.topOf("body") > 0) return;
  if (tag === "head" && (open.headSeen || open.topOf("body") > 0)) return;
  if (tag === "svg" || tag === "math") {
    // §13.2.6.4.7 "A start tag whose tag name is 'svg'" / "'math'": a foreign element; self-closing honoured.
    open.insert(tag, tag === "svg" ? SVG : MATHML, start, attributes, selfClosing);
    return;
  }
  // §13.2.6.4.7 "A start tag whose tag name is 'form'": "If the form element pointer is not null … ignore the token."
  if (tag === "form" && open.formPointer !== undefined) return;
  const rule = IMPLIED_END.get(tag) ?? 0;
  if (rule !== 0 && !closeImplied(open, rule, tag)) return;
  open.insert(tag, HTML, start, attributes, selfClosing);
}

/** §13.2.6.5: font with color, face or size leaves foreign content. */
function hasFontBreakout(attributes: Attributes): boolean {
  return (
    attributes.color !== undefined || attributes.face !== undefined || attributes.size !== undefined
  );
}

/**
 * The elements a start tag closes first (IMPLIED_END's flags, from the table modes and "in
 * body"); false when the start tag itself is then ignored (a select in select scope).
 */
function closeImplied(open: OpenElements, rule: number, tag: string): boolean {
  closeTableParts(open, rule);
  if (rule & CLOSE_SELECT) {
    const select = open.inSelectScope(open.topOf("select"));
    if (select > 0) {
      open.popUntil(select);
      if (tag === "select") return false;
    }
  }
  // The li and dd/dt loops stop at a special element other than address, div, p; li, dd, dt are special themselves.
  if (rule & CLOSE_LI) {
    const li = open.topOf("li");
    if (li > 0 && li === open.topMark(LI_STOP)) open.popUntil(li);
  }
  if (rule & CLOSE_DD_DT) {
    const item = Math.max(open.topOf("dd"), open.topOf("dt"));
    if (item > 0 && item === open.topMark(LI_STOP)) open.popUntil(item);
  }
  closeInScope(open, rule & CLOSE_BUTTON, "button", SCOPE);
  closeInScope(open, rule & CLOSE_P, "p", BUTTON_SCOPE);
  if (
    rule & CLOSE_HEADING &&
    open.namespace() === HTML &&
    (HEADINGS as readonly string[]).includes(open.current().tag)
  )
    open.pop();
  if (rule & CLOSE_OPTION && open.current().tag === "option") open.pop();
  if (rule & CLOSE_OPTGROUP && open.current().tag === "optgroup" && open.topOf("select") > 0)
    open.pop();
  if (rule & (CLOSE_RUBY | CLOSE_RUBY_RT) && open.inScope(open.topOf("ruby"), SCOPE) > 0)
    open.generateImpliedEndTags(rule & CLOSE_RUBY_RT ? "rtc" : undefined);
  // An open a with no special element above it: the adoption agency algorithm without a furthest block pops up to it.
  if (rule & CLOSE_A) {
    const a = open.topOf("a");
    if (a > 0 && a > open.topMark(SPECIAL)) open.popUntil(a);
  }
  return true;
}

/** §13.2.6.4.13–15: a cell, row or table section in table scope is closed first. */
function closeTableParts(open: OpenElements, rule: number): void {
  if (rule & CLOSE_CELL) {
    const cell = open.inScope(Math.max(open.topOf("td"), open.topOf("th")), TABLE_SCOPE);
    if (cell > 0) open.popUntil(cell);
  }
  closeInScope(open, rule & CLOSE_ROW, "tr", TABLE_SCOPE);
  if (rule & CLOSE_SECTION) {
    const section = open.inScope(
      Math.max(open.topOf("tbody"), open.topOf("thead"), open.topOf("tfoot")),
      TABLE_SCOPE,
    );
    if (section > 0) open.popUntil(section);
  }
}

/** When `flag` is set: the topmost open `tag`, if in the scope of `category`, is closed. */
function closeInScope(open: OpenElements, flag: number, tag: string, category: number): void {
  if (flag === 0) return;
  const at = open.inScope(open.topOf(tag), category);
  if (at > 0) open.popUntil(at);
}

export function endTag(open: OpenElements, tag: string, start: number): void {
  if (open.namespace() !== HTML) {
    if (tag === "br" || tag === "p") {
      // §13.2.6.5: "An end tag whose tag name is 'br', 'p'": leave foreign content, then HTML rules.
      open.leaveForeignContent();
    } else {
      // §13.2.6.5 "any other end tag": a foreign element of that name above every HTML element is closed.
      const at = open.topOf(tag);
      if (at > open.htmlBelow(open.top)) {
        open.popUntil(at);
        return;
      }
    }
  }
  if (open.current().tag === "head") {
    // §13.2.6.4.4 "in head": </head> pops it, </body>, </html>, </br> act as "anything else", other end tags are ignored.
    if (tag === "head" || tag === "body" || tag === "html" || tag === "br") open.pop();
    if (tag !== "br") return;
  }
  if (!specialEndTag(open, tag, start)) {
    const at = endTagTarget(open, tag);
    if (at > 0) open.popUntil(at);
  }
}

/** The end tags "in body" treats on their own (§13.2.6.4.7); false for every other. */
function specialEndTag(open: OpenElements, tag: string, start: number): boolean {
  if (tag === "p") {
    // "An end tag whose tag name is 'p'": with no p in button scope, "insert an HTML element for a 'p' start tag token with no attributes", then close it.
    const p = open.inScope(open.topOf("p"), BUTTON_SCOPE);
    if (p > 0) open.popUntil(p);
    else {
      open.insert("p", HTML, start, {}, false);
      open.pop();
    }
    return true;
  }
  // "An end tag whose tag name is 'br'": "act as described in the next entry; i.e. act as if this was a 'br' start tag token with no attributes".
  if (tag === "br") open.insert("br", HTML, start, {}, false);
  else if (tag === "form") {
    // "An end tag whose tag name is 'form'": the form element pointer's element, if in scope.
    open.formPointer = undefined;
    const form = open.inScope(open.formIndex, SCOPE);
    if (form > 0) open.popUntil(form);
  }
  // </body>, </html>: only the insertion mode changes; later content still goes into the open elements.
  return tag === "br" || tag === "form" || tag === "body" || tag === "html";
}

/** The open element an end tag closes, by the scope its name is looked up in; -1 for none. */
function endTagTarget(open: OpenElements, tag: string): number {
  if (tag === "li") return open.inScope(open.topOf("li"), LIST_SCOPE);
  if ((HEADINGS as readonly string[]).includes(tag))
    return open.inScope(Math.max(...HEADINGS.map((h) => open.topOf(h))), SCOPE);
  if (END_IN_SCOPE.has(tag)) return open.inScope(open.topOf(tag), SCOPE);
  if (END_IN_TABLE_SCOPE.has(tag)) return open.inScope(open.topOf(tag), TABLE_SCOPE);
  if (tag === "select") return open.inSelectScope(open.topOf(tag));
  // §13.2.6.4.7 "Any other end tag": the nearest open element of that name, unless a special element is above it.
  const at = open.topOf(tag);
  return at < open.topMark(SPECIAL) ? -1 : at;
}

export function textToken(open: OpenElements, raw: string): void {
  // §13.2.6.4.4 "in head": a character that is not whitespace pops the head element.
  if (open.current().tag === "head" && /[^\t\n\f\r ]/.test(raw)) open.pop();
  const parent = open.current();
  parent.children.push(RAW_TEXT.has(parent.tag) ? raw : decodeText(raw));
}
