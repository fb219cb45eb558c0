// What a crawler may actually use of a page for a usage (ACAP-2 with ACAP-1 §2.5.3.2):
// the elements a must-use-resource=the-acap:extract:… qualifier points at, and the page text
// with the elements whose element-level rules prohibit the usage removed. Reads only the
// page policy's plain data (PagePolicy.document and .elements).
import { checkPagePolicy } from "../html/check-page.js";
import { basicUsageOf } from "./precedence.js";
import { attributesOf, forEachElement, isElementIndex, refAt } from "../html/document-query.js";
import { decidePage } from "./page-decide.js";
import type { AcapUsageType } from "./model.js";
import type { PageElement, PageElementRef, PageNode, PagePolicy } from "../html/model.js";
import { textOf, textsOf } from "../html/document.js";
import { checkOptions } from "../core/arguments.js";

/**
 * What a crawler may use of a page for one usage (`extract`): its text without prohibited elements,
 * and the parts it must use.
 */
export interface Extract {
  /** The body text with prohibited elements (for this usage) removed. */
  readonly text: string;
  /** must-use-resource=the-acap:extract:… targets, in document order (empty when there is none). */
  readonly elements: readonly { readonly ref: PageElementRef; readonly text: string }[];
  /** META contents named by the-acap:extract:meta:… */
  readonly metas: readonly { readonly name: string; readonly content: string }[];
}

/** Options of `extract`: the crawler whose META tags apply. */
export interface ExtractOptions {
  /** The crawler (default: any crawler, i.e. the "robots" tags). */
  readonly userAgent?: string;
}

function prohibits(element: PageElement, usage: AcapUsageType): boolean {
  return element.rules.some(
    (r) => r.kind === "disallow" && (r.usage === usage || r.usage === basicUsageOf(usage)),
  );
}

/** Where the elements whose own element-level rules prohibit the usage open in the document (textOf leaves each out with its content). */
function prohibitedElements(page: PagePolicy, usage: AcapUsageType): Set<number> {
  const indices = new Set<number>();
  for (const element of page.elements)
    if (prohibits(element, usage) && isElementIndex(page.document, element.ref.index))
      indices.add(element.ref.index);
  return indices;
}

/**
 * What a crawler may actually use of a page for `usage` (ACAP-2 with ACAP-1 §2.5.3.2): the
 * body text with the elements that prohibit it removed, and the elements and META contents a
 * must-use-resource=the-acap:extract:… qualifier points at.
 */
export function extract(
  page: PagePolicy,
  usage: AcapUsageType,
  options: ExtractOptions = {},
): Extract {
  checkPagePolicy(page, "extract");
  checkOptions(options, '{ userAgent: "ExampleBot" }');
  const prohibitedSet = prohibitedElements(page, usage);
  // A copy of an element (PageNode.copyOf) has its rules.
  const prohibited = (node: PageNode, index: number) =>
    prohibitedSet.has(index) || (node.copyOf !== undefined && prohibitedSet.has(node.copyOf));
  let body = 0;
  forEachElement(page.document, (node, index) => {
    if (body === 0 && node.tag === "body") body = index;
  });
  const text = textOf(page.document, body, prohibited);

  const userAgent = options.userAgent ?? "*";
  const outcome = decidePage(page, { usage, userAgent, url: page.url, at: new Date() });
  const elements: { ref: PageElementRef; text: string }[] = [];
  const metas: { name: string; content: string }[] = [];
  const use = outcome?.allowed
    ? outcome.constraints.find((c) => c.type === "must-use-resource")
    : undefined;
  if (use?.type === "must-use-resource" && use.resource.kind === "extract") {
    const { by, names } = use.resource;
    const wanted = new Set(names.map((n) => (by === "taglist" ? n.toLowerCase() : n)));
    if (by === "meta")
      for (const meta of page.metas.filter((m) => wanted.has(m.name)))
        metas.push({ name: meta.name, content: meta.content });
    const hit = (element: PageNode) => {
      // A copy's id and classes are those of the element it copies.
      const node = attributesOf(page.document, element);
      return by === "id" || by === "idlist"
        ? node.id !== undefined && wanted.has(node.id)
        : by === "class" || by === "classlist"
          ? (node.classes ?? []).some((c) => wanted.has(c))
          : by === "taglist"
            ? wanted.has(node.tag)
            : false;
    };
    // Every hit's text from one walk (textsOf), not a walk of each hit's subtree.
    const texts = by === "meta" ? undefined : textsOf(page.document, hit, prohibited);
    forEachElement(page.document, (node, index) => {
      if (texts?.has(index))
        elements.push({ ref: refAt(page.document, index), text: texts.get(index)! });
      // META tags of any name (the-acap:extract:meta:description) are read from the tree.
      if (
        by === "meta" &&
        node.tag === "meta" &&
        node.name !== undefined &&
        wanted.has(node.name) &&
        !metas.some((m) => m.name === node.name)
      )
        metas.push({ name: node.name, content: node.content ?? "" });
    });
  }
  return { text, elements, metas };
}
