// The lint command: read each file, lint it (lintRobotsTxt), keep what --severity shows, print
// in the chosen format, and say by the exit status whether CI should fail. Content that is not
// robots.txt is named once, the rest folded (content.ts).
import { lintRobotsTxt, type Severity } from "../index.js";
import { foreignOf } from "./content.js";
import { loadRobots, type LoadedRobots } from "./load.js";
import type { Output } from "./io.js";
import type { LintCommand } from "./lint-args.js";
import { EXIT_FAILED, EXIT_OK } from "./errors.js";
import { countOf, formatLintReports, type LintReport } from "./lint-format.js";

const RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2 };

export async function lint(command: LintCommand, out: Output): Promise<number> {
  // Every file is read before anything is printed: an unreadable one prints only its error
  // (exit status 2), as for the other commands.
  const loaded: LoadedRobots[] = [];
  for (const file of command.files)
    loaded.push(await loadRobots(file, out, { profile: command.profile }));
  const reports: LintReport[] = loaded.map((file) => {
    const { robots, name, retrieval } = file;
    // Content that is not robots.txt (HTML, binary, UTF-16) is named once: its one error, and
    // how many of the lint view's diagnostics follow from reading it as lines.
    const foreign = foreignOf(file);
    const all = lintRobotsTxt(robots, { profile: command.profile, strict: command.strict });
    return {
      name,
      ...(retrieval ? { retrieval } : {}),
      ...(foreign ? { folded: all.filter((d) => d.code !== "not-robots-txt").length } : {}),
      diagnostics: (foreign ? [foreign.diagnostic] : all).filter(
        (d) => RANK[d.severity] <= RANK[command.severity],
      ),
    };
  });
  out.stdout(formatLintReports(command.format, reports, out));
  const shown = reports.flatMap((r) => r.diagnostics);
  if (countOf(shown, "error") > 0) return EXIT_FAILED;
  const warnings = countOf(shown, "warning");
  if (command.maxWarnings !== undefined && warnings > command.maxWarnings) {
    out.stderr(
      `robots-policy: lint: ${warnings} warning${warnings === 1 ? "" : "s"}, more than --max-warnings ${command.maxWarnings}\n`,
    );
    return EXIT_FAILED;
  }
  return EXIT_OK;
}
