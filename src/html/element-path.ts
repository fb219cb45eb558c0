// elementPath(page, ref): the path of an element of a page policy, made when asked for (page
// policies store each element's parent index and position instead, so that their size stays
// linear in the page however deep it nests).
import { checkPagePolicy } from "./check-page.js";
import { isElementIndex, pathOf } from "./document-query.js";
import type { PageElementRef, PagePolicy } from "./model.js";

/**
 * The path of an element of the page: "html:nth-of-type(1)>body:nth-of-type(1)>div:nth-of-type(2)",
 * each step its tag and its position among its parent's children of that tag, from the
 * document's root element. `decideAcap` accepts it back as `element: { path }`.
 */
export function elementPath(page: PagePolicy, element: Pick<PageElementRef, "index">): string {
  checkPagePolicy(page, "elementPath");
  const index = (element as Partial<PageElementRef> | null)?.index;
  if (!isElementIndex(page.document, index))
    throw new RangeError(
      `elementPath: expected a reference to an element of this page, got index ${String(index)}`,
    );
  return pathOf(page.document, index);
}
