// ACAP-2 and robots META in HTML: the page's element tree as the HTML standard builds it
// (tree.ts: parse5's tree construction over a light tree of ours), flattened into plain data
// (PagePolicy.document, html/document.ts), with the robots/crawler META tags and every element
// whose class list holds a `the-acap:` value read from it in document order. No DOM, no hidden
// state in the policy. Never throws for any content.
import type { SourcePosition } from "../core/types.js";
import type { ElementRule, PageDocument, PageMeta, PageNode, PagePolicy } from "./model.js";
import {
  elementRules,
  metaRules,
  headerRules,
  type ClassValues,
  type RuleSink,
  type TagPlace,
} from "./rules.js";
import { toDocument } from "./document.js";
import { attributeValueOffset } from "./attribute-offset.js";
import { refAt } from "./document-query.js";
import { buildTree, type TreeElement } from "./tree.js";
import { DiagnosticList, PAGE_LIMIT } from "../core/diagnostics.js";
import { bytesOf, checkOptions } from "../core/arguments.js";

/**
 * Options of `parseHtmlPolicy`: the page's URL and, when the caller has them, its response headers.
 */
export interface HtmlPolicyOptions {
  /** The page's URL: the location qualifier (ACAP-2 §2.2.9.1) is checked against it. */
  readonly url: string | URL;
  /** Response headers; X-Robots-Tag is read from them. */
  readonly headers?: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/**
 * Line and column (1-based) of a UTF-16 offset, by binary search over line starts (found on the
 * first call: most pages have no position to report).
 */
function locator(text: string): (offset: number) => { line: number; column: number } {
  let starts: number[] | undefined;
  const lineStarts = () => {
    const found = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) found.push(i + 1);
    }
    return found;
  };
  return (offset) => {
    starts ??= lineStarts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

const HEAD_ONLY_PARENTS = new Set(["head", "html", "#document"]);

/** A META tag with name and content: robots directives or ACAP content (ACAP-2 §2.2), or TDMRep's. */
function readMeta(
  parentTag: string,
  meta: PageMeta,
  locate: TagPlace["locate"],
  sink: RuleSink,
  metas: PageMeta[],
): void {
  const at = { line: meta.line, column: meta.column };
  if (metaRules(meta, { tag: metas.length, at, locate }, sink)) {
    metas.push(meta);
    if (!HEAD_ONLY_PARENTS.has(parentTag))
      sink.diagnostics.push({
        severity: "warning",
        code: "meta-in-body",
        message: `the robots META tag for "${meta.name}" stands outside <head>; it is read anyway`,
        line: meta.line,
        column: meta.column,
        spec: "ACAP-2 §2.2",
      });
  }
  // W3C TDMRep "TDM Metadata in HTML": read by contentUsage().
  else if (meta.name === "tdm-reservation" || meta.name === "tdm-policy") metas.push(meta);
}

/** The page's absolute URL, as the URL parser writes it. */
function pageUrl(url: unknown): string {
  try {
    return new URL(url as string).href;
  } catch {
    throw new TypeError(
      `url: expected the page's absolute URL, got ${JSON.stringify(String(url))}`,
    );
  }
}

/** An element with `the-acap:` class values: where it opens in the document and where its tag starts. */
interface AcapElement {
  readonly index: number;
  readonly start: number;
  readonly values: readonly string[];
}

/**
 * ACAP-2 §2.2.5: the elements whose class values make element-level rules, in document order,
 * each with its reference (copies of them have their rules: PageNode.copyOf).
 */
function readElements(
  acapElements: readonly AcapElement[],
  document: PageDocument,
  position: (offset: number) => SourcePosition,
  sink: RuleSink,
): void {
  const read: ClassValues = new Map();
  for (const { index, start, values } of acapElements) {
    const at = position(Math.max(start, 0));
    const rules: ElementRule[] = elementRules(values, at, sink.diagnostics, read);
    if (rules.length > 0)
      sink.elements.push({ ref: refAt(document, index), rules, line: at.line, column: at.column });
  }
}

/**
 * ACAP-2 §2.2.7: the "ACAP version" META tag; without one naming 1.1 or later, rules with
 * [V1.1] features are ignored, each with a diagnostic.
 */
function versionGate(
  metas: readonly PageMeta[],
  sink: RuleSink,
  diagnostics: Pick<DiagnosticList, "push">,
): { version: { m: PageMeta; v: string } | undefined; ignored: ReadonlySet<unknown> } {
  let version: { m: PageMeta; v: string } | undefined;
  for (const m of metas) {
    const v = /^\s*ACAP\s+version\s+(\d+(?:\.\d+)*)\s*$/i.exec(m.content)?.[1];
    if (v !== undefined) {
      version = { m, v };
      break;
    }
  }
  const v11 = version !== undefined && /^(?:[2-9]|1\.[1-9])/.test(version.v);
  if (v11) return { version, ignored: new Set() };
  for (const p of sink.pendingV11)
    diagnostics.push({
      severity: "warning",
      code: "acap-v11-without-version",
      message: `${p.feature} is an ACAP 1.1 feature and the page has no "ACAP version 1.1" META tag; the tag is ignored`,
      line: p.rule.line,
      column: p.rule.column,
      spec: "ACAP-2 §2.2.7",
    });
  return { version, ignored: new Set(sink.pendingV11.map((p) => p.rule)) };
}

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
  const html = bytesOf(content);
  if (typeof html !== "string" && !(html instanceof Uint8Array))
    throw new TypeError(
      `html: expected a string or UTF-8 bytes (an ArrayBuffer or a Uint8Array), got ${html === null ? "null" : typeof html}`,
    );
  // Required, unlike other options: the page's rules speak of its URL.
  if (checkOptions(options, '{ url: "https://example.com/page" }') === undefined)
    throw new TypeError("options: expected { url, headers? }, got undefined");
  const url = pageUrl(options.url);
  const text = typeof html === "string" ? html : new TextDecoder().decode(html);
  const position = locator(text);
  // At most 10,000 of one code, as a robots.txt file's (core/diagnostics.ts).
  const diagnostics = new DiagnosticList([], PAGE_LIMIT);
  const metas: PageMeta[] = [];
  const sink: RuleSink = { rules: [], directives: [], elements: [], diagnostics, pendingV11: [] };

  const acapElements: AcapElement[] = [];
  // A leading byte order mark is no text: decoding bytes drops it (Encoding §6 "decode"), and a
  // string that still has it is read as if it had been dropped (as a space, which the first
  // insertion mode ignores, so that every offset stays where it is).
  const source = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  const document = toDocument(
    buildTree(source),
    (element: TreeElement, index, parent: PageNode, classes) => {
      const { name, content } = element;
      if (name !== undefined && content !== undefined) {
        const tagAt = position(Math.max(element.start, 0));
        // Each directive's own position, where the content is written as the parser read it
        // (looked for on the first directive: most META tags are not robots tags).
        let valueAt: number | undefined | null = null;
        const locate = (offset: number) => {
          if (valueAt === null)
            valueAt =
              element.start < 0
                ? undefined
                : attributeValueOffset(source, element.start, "content", content);
          return valueAt === undefined ? tagAt : position(valueAt + offset);
        };
        readMeta(
          parent.tag,
          { name: name.trim().toLowerCase(), content, line: tagAt.line, column: tagAt.column },
          locate,
          sink,
          metas,
        );
      }
      let values: string[] | undefined;
      for (const value of classes)
        if (value.length > 8 && value.slice(0, 9).toLowerCase() === "the-acap:")
          (values ??= []).push(value);
      if (values !== undefined) acapElements.push({ index, start: element.start, values });
    },
  );
  headerRules(options.headers, sink);
  readElements(acapElements, document, position, sink);
  const { version, ignored } = versionGate(metas, sink, diagnostics);
  const page: PagePolicy = {
    url,
    ...(version
      ? { version: { version: version.v, line: version.m.line, column: version.m.column } }
      : {}),
    metas,
    rules: sink.rules.filter((r) => !ignored.has(r)),
    directives: sink.directives,
    elements: sink.elements,
    document,
    diagnostics: diagnostics.sorted(),
  };
  return page;
}
