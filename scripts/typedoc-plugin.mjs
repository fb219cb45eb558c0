// TypeDoc's view of the package (typedoc.config.mjs, `npm run docs`).
//
// `entries`: the public entry points, read from package.json "exports" so that an entry added
// there is documented and checked without editing the config: each "./dist/src/X.js" (or
// ".d.ts") target is src/X.ts.
//
// `load`, a TypeDoc plugin: names each entry's module as users import it ("robots-policy/fetch",
// not "fetch/index"), and requires an exported interface or class to have a doc comment of its
// own. TypeDoc gives one that has none its base's comment (`interface Diagnostic extends
// SourcePosition` would read "1-based line and column"), and its notDocumented validation then
// counts it as documented; this warns as that validation does, so the run fails.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath, URL } from "node:url";
import { Application, Converter, ReflectionKind } from "typedoc";

const root = new URL("..", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));

/** Every string target under an "exports" value, whatever its conditions. */
function targets(value) {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(targets);
}

/** "./dist/src/fetch/index.js" or "./dist/src/fetch/index.d.ts" → "src/fetch/index.ts". */
function sourceOf(target) {
  const match = /^\.\/dist\/(src\/.+?)(?:\.d\.ts|\.js)$/.exec(target);
  return match ? `${match[1]}.ts` : undefined;
}

/** Each public entry point: its import name ("robots-policy/fetch") and its source file. */
export const entries = Object.entries(pkg.exports)
  .filter(([subpath]) => subpath !== "./package.json")
  .map(([subpath, value]) => {
    const sources = [
      ...new Set(
        targets(value)
          .map(sourceOf)
          .filter((s) => s !== undefined),
      ),
    ];
    if (sources.length !== 1 || !existsSync(new URL(sources[0], root)))
      throw new Error(
        `package.json exports "${subpath}" should name one ./dist/src/X.js whose source ` +
          `src/X.ts exists; found ${JSON.stringify(sources)}`,
      );
    return { name: pkg.name + subpath.slice(1), source: sources[0] };
  });

/** @param {import("typedoc").Application} app */
export function load(app) {
  const names = new Map(entries.map((entry) => [entry.source, entry.name]));
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile();
    const name =
      file && names.get(relative(fileURLToPath(root), file.fileName).replaceAll("\\", "/"));
    if (name !== undefined) reflection.name = name;
  });

  /** @type {Set<import("typedoc").Reflection>} */
  const bare = new Set();
  // At RESOLVE_END, before TypeDoc's ImplementsPlugin (priority 0) copies inherited comments.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      bare.clear();
      for (const reflection of context.project.getReflectionsByKind(
        ReflectionKind.ClassOrInterface,
      ))
        if (!reflection.hasComment()) bare.add(reflection);
    },
    10_000,
  );
  app.on(Application.EVENT_VALIDATE_PROJECT, (project) => {
    if (!app.options.getValue("validation").notDocumented) return;
    const required = app.options.getValue("requiredToBeDocumented");
    for (const reflection of bare) {
      // Left out (@internal), or still without a comment: TypeDoc's own validation says so.
      if (project.getReflectionById(reflection.id) !== reflection || !reflection.hasComment())
        continue;
      const kind = ReflectionKind[reflection.kind];
      if (!required.includes(kind)) continue;
      const where = reflection.sources?.[0];
      app.logger.validationWarning(
        `${reflection.getFriendlyFullName()} (${kind}), defined in ${where?.fileName}:${where?.line}, ` +
          `has no doc comment of its own (TypeDoc would show its base's)`,
      );
    }
  });
}
