// The page command (ACAP-2): the page-level and element-level decisions an HTML page makes
// for a crawler, combined with a robots.txt when one is given, with their sources.
import {
  ACAP_BASIC_USAGES,
  parseHtmlPolicy,
  parseRobotsTxt,
  type AcapDecision,
  type AcapUsageType,
  type PageElementRef,
  decideAcap,
  elementPath,
} from "../index.js";
import { loadBytes, loadRobots } from "./load.js";
import type { PageCommand } from "./args.js";
import { severity, type Output } from "./io.js";
import { EXIT_FAILED, EXIT_OK, UsageError } from "./errors.js";
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
      ? (await loadRobots(command.robots, out, { agent: command.agent })).robots
      : parseRobotsTxt("");
  const mentioned = new Set<AcapUsageType>([
    ...policy.rules.map((r) => r.usage),
    ...policy.elements.flatMap((e) => e.rules.map((r) => r.usage)),
  ]);
  const usages: AcapUsageType[] = command.usage
    ? [command.usage]
    : [
        ...new Set<AcapUsageType>([
          ...ACAP_BASIC_USAGES.filter((u) => u !== "other"),
          ...mentioned,
        ]),
      ];
  const ask = (usage: AcapUsageType, element?: PageElementRef) => {
    try {
      return decideAcap(robots, {
        url: command.url,
        userAgent: command.agent,
        usage,
        page: policy,
        ...(element ? { element } : {}),
      });
    } catch (error) {
      if (error instanceof TypeError)
        throw new UsageError(
          `page: invalid --agent ${JSON.stringify(command.agent)}: expected a product token such as "Googlebot" or a User-Agent header naming one`,
        );
      throw error;
    }
  };
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
    let text = `page ${printable(policy.url)} for ${printable(command.agent)}${policy.version ? ` (ACAP version ${policy.version.version})` : ""}\n`;
    for (const { usage, decision } of pageDecisions)
      text += `  ${usage.padEnd(width)}  ${describe(decision)}\n`;
    if (elementDecisions.length > 0) text += "elements:\n";
    for (const { element, usage, decision } of elementDecisions)
      text += `  <${element.ref.tag}${element.ref.id ? `#${element.ref.id}` : ""}> line ${element.line}:${element.column} ${usage}  ${describe(decision)}\n`;
    for (const d of policy.diagnostics)
      text += `${printable(command.file === "-" ? "<stdin>" : command.file)}:${d.line}:${d.column} ${severity(out, d.severity)} ${d.code} ${printable(d.message)} (${d.spec})\n`;
    out.stdout(text);
  }
  return pageDecisions.every((p) => p.decision.allowed) ? EXIT_OK : EXIT_FAILED;
}
