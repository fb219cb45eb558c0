// Robots META in HTML: the page's element tree as the HTML standard builds it (tree.ts:
// parse5's tree construction over a light tree of ours), flattened into plain data
// (PagePolicy.document, html/document.ts), with the robots/crawler META tags, the X-Robots-Tag
// values and every element whose class list holds a value of a given prefix read from it in
// document order. No DOM, no hidden state in the policy. Never throws for any content. What
// ACAP Part 2 reads of the page (its META content and `the-acap:` class values) is read through
// a ContentReader and a class prefix; src/html-policy.ts gives them (parseHtmlPolicy).
import type { SourcePosition } from "../core/types.js";
import type { PageDirective, PageDocument, PageMeta, PageNode, PageRule } from "./model.js";
import {
  metaRules,
  headerRules,
  type ContentReader,
  type RuleSink,
  type TagPlace,
} from "./rules.js";
import { toDocument } from "./document.js";
import { attributeValueOffset } from "./attribute-offset.js";
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
  readContent: ContentReader,
): void {
  const at = { line: meta.line, column: meta.column };
  if (metaRules(meta, { tag: metas.length, at, locate }, sink, readContent)) {
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

/** An element with class values of the given prefix: where it opens in the document, where its tag is written, and those values. */
export interface ClassElement {
  readonly index: number;
  readonly at: SourcePosition;
  readonly values: readonly string[];
}

/** A page as the HTML reader reads it: what PagePolicy holds, and what ACAP Part 2 reads after. */
export interface HtmlReading {
  readonly url: string;
  readonly metas: PageMeta[];
  readonly rules: PageRule[];
  readonly directives: PageDirective[];
  readonly document: PageDocument;
  /** The elements with class values of the given prefix, in document order. */
  readonly classElements: readonly ClassElement[];
  readonly diagnostics: DiagnosticList;
}

/**
 * Reads an HTML page's tree, its robots META tags and X-Robots-Tag headers, and lists the
 * elements with class values that begin with `classPrefix` (compared lower-cased). Each tag's
 * content goes to `readContent` first, which reads it when it is written in a specification's
 * syntax (ACAP Part 2's: src/html-policy.ts gives it), then to the conventional directives.
 * Line and column are positions in the HTML. `content`: text, or UTF-8 bytes (an ArrayBuffer,
 * a Uint8Array or any view).
 */
export function readHtml(
  content: string | ArrayBuffer | ArrayBufferView,
  options: HtmlPolicyOptions,
  readContent: ContentReader,
  classPrefix: string,
): HtmlReading {
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
  const sink: RuleSink & { readonly diagnostics: DiagnosticList } = {
    rules: [],
    directives: [],
    diagnostics,
  };
  const prefixLength = classPrefix.length;
  const classElements: ClassElement[] = [];
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
          readContent,
        );
      }
      let values: string[] | undefined;
      for (const value of classes)
        if (
          value.length >= prefixLength &&
          value.slice(0, prefixLength).toLowerCase() === classPrefix
        )
          (values ??= []).push(value);
      if (values !== undefined)
        classElements.push({ index, at: position(Math.max(element.start, 0)), values });
    },
  );
  headerRules(options.headers, sink, readContent);
  return { ...sink, url, metas, document, classElements };
}
