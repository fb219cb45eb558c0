// vitest.corpus.config.ts: fail fast, with one message and a non-zero exit status, when the
// shared corpus is missing (rather than an ENOENT stack per test file).
import { relative } from "node:path";
import { missingShared, SHARED_DIR } from "./shared.js";

export default function setup(): void {
  const missing = missingShared();
  if (missing.length === 0) return;
  process.stderr.write(
    `\ntest:corpus needs the shared corpus (corpus/files, corpus/MANIFEST.tsv, corpus/queries.tsv, corpus-nonrobots/) in ${SHARED_DIR}; ` +
      `missing: ${missing.map((path) => relative(SHARED_DIR, path)).join(", ")}.\n` +
      "Set ROBOTS_POLICY_SHARED=/path/to/shared or place ../shared beside the repository. " +
      "(The default `npm test` needs none of it: it reads the sample in test/fixtures/.)\n",
  );
  process.exit(1);
}
