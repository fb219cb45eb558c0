// How our generated parsers answer a "syntax" vector: production → check. The vectors name the
// specs' ABNF productions, not our rule names; each check reads the text with the nearest start
// rule of our parser, or inside the smallest line that holds it, and says whether our grammar
// gives the node the production stands for. Our grammars are line-oriented and lenient
// (RFC 9309 §2.3.1.5): what they accept beyond the ABNF is listed in
// test/conformance/vectors-grammar/disagreements.ts (for the adapter, those vectors fail).
import { parse as parseRobots } from "../../../generated/robots-txt.js";
import { parse as parseRobots2 } from "../../../generated/robots-2.0.js";
import { acap2Checks, acapChecks, sfChecks } from "./syntax-checks-acap-sf.js";

/** A production's check: true when our parser accepts the text as that production. */
export type Check = (text: string) => boolean;

interface Node {
  readonly type: string;
  readonly name?: string;
  readonly colon?: boolean;
  readonly value?: string;
  readonly text?: string;
}

/** The line nodes of a robots.txt text, without the empty line after a final line break. */
function robotsLines(text: string): Node[] {
  const tree = parseRobots(text) as { first: Node; rest: Node[] };
  const lines = [tree.first, ...tree.rest];
  if (/[\r\n]$/.test(text) && lines.at(-1)?.type === "blank") lines.pop();
  return lines;
}

const CANONICAL: Readonly<Record<string, string>> = {
  "user-agent": "user-agent",
  allow: "allow",
  disallow: "disallow",
};

/** A user-agent / allow / disallow line as RFC 9309 §2.2 spells it: name, colon. */
const isRuleLine = (node: Node, types: readonly string[]): boolean =>
  types.includes(node.type) &&
  node.colon === true &&
  node.name?.toLowerCase() === CANONICAL[node.type];

/** The text is one line of one of `types`, with `value` if given. */
function oneLine(text: string, types: readonly string[], value?: string): boolean {
  const lines = robotsLines(text);
  const [line] = lines;
  return (
    lines.length === 1 &&
    line !== undefined &&
    isRuleLine(line, types) &&
    (value === undefined || line.value === value)
  );
}

const RULES = ["allow", "disallow"];
const robotsTxt: Record<string, Check> = {
  robotstxt: (text) =>
    robotsLines(text).every(
      (n) => n.type === "blank" || n.type === "comment" || isRuleLine(n, ["user-agent", ...RULES]),
    ),
  startgroupline: (text) => oneLine(text, ["user-agent"]),
  rule: (text) => oneLine(text, RULES),
  "product-token": (text) => oneLine(`User-agent: ${text}\n`, ["user-agent"], text),
  identifier: (text) => text !== "*" && oneLine(`User-agent: ${text}\n`, ["user-agent"], text),
  "path-pattern": (text) => oneLine(`Disallow: ${text}\n`, RULES, text),
  "empty-pattern": (text) => oneLine(`Disallow:${text}\n`, RULES, ""),
  "UTF8-char-noctl": (text) =>
    [...text].length === 1 && oneLine(`Disallow: /${text}\n`, RULES, `/${text}`),
  comment: (text) => {
    const lines = robotsLines(`${text}\n`);
    return lines.length === 1 && lines[0]?.type === "comment" && `#${lines[0].text}` === text;
  },
  EOL: (text) => oneLine(`User-agent: *${text}`, ["user-agent"], "*") && /[\r\n]$/.test(text),
  NL: (text) => /^(\r\n|\r|\n)$/.test(text) && oneLine(`User-agent: *${text}`, ["user-agent"], "*"),
  WS: (text) => [...text].length === 1 && oneLine(`User-agent:${text}*\n`, ["user-agent"], "*"),
};

/** Whether `parse` reads the text from the start rule (a syntax error throws). */
function accepts(parse: (text: string) => unknown, text: string): boolean {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}

const robots2: Record<string, Check> = {
  version: (text) => accepts((t) => parseRobots2(t, { startRule: "RobotVersion" }), text),
  rate: (text) => accepts((t) => parseRobots2(t, { startRule: "RequestRate" }), text),
  "request-rate": (text) => accepts((t) => parseRobots2(t, { startRule: "RequestRate" }), text),
  "visit-time": (text) => accepts((t) => parseRobots2(t, { startRule: "VisitTime" }), text),
  time: (text) => accepts((t) => parseRobots2(t, { startRule: "VisitTime" }), `${text} ${text}`),
};

/** grammar → production → check. */
export const CHECKS: Readonly<Record<string, Readonly<Record<string, Check>>>> = {
  "robots-txt": robotsTxt,
  "robots-2.0": robots2,
  acap: acapChecks,
  "acap-2": acap2Checks,
  "structured-fields": sfChecks,
};
