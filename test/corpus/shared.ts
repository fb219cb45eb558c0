// Where `npm run test:corpus` finds the full shared corpus: $ROBOTS_POLICY_SHARED, else
// ../shared beside the repository. It must hold corpus/files, corpus/MANIFEST.tsv,
// corpus/queries.tsv and corpus-nonrobots/ (see ../shared/corpus/README.md).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const SHARED_DIR = resolve(
  process.env.ROBOTS_POLICY_SHARED || fileURLToPath(new URL("../../../shared/", import.meta.url)),
);

export const SHARED = {
  corpusFiles: join(SHARED_DIR, "corpus/files"),
  corpusManifest: join(SHARED_DIR, "corpus/MANIFEST.tsv"),
  corpusQueries: join(SHARED_DIR, "corpus/queries.tsv"),
  nonRobotsFiles: join(SHARED_DIR, "corpus-nonrobots"),
} as const;

/** What is missing from the shared folder (empty when the corpus suite can run). */
export function missingShared(): string[] {
  return Object.values(SHARED).filter((path) => !existsSync(path));
}
