// Walks a page's flat element list (PagePolicy.document) with element paths, linear in its
// length whatever the depth: a path is built only for an element that asks for it.
import type { PageDocument, PageNode } from "./model.js";

/**
 * Visits every element in document order with its index in the list and a function that
 * gives its path ("html:nth-of-type(1)>body:nth-of-type(1)>…", as PageElementRef.path; the
 * document node itself has the path "").
 */
export function walkDocument(
  document: PageDocument,
  visit: (node: PageNode, index: number, path: () => string) => void,
): void {
  const steps: string[] = [];
  // paths[d]: the path of the open element at depth d, made when first asked for and kept while
  // it is open (known of them are up to date), so each costs O(1) amortised however deep it is:
  // a path is its parent's joined with its own step (ropes that share the prefix).
  const paths: string[] = [];
  let known = 0;
  const path = () => {
    for (; known < steps.length; known++)
      paths[known] = known <= 1 ? steps[known]! : `${paths[known - 1]!}>${steps[known]!}`;
    return paths[steps.length - 1]!;
  };
  // Per open element: how many children of each tag it has had so far.
  const counts: Map<string, number>[] = [];
  for (let i = 0; i < document.length; i++) {
    const item = document[i]!;
    if (typeof item === "string") continue;
    if (item === null) {
      counts.pop();
      steps.pop();
      known = Math.min(known, steps.length);
      continue;
    }
    const siblings = counts[counts.length - 1];
    if (siblings) {
      const nth = (siblings.get(item.tag) ?? 0) + 1;
      siblings.set(item.tag, nth);
      steps.push(`${item.tag}:nth-of-type(${nth})`);
    } else steps.push(""); // the document node
    counts.push(new Map());
    visit(item, i, path);
  }
}

/** The path of the first element with this id, or undefined (one walk; ids are rare questions). */
export function pathOfId(document: PageDocument, id: string): string | undefined {
  let found: string | undefined;
  walkDocument(document, (node, _index, path) => {
    if (found === undefined && node.id === id) found = path();
  });
  return found;
}
