// What a crawler may actually use of a page for a usage (ACAP-2 with ACAP-1 §2.5.3.2):
// the elements a must-use-resource=the-acap:extract:… qualifier points at, and the page text
// with the elements whose element-level rules prohibit the usage removed.
import { basicUsageOf } from "../engine/acap.js";
import { decidePage } from "../engine/page.js";
import type { AcapUsageType } from "../model/acap.js";
import type { PageElementRef, PagePolicy } from "../model/page.js";
import { refOf, textOf, treeOf, type TreeNode } from "./parse.js";

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

function* walk(root: TreeNode): Generator<TreeNode> {
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]!;
      if (typeof child !== "string") stack.push(child);
    }
  }
}

export function extract(page: PagePolicy, usage: AcapUsageType, options: ExtractOptions = {}): Extract {
  const tree = treeOf(page);
  if (!tree) throw new TypeError("extract: expected a PagePolicy from parseHtmlPolicy");
  const root = tree.root;
  const userAgent = options.userAgent ?? "*";
  // Element-level prohibitions for this usage (nearest rule wins; a permission inside a prohibited part re-admits it).
  const prohibited = (node: TreeNode): boolean => {
    const rules = tree.ruled.get(node);
    return rules !== undefined && rules.some((r) => r.kind === "disallow" && (r.usage === usage || r.usage === basicUsageOf(usage)));
  };
  const body = [...walk(root)].find((n) => n.tag === "body") ?? root;
  const text = textOf(body, prohibited);

  const outcome = decidePage(page, { usage, userAgent: userAgent === "*" ? "*" : userAgent, url: page.url, at: new Date() });
  const elements: { ref: PageElementRef; text: string }[] = [];
  const metas: { name: string; content: string }[] = [];
  const use = outcome?.allowed ? outcome.constraints.find((c) => c.type === "must-use-resource") : undefined;
  if (use?.type === "must-use-resource" && use.resource.kind === "extract") {
    const { by, names } = use.resource;
    const wanted = new Set(names.map((n) => (by === "taglist" ? n.toLowerCase() : n)));
    if (by === "meta")
      for (const meta of page.metas.filter((m) => wanted.has(m.name))) metas.push({ name: meta.name, content: meta.content });
    for (const node of walk(root)) {
      const hit =
        by === "id" || by === "idlist"
          ? node.id !== undefined && wanted.has(node.id)
          : by === "class" || by === "classlist"
            ? node.classes.some((c) => wanted.has(c))
            : by === "taglist"
              ? wanted.has(node.tag)
              : false;
      if (hit) elements.push({ ref: refOf(node), text: textOf(node, prohibited) });
    }
    if (by === "meta") {
      // META tags of any name (the-acap:extract:meta:description) are read from the tree.
      for (const node of walk(root))
        if (node.tag === "meta") {
          const name = metaNameOf(node);
          if (name && wanted.has(name) && !metas.some((m) => m.name === name)) metas.push({ name, content: metaContentOf(node) ?? "" });
        }
    }
  }
  return { text, elements, metas };
}

const metaAttributes = new WeakMap<TreeNode, { name?: string; content?: string }>();
export function rememberMeta(node: TreeNode, name: string | undefined, content: string | undefined): void {
  metaAttributes.set(node, { ...(name !== undefined ? { name: name.toLowerCase() } : {}), ...(content !== undefined ? { content } : {}) });
}
function metaNameOf(node: TreeNode): string | undefined {
  return metaAttributes.get(node)?.name;
}
function metaContentOf(node: TreeNode): string | undefined {
  return metaAttributes.get(node)?.content;
}
