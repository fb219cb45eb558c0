// What a crawler may actually use of a page for a usage (ACAP-2 with ACAP-1 §2.5.3.2):
// the elements a must-use-resource=the-acap:extract:… qualifier points at, and the page text
// with the elements whose element-level rules prohibit the usage removed. Reads only the
// page policy's plain data (PagePolicy.document and .elements).
import { checkPagePolicy } from "./check-page.js";
import { basicUsageOf } from "../acap/precedence.js";
import { walkDocument } from "./document-query.js";
import { decidePage } from "./decide-page.js";
import type { AcapUsageType } from "../acap/model.js";
import type { PageElement, PageElementRef, PageNode, PagePolicy } from "./model.js";
import { textOf, textsOf } from "./document.js";

export interface Extract {
  /** The body text with prohibited elements (for this usage) removed. */
  readonly text: string;
  /** must-use-resource=the-acap:extract:… targets, in document order (empty when there is none). */
  readonly elements: readonly { readonly ref: PageElementRef; readonly text: string }[];
  /** META contents named by the-acap:extract:meta:… */
  readonly metas: readonly { readonly name: string; readonly content: string }[];
}

export interface ExtractOptions {
  /** The crawler (default: any crawler, i.e. the "robots" tags). */
  readonly userAgent?: string;
}

function refOf(node: PageNode, path: string): PageElementRef {
  return {
    tag: node.tag,
    ...(node.id !== undefined ? { id: node.id } : {}),
    classes: node.classes ?? [],
    path,
  };
}

function hasAcapClass(node: PageNode): boolean {
  return (
    node.classes?.some((c) => c.length > 8 && c.slice(0, 9).toLowerCase() === "the-acap:") === true
  );
}

function prohibits(element: PageElement, usage: AcapUsageType): boolean {
  return element.rules.some(
    (r) => r.kind === "disallow" && (r.usage === usage || r.usage === basicUsageOf(usage)),
  );
}

function sameClasses(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Indices of the elements whose element-level rules prohibit the usage (nearest rule wins; a
 * permission inside a prohibited part re-admits it). `page.elements` are the document's
 * elements with rules in document order, and rules depend on the class list alone, so the
 * n-th element is the n-th node with a the-acap: class whose classes are that element's: one
 * walk, no paths. Elements it cannot place so (a policy built otherwise) are found by path.
 */
function prohibitedElements(page: PagePolicy, usage: AcapUsageType): Set<number> {
  const indices = new Set<number>();
  const { elements, document } = page;
  if (!elements.some((e) => prohibits(e, usage))) return indices;
  let next = 0;
  for (let i = 0; i < document.length && next < elements.length; i++) {
    const node = document[i];
    if (node === null || typeof node === "string" || node === undefined || !hasAcapClass(node))
      continue;
    const { ref } = elements[next]!;
    if (ref.tag !== node.tag || ref.id !== node.id || !sameClasses(ref.classes, node.classes))
      continue;
    if (prohibits(elements[next]!, usage)) indices.add(i);
    next++;
  }
  if (next === elements.length) return indices;
  const prohibiting = new Set<string>();
  for (const element of elements.slice(next))
    if (prohibits(element, usage)) prohibiting.add(element.ref.path);
  if (prohibiting.size > 0)
    walkDocument(document, (node, index, path) => {
      if (hasAcapClass(node) && prohibiting.has(path())) indices.add(index);
    });
  return indices;
}

export function extract(
  page: PagePolicy,
  usage: AcapUsageType,
  options: ExtractOptions = {},
): Extract {
  checkPagePolicy(page, "extract");
  const prohibitedSet = prohibitedElements(page, usage);
  const prohibited = (_node: PageNode, index: number) => prohibitedSet.has(index);
  let body = 0;
  walkDocument(page.document, (node, index) => {
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
    const hit = (node: PageNode) =>
      by === "id" || by === "idlist"
        ? node.id !== undefined && wanted.has(node.id)
        : by === "class" || by === "classlist"
          ? (node.classes ?? []).some((c) => wanted.has(c))
          : by === "taglist"
            ? wanted.has(node.tag)
            : false;
    // Every hit's text from one walk (textsOf), not a walk of each hit's subtree.
    const texts = by === "meta" ? undefined : textsOf(page.document, hit, prohibited);
    walkDocument(page.document, (node, index, path) => {
      if (texts?.has(index)) elements.push({ ref: refOf(node, path()), text: texts.get(index)! });
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
