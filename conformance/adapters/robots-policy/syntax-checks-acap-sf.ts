// The checks of the ACAP-1, ACAP-2 and RFC 9651 "syntax" vectors (see syntax-checks.ts).
// An ACAP field's text ends with field-end (ACAP-1 §3: 1*ignorable, each ending in CRLF): the
// check splits it at CRLF, reads the first line with AcapLine and the others with the
// robots.txt line grammar, which must find blank or comment lines.
import { parse as parseRobots } from "../../../generated/robots-txt.js";
import { parse as parseAcap } from "../../../generated/acap.js";
import { parse as parseAcap2 } from "../../../generated/acap-2.js";
import { parse as parseSf } from "../../../generated/structured-fields.js";

type Check = (text: string) => boolean;

interface AcapNode {
  readonly type: string;
  readonly colon?: boolean;
  readonly name?: string | { readonly type: string; readonly name: string };
  readonly kind?: string;
  readonly usage?: { readonly type: string; readonly name: string };
  readonly resource?: { readonly type: string; readonly pattern?: string };
  readonly qualifiers?: readonly unknown[];
}

/** Our parse of a text, or undefined where the start rule does not read it. */
function tryParse<T>(parse: () => unknown): T | undefined {
  try {
    return parse() as T;
  } catch {
    return undefined;
  }
}

/** The ACAP field a text holds (first line), if the lines after it are blank or comments. */
function acapField(text: string): AcapNode | undefined {
  const lines = text.split("\r\n");
  if (lines.length > 1 && lines.at(-1) === "") lines.pop();
  const [first, ...rest] = lines;
  const others = rest.every((line) => {
    const { first: node } = parseRobots(line) as { first: { type: string } };
    return node.type === "blank" || node.type === "comment";
  });
  if (first === undefined || !others) return undefined;
  return tryParse<AcapNode>(() => parseAcap(first, { startRule: "AcapLine" }));
}

/** A check that reads the field and asks `test` of its node. */
const field =
  (test: (node: AcapNode) => boolean, wrap: (text: string) => string = (t) => t): Check =>
  (text) => {
    const node = acapField(wrap(text));
    return node !== undefined && test(node);
  };

const permission = (kind: string, qualified: boolean | undefined) => (n: AcapNode) =>
  n.type === "permission" &&
  n.kind === kind &&
  n.colon === true &&
  (qualified === undefined || (n.qualifiers?.length ?? 0) > 0 === qualified);
const withColon = (type: string) => (n: AcapNode) => n.type === type && n.colon === true;
const crawlerName = (n: AcapNode) => (n.type === "crawler" && n.colon === true ? n.name : null);
const crawlerNameIs = (text: string) =>
  field((n) => crawlerName(n) === text)(`ACAP-crawler: ${text}\r\n`);
const usageOf = (n: AcapNode) => (n.type === "permission" ? n.usage : undefined);

/** ACAP-1 §3 productions. */
export const acapChecks: Record<string, Check> = {
  "ACAP-version": field(withColon("version")),
  "ACAP-ignore-conventional-records": field(
    (n) => n.type === "ignore-conventional-records" && n.colon === false,
  ),
  "named-crawler-identification-field": field(
    (n) => ![null, "*"].includes(crawlerName(n) as never),
  ),
  "any-crawler-identification-field": field((n) => crawlerName(n) === "*"),
  "crawler-name": crawlerNameIs,
  "permissions-reference-field": field(withColon("permissions-reference")),
  "basic-permission-field": field(permission("allow", false)),
  "qualified-permission-field": field(
    (n) => permission("allow", true)(n) && n.usage?.type === "standard-usage",
  ),
  "prohibition-field": field(permission("disallow", false)),
  "ACAP-usage-name": (text) =>
    field((n) => {
      const usage = usageOf(n);
      return usage?.type === "standard-usage" && usage.name === text.toLowerCase();
    })(`ACAP-allow-${text}: /\r\n`),
  "local-usage-name": (text) =>
    field((n) => {
      const usage = usageOf(n);
      return usage?.type === "local-usage" && `(${usage.name})` === text.toLowerCase();
    })(`ACAP-allow-${text}: /\r\n`),
  "resource-specification": (text) =>
    field(
      (n) =>
        permission("allow", false)(n) &&
        (n.resource?.type === "resource-set-ref" || n.resource?.pattern === text),
    )(`ACAP-allow-index: ${text}\r\n`),
  "action-name": field(withColon("action-request"), (t) => `ACAP-request-${t}: /\r\n`),
  "action-request-field": field(withColon("action-request")),
  "usage-purpose-pattern-field": field(withColon("usage-purpose")),
  "qualifier-specification": field(
    (n) => n.qualifiers?.length === 1,
    (t) => `ACAP-allow-index: / ${t}\r\n`,
  ),
  "qualifier-value": field(
    (n) => n.qualifiers?.length === 1,
    (t) => `ACAP-allow-index: / x=${t}\r\n`,
  ),
  "qualified-usage-definition-field": field(withColon("qualified-usage")),
  "composite-usage-definition-field": field(withColon("composite-usage")),
  "resource-set-definition-field": field(withColon("resource-set")),
  comment: field(
    (n) => n.type === "version",
    (t) => `ACAP-version: 1.1 ${t}\r\n`,
  ),
};

const classValue = (kind: string) => (text: string) =>
  tryParse<AcapNode>(() => parseAcap2(text, { startRule: "ClassValue" }))?.kind === kind;

/** ACAP-2 §3 productions. */
export const acap2Checks: Record<string, Check> = {
  "ACAP-meta-tag-content": (text) =>
    tryParse(() => parseAcap2(text, { startRule: "MetaContent" })) !== undefined,
  "class-attribute-permission": classValue("allow"),
  "class-attribute-prohibition": classValue("disallow"),
  // "robots" is itself a crawler-name.
  "ACAP-meta-tag-name": crawlerNameIs,
};

interface SfItem {
  readonly bareItem: { readonly type: string };
  readonly parameters: readonly { readonly key: string }[];
}

const item = (text: string) => tryParse<SfItem>(() => parseSf(text, { startRule: "Item" }));
const bare = (type: string) => (text: string) => {
  const parsed = item(text);
  return parsed?.bareItem.type === type && parsed.parameters.length === 0;
};

/** RFC 9651 §3 productions. */
export const sfChecks: Record<string, Check> = {
  "sf-integer": bare("integer"),
  "sf-decimal": bare("decimal"),
  "sf-string": bare("string"),
  "sf-token": bare("token"),
  "sf-binary": bare("byte-sequence"),
  "sf-boolean": bare("boolean"),
  "sf-date": bare("date"),
  "sf-displaystring": bare("display-string"),
  key: (text) => {
    const parameters = item(`a;${text}`)?.parameters;
    return parameters?.length === 1 && parameters[0]?.key === text;
  },
  parameters: (text) => item(`a${text}`) !== undefined,
  "inner-list": (text) => {
    const list = tryParse<{ members: { type: string }[] }>(() =>
      parseSf(text, { startRule: "List" }),
    );
    return list?.members.length === 1 && list.members[0]?.type === "inner-list";
  },
  "sf-list": (text) => tryParse(() => parseSf(text, { startRule: "List" })) !== undefined,
  "sf-dictionary": (text) =>
    tryParse(() => parseSf(text, { startRule: "Dictionary" })) !== undefined,
  "sf-item": (text) => item(text) !== undefined,
};
