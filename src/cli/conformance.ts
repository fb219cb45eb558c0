// The conformance command: loads the suite, runs it against the adapter, prints the report.
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { ConformanceCommand } from "./conformance-args.js";
import { runVectors } from "./conformance-run.js";
import { loadSuite } from "./conformance-suite.js";
import { reportText, summarize } from "./conformance-summary.js";
import { EXIT_FAILED, EXIT_OK, UsageError } from "./errors.js";
import type { Output } from "./io.js";

/**
 * The conformance/ folder beside the package's package.json (through the package's
 * self-reference: the same from src/cli/ under tsx and from dist/src/cli/ once built). The
 * published package does not carry it: then --suite is needed.
 */
export function defaultSuite(): string {
  const pkg = createRequire(import.meta.url).resolve("robots-policy/package.json");
  return join(dirname(pkg), "conformance");
}

/** `conformance --exec <command>`. */
export async function conformanceCommand(
  command: ConformanceCommand,
  out: Output,
): Promise<number> {
  const suite = command.suite !== undefined ? resolve(command.suite) : defaultSuite();
  const all = loadSuite(suite);
  const filter = command.filter;
  const vectors = filter === undefined ? all : all.filter((v) => v.id.startsWith(filter));
  if (command.filter !== undefined && vectors.length === 0 && all.length > 0)
    throw new UsageError(`conformance: no vector id starts with ${JSON.stringify(command.filter)}`);
  const results = await runVectors(command.exec, vectors, {
    timeoutMs: command.timeoutMs,
    // On a terminal, a count of the vectors asked so far (the suite takes a while).
    ...(out.progress?.isTTY && !command.json
      ? {
          onResult: (_result, done, total) => {
            out.progress?.write(done < total ? `\r${done}/${total} vectors` : "\r\u001b[K");
          },
        }
      : {}),
  });
  const report = summarize(command.exec, suite, vectors, results);
  out.stdout(command.json ? `${JSON.stringify(report, null, 2)}\n` : reportText(report));
  return report.total.fail > 0 ? EXIT_FAILED : EXIT_OK;
}
