// `robots-policy/robots2`: the 1996 "2.0" proposal's questions beside crawl (Visit-time,
// Request-rate, Comment, and the delay between requests they give), as functions of a
// RobotsTxt from any entry point. (Its crawl profile, `robots2`, is in every entry point.)
export { comments, delayBetweenRequests, requestRate, visitTime } from "./robots2/questions.js";
export type { Delay, DelayReason } from "./robots2/politeness.js";
export type { DelayOptions, TimedQueryOptions, FieldQueryOptions } from "./queries.js";
export type { Robots2Unmatched } from "./robots2/strategy.js";
