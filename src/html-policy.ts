// parseHtmlPolicy: where the HTML reader (src/html/: the tree, robots META tags, X-Robots-Tag,
// conventional directives) meets ACAP Part 2 (src/acap/part2-*.ts: ACAP content in those tags,
// `the-acap:` class values, the version gate). The HTML reader hands each tag's content to
// acapContent first, in document order, so that the rules, the tags' indices and the
// diagnostics come in the order the page writes them.
import type { PagePolicy } from "./html/model.js";
import { acapContent, versionGate, type PendingV11 } from "./acap/part2-content.js";
import { ACAP_CLASS_PREFIX, acapElements } from "./acap/part2-elements.js";
import { readHtml, type HtmlPolicyOptions } from "./html/parse.js";

/**
 * Reads the permissions an HTML page carries: ACAP META tags (ACAP-2 §2.2.3–§2.2.7),
 * conventional robots META directives, X-Robots-Tag headers, and element-level `the-acap:`
 * class values (§2.2.5). Line and column are positions in the HTML. `content`: text, or UTF-8
 * bytes (an ArrayBuffer such as `await response.arrayBuffer()`, a Uint8Array or any view).
 */
export function parseHtmlPolicy(
  content: string | ArrayBuffer | ArrayBufferView,
  options: HtmlPolicyOptions,
): PagePolicy {
  // Rules that use [V1.1] features, kept only when the page declares ACAP 1.1 (§2.2.7).
  const pendingV11: PendingV11[] = [];
  const read = readHtml(
    content,
    options,
    (text, crawler, source, place, sink) =>
      acapContent(text, crawler, source, place, sink, pendingV11),
    ACAP_CLASS_PREFIX,
  );
  const { metas, document, diagnostics } = read;
  const elements = acapElements(read.classElements, document, diagnostics);
  const { version, ignored } = versionGate(metas, pendingV11, diagnostics);
  return {
    url: read.url,
    ...(version ? { version } : {}),
    metas,
    rules: read.rules.filter((r) => !ignored.has(r)),
    directives: read.directives,
    elements,
    document,
    diagnostics: diagnostics.sorted(),
  };
}
