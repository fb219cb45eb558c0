// `robots-policy/html`: robots META tags, X-Robots-Tag headers and ACAP-2's element-level
// permissions of a page, read with the HTML standard's tree construction (parse5).
export { parseHtmlPolicy } from "./html-policy.js";
export type { HtmlPolicyOptions } from "./html/parse.js";
export { extract } from "./acap/page-extract.js";
export { elementPath, elementText } from "./html/element-path.js";
export { pageRules } from "./html/page-rules.js";
export type { Extract, ExtractOptions } from "./acap/page-extract.js";
export type {
  ElementRule,
  PageElement,
  PageElementRef,
  PageDirective,
  PageDocument,
  PageMeta,
  PageNode,
  PagePolicy,
  PageRule,
} from "./html/model.js";
export type { PageElementQuery, PageUnderstands } from "./acap/page-decide.js";
export { HTML_DIAGNOSTICS } from "./html/catalogue.js";
