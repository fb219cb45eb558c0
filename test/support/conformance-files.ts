// The vector files of conformance/, for the tests that read the suite as files (the schema,
// the quotes): every .json below it but the folders and files that hold no vectors.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** conformance/ at the repository root. */
export const SUITE = fileURLToPath(new URL("../../conformance/", import.meta.url));

/** Folders of conformance/ that hold no vector files. */
const NOT_VECTORS = new Set(["schema", "adapters", "report", "node_modules"]);
/** Files of conformance/ that are not vector files (examples.json: the seed texts' examples). */
const NOT_VECTOR_FILES = new Set(["examples.json"]);

/** The paths of the vector files below `dir`, sorted. */
export function vectorFiles(dir: string = SUITE): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return NOT_VECTORS.has(name) ? [] : vectorFiles(path);
      return name.endsWith(".json") && !NOT_VECTOR_FILES.has(name) ? [path] : [];
    });
}
