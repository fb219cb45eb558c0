// The tables of the HTML standard's tree construction (§13.2.6) that decide which element
// holds which: void and raw-text elements, the scope categories of §13.2.4.2, which start tag
// implies which end tag (§13.2.6.4.7 and the table modes), foreign content (§13.2.6.5).
export const words = (s: string): ReadonlySet<string> => new Set(s.split(" "));

/** §13.1.2 void elements, plus the legacy ones the "in body" and "in head" rules insert and pop at once. */
export const VOID = words(
  "area base br col embed hr img input link meta source track wbr basefont bgsound frame keygen param",
);
/** Elements whose text is not parsed for character references: RAWTEXT, script data, PLAINTEXT (§13.2.5.3–§13.2.5.5). */
export const RAW_TEXT = words("script style xmp iframe noembed noframes plaintext");
/** §13.2.6.4.4 "in head": the start tags that stay in head; any other start tag pops the head element. */
export const IN_HEAD = words(
  "base basefont bgsound link meta noframes script style template title noscript head html",
);

// Categories of open elements (§13.2.4.2), as bits. Each category keeps a stack of the indices
// of its open elements, so "the topmost open element of the category" is O(1).
export const SCOPE = 0; // boundaries of "has an element in scope"
export const BUTTON_SCOPE = 1; // … in button scope
export const LIST_SCOPE = 2; // … in list item scope
export const TABLE_SCOPE = 3; // … in table scope
export const SPECIAL = 4; // the "special" category
export const LI_STOP = 5; // special, but not address, div, p (the li/dd/dt loops of §13.2.6.4.7)
export const CATEGORIES = 6;
export const ALL_CATEGORIES = (1 << CATEGORIES) - 1;

/** §13.2.4.2 "has an element in scope": the HTML-namespace boundary elements. */
export const SCOPE_HTML = words("applet caption html table td th marquee object template");
export const SCOPE_MATHML = words("mi mo mn ms mtext annotation-xml");
export const SCOPE_SVG = words("foreignobject desc title");
/** §13.2.4.2 the special category (HTML namespace; the MathML and SVG ones are the scope boundaries above). */
export const SPECIAL_HTML = words(
  "address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp",
);

// What a start tag closes before it is inserted (bits, applied in this order).
export const CLOSE_CELL = 1 << 0; // §13.2.6.4.15 "in cell": close the cell (a td or th in table scope)
export const CLOSE_ROW = 1 << 1; // §13.2.6.4.14 "in row" / §13.2.6.4.13 "in table body": an open tr in table scope
export const CLOSE_SECTION = 1 << 2; // §13.2.6.4.13: an open tbody, thead or tfoot in table scope
export const CLOSE_LI = 1 << 3; // §13.2.6.4.7 li: the li loop
export const CLOSE_DD_DT = 1 << 4; // §13.2.6.4.7 dd, dt: the dd/dt loop
export const CLOSE_P = 1 << 5; // §13.2.6.4.7: "If the stack of open elements has a p element in button scope, then close a p element."
export const CLOSE_HEADING = 1 << 6; // §13.2.6.4.7 h1–h6: "If the current node is an HTML element whose tag name is one of h1, …, h6 … pop"
export const CLOSE_OPTION = 1 << 7; // §13.2.6.4.7 option, optgroup: "If the current node is an option element, then pop"
export const CLOSE_OPTGROUP = 1 << 8; // "in select": an optgroup start tag also pops a current optgroup
export const CLOSE_BUTTON = 1 << 9; // §13.2.6.4.7 button: an open button in scope
export const CLOSE_A = 1 << 10; // §13.2.6.4.7 a: an open a (the adoption agency case without a furthest block)
export const CLOSE_SELECT = 1 << 11; // "in select": select, input, keygen, textarea close an open select in select scope
export const CLOSE_RUBY = 1 << 12; // §13.2.6.4.7 rb, rtc: with a ruby in scope, generate implied end tags
export const CLOSE_RUBY_RT = 1 << 13; // §13.2.6.4.7 rp, rt: the same, except for rtc

/**
 * Start tags that imply the end of open elements: htmlparser2's `openImpliesClose` table, as
 * the WHATWG HTML standard states it (§13.2.6.4.7 "The 'in body' insertion mode", the table
 * modes §13.2.6.4.13–§13.2.6.4.15, and §13.2.6.3 "Closing elements that have implied end tags").
 */
export const IMPLIED_END: ReadonlyMap<string, number> = new Map(
  (
    [
      [
        CLOSE_P,
        "address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form header hgroup hr listing main menu nav ol p plaintext pre search section summary table ul xmp",
      ],
      [CLOSE_P | CLOSE_HEADING, "h1 h2 h3 h4 h5 h6"],
      [CLOSE_LI | CLOSE_P, "li"],
      [CLOSE_DD_DT | CLOSE_P, "dd dt"],
      [CLOSE_BUTTON, "button"],
      [CLOSE_A, "a"],
      [CLOSE_OPTION, "option"],
      [CLOSE_OPTION | CLOSE_OPTGROUP, "optgroup"],
      [CLOSE_RUBY, "rb rtc"],
      [CLOSE_RUBY_RT, "rp rt"],
      [CLOSE_CELL, "td th"],
      [CLOSE_CELL | CLOSE_ROW, "tr"],
      [CLOSE_CELL | CLOSE_ROW | CLOSE_SECTION, "tbody thead tfoot caption colgroup"],
      [CLOSE_SELECT, "select input keygen textarea"],
    ] as const
  ).flatMap(([rule, tags]) => tags.split(" ").map((tag) => [tag, rule] as const)),
);

/** §13.2.6.3: the elements "generate implied end tags" pops. */
export const IMPLIED_END_TAGS = words("dd dt li optgroup option p rb rp rt rtc");
export const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;
/** §13.2.6.4.7: end tags that close the element only when it is in scope (otherwise ignored). */
export const END_IN_SCOPE = words(
  "address article aside blockquote button center details dialog dir div dl fieldset figcaption figure footer header hgroup listing main menu nav ol pre search section summary ul applet marquee object dd dt",
);
/** §13.2.6.4.9–§13.2.6.4.15: end tags that close the element when it is in table scope. */
export const END_IN_TABLE_SCOPE = words("table caption colgroup tbody thead tfoot tr td th");

/** §13.2.6.5 "rules for parsing tokens in foreign content": start tags that leave SVG/MathML. */
export const BREAKOUT = words(
  "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var",
);

export const HTML = 0;
export const SVG = 1;
export const MATHML = 2;
/** §13.2.4.2/§13.2.6: integration points, where HTML rules apply again inside SVG/MathML. */
export const NOT_INTEGRATION = 0;
export const MATHML_TEXT = 1; // mi mo mn ms mtext: HTML rules except for mglyph, malignmark
export const HTML_INTEGRATION = 2; // svg foreignObject, desc, title; annotation-xml with an HTML encoding
export const ANNOTATION_XML = 3; // annotation-xml: an svg start tag is read by HTML rules

/** categoriesOf() of HTML elements, by tag name. */
const htmlCategories = new Map<string, number>();

/** The categories (bits SCOPE … LI_STOP) an element of namespace `ns` belongs to (§13.2.4.2). */
export function categoriesOf(tag: string, ns: number): number {
  let bits = ns === HTML ? htmlCategories.get(tag) : undefined;
  if (bits !== undefined) return bits;
  bits = 0;
  if (ns === HTML) {
    if (SCOPE_HTML.has(tag)) bits |= (1 << SCOPE) | (1 << BUTTON_SCOPE) | (1 << LIST_SCOPE);
    if (tag === "button") bits |= 1 << BUTTON_SCOPE;
    if (tag === "ol" || tag === "ul") bits |= 1 << LIST_SCOPE;
    if (tag === "html" || tag === "table" || tag === "template") bits |= 1 << TABLE_SCOPE;
    if (SPECIAL_HTML.has(tag))
      bits |=
        tag === "address" || tag === "div" || tag === "p"
          ? 1 << SPECIAL
          : (1 << SPECIAL) | (1 << LI_STOP);
    if (htmlCategories.size < 1024) htmlCategories.set(tag, bits);
  } else {
    if (ns === MATHML ? SCOPE_MATHML.has(tag) : SCOPE_SVG.has(tag))
      bits |=
        (1 << SCOPE) | (1 << BUTTON_SCOPE) | (1 << LIST_SCOPE) | (1 << SPECIAL) | (1 << LI_STOP);
  }
  return bits;
}
