// The policy an HTML page carries (ACAP-2, robots META tags, X-Robots-Tag): page-level rules
// addressed to crawlers, element-level rules from class attributes, and the page's elements
// for extraction. Plain data; positions are line/column in the HTML.
import type { AcapQualifier, AcapUsageType } from "../core/usages.js";
import type { Diagnostic, SourcePosition } from "../core/types.js";

/**
 * A stable reference to an element: tag, id, classes and where it stands in the page's
 * element tree (PagePolicy.document). Its path ("html:nth-of-type(1)>body:nth-of-type(1)>
 * div:nth-of-type(2)") is not stored, so that a reference costs the same at any depth:
 * `elementPath(page, ref)` makes it.
 */
export interface PageElementRef {
  readonly tag: string;
  readonly id?: string;
  readonly classes: readonly string[];
  /** Where the element opens in PagePolicy.document. */
  readonly index: number;
  /** Where its parent opens in PagePolicy.document (0: the document node). */
  readonly parent: number;
  /** Its position among its parent's children of the same tag, from 1 (the path's last `:nth-of-type`). */
  readonly nth: number;
}

/**
 * One META tag with a name and content that a page policy reads (robots, a crawler's name, TDMRep).
 */
export interface PageMeta extends SourcePosition {
  /** The name attribute, lower-cased ("robots", a crawler name, or TDMRep's "tdm-reservation" / "tdm-policy"). */
  readonly name: string;
  readonly content: string;
}

/**
 * One page-level permission or prohibition written as ACAP content (ACAP-2 §2.2.3–§2.2.4):
 * one per META tag or X-Robots-Tag value. (Conventional directives are `PageDirective`s;
 * `decideAcap` reads each as the ACAP rules README's table maps it to.)
 */
export interface PageRule extends SourcePosition {
  readonly source: "meta" | "x-robots-tag";
  /** "*" for name="robots" (and an unprefixed X-Robots-Tag), else the lower-cased crawler name. */
  readonly crawler: string;
  readonly purpose?: string;
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  readonly qualifiers: readonly AcapQualifier[];
  /** ACAP-2 §2.2.9.1: the permission applies only at this URI. */
  readonly location?: string;
  /** The content as written, trimmed. */
  readonly text: string;
  /** The tag it was written in: its index in `PagePolicy.metas`, or for an X-Robots-Tag the index of the header value among those read. */
  readonly tag: number;
}

/**
 * One conventional robots directive ("noindex", "max-snippet:50", "unavailable_after: …")
 * of a robots META tag or an X-Robots-Tag header, as written, for the crawler it addresses.
 * A directive written again in the same tag (same name and value) is kept once (the
 * `robots-directive-repeated` diagnostic counts the others): it adds nothing to any answer.
 */
export interface PageDirective extends SourcePosition {
  readonly source: "meta" | "x-robots-tag";
  /** "*" for name="robots" (and an unprefixed X-Robots-Tag), else the lower-cased crawler name. */
  readonly crawler: string;
  /** The directive's name, lower-cased ("noindex", "max-snippet"). */
  readonly name: string;
  /** Its value, for the directives that take one ("50", "none", a date). */
  readonly value?: string;
  /**
   * The directive as written ("max-snippet: 50"). Its line and column are where it is written:
   * in the HTML (the META tag's own position when its content attribute holds character
   * references or line breaks, which the parser rewrites), or line 1 and the column in the
   * X-Robots-Tag value.
   */
  readonly text: string;
  /** The tag it was written in: its index in `PagePolicy.metas`, or for an X-Robots-Tag the index of the header value among those read. */
  readonly tag: number;
}

/**
 * An element-level rule from a class value (ACAP-2 §2.2.5). Where it is written is its
 * element's position (PageElement): elements that carry the same value share one rule.
 */
export interface ElementRule {
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  /** The class value as written. */
  readonly text: string;
}

/**
 * An element whose class list holds element-level rules, as written in the page. Its text is
 * not stored (an element's text holds its descendants': nested elements would hold the page's
 * text once per level); `elementText(page, ref)` reads it. Copies the parser makes of it
 * (`PageNode.copyOf`) have its rules and are not listed again.
 */
export interface PageElement extends SourcePosition {
  readonly ref: PageElementRef;
  readonly rules: readonly ElementRule[];
}

/** An element of the page, for extract(). */
export interface PageNode {
  readonly tag: string;
  readonly id?: string;
  /** The class list, when there is one. */
  readonly classes?: readonly string[];
  /** A META element's name (lower-cased) and content. */
  readonly name?: string;
  readonly content?: string;
  /**
   * For a copy the parser makes of a formatting element (reopened in a later block, or split
   * by the adoption agency algorithm, HTML §13.2.4.3 and §13.2.6.4.7): where the element it
   * copies opens in the document. A copy has that element's id, classes and element-level
   * rules; they are not written again (a page can make a copy every four characters).
   */
  readonly copyOf?: number;
}

/**
 * The element tree as a flat list in document order: an element's node opens it, its text
 * (character references decoded) and elements follow, and `null` closes it. Flat, so that
 * pages nested thousands deep survive structuredClone and JSON, which recurse.
 */
export type PageDocument = readonly (PageNode | string | null)[];

/**
 * Everything a page says to crawlers. Plain data: `structuredClone(page)` and
 * `JSON.parse(JSON.stringify(page))` answer every question (decide, decideAcap with
 * `element`, extract) exactly as the original does. Its size is linear in the page's: no
 * text is written once per item that quotes it (a directive quotes itself, not its tag's
 * content; an element's text, which nests, is read when asked for).
 */
export interface PagePolicy {
  readonly url: string;
  /** ACAP-2 §2.2.7 the ACAP Version META tag. */
  readonly version?: SourcePosition & { readonly version: string };
  /** The robots META tags (and TDMRep's), in document order: what `tag` of a rule or directive points at. */
  readonly metas: readonly PageMeta[];
  /** The rules written as ACAP content, in the order of their tags (META tags, then X-Robots-Tag values). */
  readonly rules: readonly PageRule[];
  /**
   * The conventional robots directives, as search engines read them (decide() with `page`);
   * decideAcap reads them as ACAP rules too, in the order of their tags among `rules`.
   */
  readonly directives: readonly PageDirective[];
  /** Elements whose class list holds element-level rules, in document order (copies apart, see PageNode.copyOf). */
  readonly elements: readonly PageElement[];
  /** The element tree, from the document node (tag "#document"), for extract(). */
  readonly document: PageDocument;
  readonly diagnostics: readonly Diagnostic[];
}
