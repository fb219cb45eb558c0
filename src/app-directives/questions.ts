// APP-DIRECTIVES §2.1 asked of a parsed file (a RobotsTxt from any entry point): the rules are
// read the first time (extension.ts), the group is selected as RFC 9309 §2.2.1 selects it.
import { pathOf } from "../core/url.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { rfc9309 } from "../rfc9309/strategy.js";
import { checkParsed, GROUPS_OF, SELECT, type ParsedRobotsTxt } from "../rfc9309/reading.js";
import { appDirectivesFor, type AppDirectives } from "./match.js";
import { APP_DIRECTIVES } from "./extension.js";
import type { AppDirectivesGroup } from "./model.js";

/** What `RobotsTxt.appDirectives` is asked: an application, its product token and a URL. */
export interface AppDirectivesQuery {
  /** The application identifier (APP-DIRECTIVES §3.1 registry), e.g. "examplesearch"; compared exactly. */
  readonly app: string;
  /** The product token registered for the application; its group is used, else "*". Default: only "*". */
  readonly productToken?: string;
  /** A URL of any scheme with "//" and an authority (string or URL; its path and query are matched), or a path starting with "/". mailto:, data: and other relative references are a TypeError. */
  readonly url: string | URL;
}

/** `appDirectives`' query, checked. */
export function checkAppDirectivesQuery(query: unknown): AppDirectivesQuery {
  if (typeof query !== "object" || query === null)
    throw new TypeError("appDirectives: expected { app, productToken?, url }");
  const { app } = query as Record<string, unknown>;
  if (typeof app !== "string" || app === "")
    throw new TypeError(
      `app: expected an application identifier (a Token), got ${JSON.stringify(app)}`,
    );
  return query as AppDirectivesQuery;
}

/**
 * APP-DIRECTIVES §2.1: the directives `app` takes for `url` — name → typed value from the
 * longest matching App-Directives path of the group for `productToken` (merged), else of the
 * "*" group; undefined when no rule there names `app`. The result also says which pattern,
 * rules and group decided.
 */
export function appDirectives(
  robots: ParsedRobotsTxt,
  query: AppDirectivesQuery,
): AppDirectives | undefined {
  checkParsed(robots, "appDirectives");
  const { app, productToken, url } = checkAppDirectivesQuery(query);
  robots.derive(APP_DIRECTIVES);
  const strategy = rfc9309;
  const selection = robots[SELECT](strategy, productToken);
  return appDirectivesFor(
    robots[GROUPS_OF](strategy, selection).groups as readonly AppDirectivesGroup[],
    selection.userAgents,
    app,
    normalizeRfc9309(pathOf(url), "path"),
  );
}
