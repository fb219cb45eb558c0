// elementPath(page, ref) and elementText(page, ref): the path and the text of an element of a
// page policy, made when asked for (page policies store each element's parent index and
// position instead, and no element text, so that their size stays linear in the page however
// deep it nests: an element's text holds its descendants').
import { checkPagePolicy } from "./check-page.js";
import { isElementIndex, pathOf } from "./document-query.js";
import { textOf } from "./document.js";
import type { PageElementRef, PagePolicy } from "./model.js";

/** The index of `element` in the page's document, or a RangeError naming `what`. */
function indexOf(page: PagePolicy, element: Pick<PageElementRef, "index">, what: string): number {
  checkPagePolicy(page, what);
  const index = (element as Partial<PageElementRef> | null)?.index;
  if (!isElementIndex(page.document, index))
    throw new RangeError(
      `${what}: expected a reference to an element of this page, got index ${String(index)}`,
    );
  return index;
}

/**
 * The path of an element of the page: "html:nth-of-type(1)>body:nth-of-type(1)>div:nth-of-type(2)",
 * each step its tag and its position among its parent's children of that tag, from the
 * document's root element. `decideAcap` accepts it back as `element: { path }`.
 */
export function elementPath(page: PagePolicy, element: Pick<PageElementRef, "index">): string {
  return pathOf(page.document, indexOf(page, element, "elementPath"));
}

/**
 * The text content of an element of the page (character references decoded, script and style
 * left out, white space collapsed, words separated at block elements), read from
 * `page.document` in time linear in the element's content.
 */
export function elementText(page: PagePolicy, element: Pick<PageElementRef, "index">): string {
  return textOf(page.document, indexOf(page, element, "elementText"));
}
