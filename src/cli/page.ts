// The page command (ACAP-2): the page-level and element-level decisions an HTML page makes
// for a crawler, combined with a robots.txt when one is given, with their sources.
import {
  ACAP_BASIC_USAGES,
  type Decision,
  type PagePolicy,
  type RobotsTxt,
  parseHtmlPolicy,
  parseRobotsTxt,
  type AcapDecision,
  type AcapUsageType,
  type PageElementRef,
  decideAcap,
  elementPath,
  pageRules,
} from "../index.js";
import { loadBytes, loadRobots } from "./load.js";
import type { PageCommand } from "./args.js";
import { severity, type Output } from "./io.js";
import { EXIT_FAILED, EXIT_OK, UsageError } from "./errors.js";
import { agentText, firstAgent } from "./args-common.js";
import { META_USAGES } from "../html/meta.js";
import { formatConstraint, printable } from "./format.js";

function describe(d: AcapDecision): string {
  const source = d.rule
    ? `${d.rule.source === "element" ? "class" : d.rule.source === "meta" ? "META" : d.rule.source === "x-robots-tag" ? "X-Robots-Tag" : "robots.txt"} line ${d.rule.line}:${d.rule.column} ${printable(JSON.stringify(d.rule.text.trim()))}`
    : "nothing says otherwise";
  const constraints =
    d.constraints.length > 0
      ? ` {${d.constraints.map(formatConstraint).map(printable).join("; ")}}`
      : "";
  const excluded = d.excludedElements?.length
    ? ` [except ${d.excludedElements.map((e) => `<${e.tag}${e.id ? `#${e.id}` : ""}>`).join(", ")}]`
    : "";
  return `${d.allowed ? "ALLOWED   " : "DISALLOWED"}  ${source}${constraints}${excluded} (${d.reason})`;
}

/** decide()'s reading of a page (robots META, X-Robots-Tag): one line per usage. */
function describeMeta(d: Decision): string {
  const rule = d.rule;
  const source =
    rule && d.reason === "page-directive"
      ? `${rule.source === "x-robots-tag" ? "X-Robots-Tag" : "META"} line ${rule.line}:${rule.column} ${printable(JSON.stringify(rule.directive ?? rule.text))}`
      : rule
        ? `robots.txt line ${rule.line} ${printable(JSON.stringify(rule.text.trim()))}`
        : "nothing says otherwise";
  const snippet = d.maxSnippetChars !== undefined ? ` {max-snippet ${d.maxSnippetChars}}` : "";
  const until = d.until !== undefined ? ` {until ${d.until}}` : "";
  return `${d.allowed ? "ALLOWED   " : "DISALLOWED"}  ${source}${snippet}${until} (${d.reason})`;
}

function metaPage(
  command: PageCommand,
  policy: PagePolicy,
  robots: RobotsTxt,
  out: Output,
): number {
  const usages = command.usage ? [command.usage as (typeof META_USAGES)[number]] : META_USAGES;
  const decisions = usages.map((usage) => ({
    usage,
    decision: asked(command, () =>
      robots.decide({ url: command.url, userAgent: command.agent, usage, page: policy }),
    ),
  }));
  if (command.json)
    out.stdout(
      `${JSON.stringify({ url: policy.url, page: decisions, diagnostics: policy.diagnostics }, null, 2)}\n`,
    );
  else {
    const width = Math.max(...usages.map((u) => u.length));
    let text = `page ${printable(policy.url)} for ${printable(agentText(command.agent))}\n`;
    for (const { usage, decision } of decisions)
      text += `  ${usage.padEnd(width)}  ${describeMeta(decision)}\n`;
    out.stdout(text + diagnosticsText(command, policy, out));
  }
  return decisions.every((p) => p.decision.allowed) ? EXIT_OK : EXIT_FAILED;
}

/** A question to the library; a TypeError is a bad --agent. */
function asked<T>(command: PageCommand, question: () => T): T {
  try {
    return question();
  } catch (error) {
    if (error instanceof TypeError)
      throw new UsageError(
        `page: invalid --agent ${JSON.stringify(agentText(command.agent))}: expected a product token such as "Googlebot" or a User-Agent header naming one`,
      );
    throw error;
  }
}

function diagnosticsText(command: PageCommand, policy: PagePolicy, out: Output): string {
  const name = printable(command.file === "-" ? "<stdin>" : command.file);
  return policy.diagnostics
    .map(
      (d) =>
        `${name}:${d.line}:${d.column} ${severity(out, d.severity)} ${d.code} ${printable(d.message)} (${d.spec})\n`,
    )
    .join("");
}

export async function page(command: PageCommand, out: Output): Promise<number> {
  const { bytes, headers: served } = await loadBytes(command.file, out);
  // Headers given with --header are the response's, as a server would send them (X-Robots-Tag).
  const headers = { ...served, ...command.headers };
  let policy;
  try {
    policy = parseHtmlPolicy(bytes, { url: command.url, headers });
  } catch (error) {
    if (error instanceof TypeError)
      throw new UsageError(
        `page: invalid --url ${JSON.stringify(command.url)}: expected the page's absolute URL`,
      );
    throw error;
  }
  const robots =
    command.robots !== undefined
      ? (await loadRobots(command.robots, out, { agent: firstAgent(command.agent) })).robots
      : parseRobotsTxt("");
  return command.acap
    ? acapPage(command, policy, robots, out)
    : metaPage(command, policy, robots, out);
}

/** ACAP-2's reading (--acap): page-level usages, then each element with element-level rules. */
function acapPage(
  command: PageCommand,
  policy: PagePolicy,
  robots: RobotsTxt,
  out: Output,
): number {
  const mentioned = new Set<AcapUsageType>([
    ...pageRules(policy).map((r) => r.usage),
    ...policy.elements.flatMap((e) => e.rules.map((r) => r.usage)),
  ]);
  const usages: AcapUsageType[] = command.usage
    ? [command.usage as AcapUsageType]
    : [
        ...new Set<AcapUsageType>([
          ...ACAP_BASIC_USAGES.filter((u) => u !== "other"),
          ...mentioned,
        ]),
      ];
  const ask = (usage: AcapUsageType, element?: PageElementRef): AcapDecision =>
    asked(command, () =>
      decideAcap(robots, {
        url: command.url,
        userAgent: command.agent,
        usage,
        page: policy,
        ...(element ? { element } : {}),
      }),
    );
  const pageDecisions = usages.map((usage) => ({ usage, decision: ask(usage) }));
  const elementDecisions = policy.elements.flatMap((element) =>
    element.rules
      .filter((r) => !command.usage || r.usage === command.usage)
      .map((r) => ({
        element,
        usage: r.usage,
        decision: ask(r.usage, element.ref),
      })),
  );
  if (command.json) {
    out.stdout(
      `${JSON.stringify({ url: policy.url, version: policy.version?.version ?? null, page: pageDecisions, elements: elementDecisions.map((e) => ({ element: { ...e.element.ref, path: elementPath(policy, e.element.ref) }, line: e.element.line, usage: e.usage, decision: e.decision })), diagnostics: policy.diagnostics }, null, 2)}\n`,
    );
  } else {
    const width = Math.max(...usages.map((u) => u.length));
    let text = `page ${printable(policy.url)} for ${printable(agentText(command.agent))}${policy.version ? ` (ACAP version ${policy.version.version})` : ""}\n`;
    for (const { usage, decision } of pageDecisions)
      text += `  ${usage.padEnd(width)}  ${describe(decision)}\n`;
    if (elementDecisions.length > 0) text += "elements:\n";
    for (const { element, usage, decision } of elementDecisions)
      text += `  <${element.ref.tag}${element.ref.id ? `#${element.ref.id}` : ""}> line ${element.line}:${element.column} ${usage}  ${describe(decision)}\n`;
    out.stdout(text + diagnosticsText(command, policy, out));
  }
  return pageDecisions.every((p) => p.decision.allowed) ? EXIT_OK : EXIT_FAILED;
}
