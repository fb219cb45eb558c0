// `npm run check:layers` (issue 26): the layers of src/ (ARCHITECTURE.md, *Layers are
// enforced*). Cruises src/ with dependency-cruiser and the rules of .dependency-cruiser.mjs,
// type-only imports included, and prints each violation as `rule: from → to`; then prints every
// folder cycle (folders as nodes, an edge when a module of one imports a module of the other:
// strongly connected components of more than one folder). Exits 1 on any of them.
import { checkLayers, formatReport } from "./layers.js";

const report = await checkLayers();
const lines = formatReport(report);
const failed = report.violations.length > 0 || report.folderCycles.length > 0;
for (const line of lines.slice(0, -1)) console.error(line);
(failed ? console.error : console.log)(lines.at(-1));
if (failed) process.exit(1);
