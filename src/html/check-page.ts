// API misuse, said once: a `page` argument must be what parseHtmlPolicy returned.
import type { PagePolicy } from "./model.js";

/** Throws a TypeError naming `what` unless `page` has a page policy's lists. */
export function checkPagePolicy(page: unknown, what: string): asserts page is PagePolicy {
  const lists = page as Partial<Record<keyof PagePolicy, unknown>> | null;
  if (
    typeof page !== "object" ||
    lists === null ||
    !Array.isArray(lists.directives) ||
    !Array.isArray(lists.rules) ||
    !Array.isArray(lists.document) ||
    !Array.isArray(lists.elements)
  )
    throw new TypeError(`${what}: expected a PagePolicy from parseHtmlPolicy`);
}
