// `robots-policy/app-directives`: APP-DIRECTIVES on a RobotsTxt from any entry point. The
// App-Directives lines of a file are read the first time they are asked of it.
export { appDirectives } from "./app-directives/questions.js";
export { APP_DIRECTIVES } from "./app-directives/extension.js";
export type { AppDirectivesReading } from "./app-directives/extension.js";
export type { AppDirectives } from "./app-directives/match.js";
export type { AppDirectivesGroup, AppDirectivesRule } from "./app-directives/model.js";
export type { AppDirectivesQuery } from "./queries.js";
export { APP_DIRECTIVES_DIAGNOSTICS } from "./app-directives/catalogue.js";
