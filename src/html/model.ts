// The policy an HTML page carries (ACAP-2, robots META tags, X-Robots-Tag): page-level rules
// addressed to crawlers, element-level rules from class attributes, and the page's elements
// for extraction. Plain data; positions are line/column in the HTML.
import type { AcapQualifier, AcapUsageType } from "../acap/model.js";
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

export interface PageMeta extends SourcePosition {
  /** The name attribute, lower-cased ("robots", a crawler name, or TDMRep's "tdm-reservation" / "tdm-policy"). */
  readonly name: string;
  readonly content: string;
}

/** One page-level permission or prohibition (ACAP-2 §2.2.3–§2.2.4), or a conventional directive mapped onto one. */
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
  /** The conventional robots META directive this rule stands for ("noindex", "max-snippet:50" …). */
  readonly directive?: string;
  readonly text: string;
}

/**
 * One conventional robots directive ("noindex", "max-snippet:50", "unavailable_after: …")
 * of a robots META tag or an X-Robots-Tag header, as written, for the crawler it addresses.
 */
export interface PageDirective extends SourcePosition {
  readonly source: "meta" | "x-robots-tag";
  /** "*" for name="robots" (and an unprefixed X-Robots-Tag), else the lower-cased crawler name. */
  readonly crawler: string;
  /** The directive's name, lower-cased ("noindex", "max-snippet"). */
  readonly name: string;
  /** Its value, for the directives that take one ("50", "none", a date). */
  readonly value?: string;
  /** The whole META content or header value. */
  readonly text: string;
}

/** An element-level rule from a class value (ACAP-2 §2.2.5). */
export interface ElementRule extends SourcePosition {
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  readonly text: string;
}

export interface PageElement extends SourcePosition {
  readonly ref: PageElementRef;
  readonly rules: readonly ElementRule[];
  /** The element's text content. */
  readonly text: string;
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
 * `element`, extract) exactly as the original does.
 */
export interface PagePolicy {
  readonly url: string;
  /** ACAP-2 §2.2.7 the ACAP Version META tag. */
  readonly version?: SourcePosition & { readonly version: string };
  readonly metas: readonly PageMeta[];
  readonly rules: readonly PageRule[];
  /** The conventional robots directives, as search engines read them (decide() with `page`). */
  readonly directives: readonly PageDirective[];
  /** Elements with element-level rules, in document order. */
  readonly elements: readonly PageElement[];
  /** The element tree, from the document node (tag "#document"), for extract(). */
  readonly document: PageDocument;
  readonly diagnostics: readonly Diagnostic[];
}
