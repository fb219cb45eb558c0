// The explain command: why a crawler may or may not crawl a URL, step by step (traceDecision):
// every group considered and why it was chosen or not, every rule that matched with its line
// and match length, the tie-break, the result; with --all-profiles, where the profiles differ.
import { traceDecision, type DecisionTrace, type ProfileName } from "../index.js";
import type { ExplainCommand } from "./args.js";
import { EXIT_FAILED, EXIT_OK, UsageError } from "./errors.js";
import { formatRetrieval, printable, sortDiagnostics } from "./format.js";
import { cutJson, diagnosticJson, retrievalJson } from "./format-json.js";
import { cutOf, cutText, foreignOf, listed } from "./content.js";
import { agentText, firstAgent } from "./args-common.js";
import { paint, type Output } from "./io.js";
import { loadRobots } from "./load.js";
import { fileNotes } from "./notes.js";

const octets = (n: number) => `${n} ${n === 1 ? "octet" : "octets"}`;

function traceText(trace: DecisionTrace, out: Output): string {
  const noun = trace.profile === "koster1996" || trace.profile === "robots2" ? "record" : "group";
  let text = `${paint(out, "bold", trace.profile)}: ${printable(trace.agent)} on ${printable(trace.path)}\n`;
  if (trace.groups.length === 0) text += `  no ${noun}s in the file\n`;
  for (const g of trace.groups) {
    const mark = g.chosen ? paint(out, "green", "chosen") : paint(out, "dim", "passed");
    text += `  ${noun} line ${g.lines.join(",")} ${printable(g.userAgents.map((a) => JSON.stringify(a)).join(" "))}: ${mark}, ${printable(g.why)}\n`;
  }
  if (trace.matches.length === 0) text += "  no rule matches the path\n";
  for (const m of trace.matches)
    text += `  ${m.decisive ? "→" : " "} line ${m.line} ${printable(m.text)}  (${m.kind}, ${octets(m.length)}${m.decisive ? ", decides" : ""})\n`;
  if (trace.tieBreak) text += `  tie-break: ${trace.tieBreak}\n`;
  const verdict = trace.decision.allowed
    ? paint(out, "green", "ALLOWED")
    : paint(out, "red", "DISALLOWED");
  return `${text}  ${verdict}: ${printable(trace.decision.explanation)}\n`;
}

/** Where the profiles disagree: one line per answer, naming the profiles that give it. */
function disagreement(traces: readonly DecisionTrace[], out: Output): string {
  const by = (allowed: boolean) =>
    traces.filter((t) => t.decision.allowed === allowed).map((t) => t.profile);
  const allowed = by(true);
  const disallowed = by(false);
  if (allowed.length === 0 || disallowed.length === 0)
    return `all profiles agree: ${allowed.length > 0 ? "ALLOWED" : "DISALLOWED"}\n`;
  return `${paint(out, "yellow", "the profiles disagree")}: ALLOWED under ${allowed.join(", ")}; DISALLOWED under ${disallowed.join(", ")}\n`;
}

export async function explainCommand(command: ExplainCommand, out: Output): Promise<number> {
  const loaded = await loadRobots(command.file, out, {
    agent: firstAgent(command.agent),
    profile: command.profiles[0]!,
  });
  const { robots, name, retrieval } = loaded;
  const trace = (profile: ProfileName) => {
    try {
      return traceDecision(robots, { url: command.url, userAgent: command.agent, profile });
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      throw new UsageError(
        `explain: ${error.message.startsWith("userAgent") ? `invalid --agent ${JSON.stringify(agentText(command.agent))}` : `invalid URL ${JSON.stringify(command.url)}`}: ${error.message}`,
      );
    }
  };
  const traces = command.profiles.map(trace);
  if (command.json) {
    const diagnostics = sortDiagnostics(listed(loaded)).map(diagnosticJson);
    const document = {
      file: name,
      ...(retrieval ? { retrieval: retrievalJson(retrieval) } : {}),
      url: command.url,
      agent: command.agent,
      diagnostics,
      traces: traces.map((t) => {
        const cut = cutOf(loaded, t.profile);
        return cut ? { ...t, cut: cutJson(cut) } : t;
      }),
    };
    out.stdout(`${JSON.stringify(document, null, 2)}\n`);
  } else {
    const cut = (t: DecisionTrace) => {
      const c = cutOf(loaded, t.profile);
      return c ? cutText(c) : "";
    };
    out.stdout(
      (retrieval ? formatRetrieval(retrieval, foreignOf(loaded) !== undefined) : "") +
        traces.map((t) => traceText(t, out) + cut(t)).join("\n") +
        (traces.length > 1 ? `\n${disagreement(traces, out)}` : ""),
    );
    const notes = fileNotes(name, listed(loaded), out, foreignOf(loaded));
    if (notes !== "") out.stderr(notes);
  }
  return traces.every((t) => t.decision.allowed) ? EXIT_OK : EXIT_FAILED;
}
