// robots-policy/fetch: retrieving /robots.txt over HTTP (RFC 9309 §2.3–§2.5, KOSTER-1996 §3.1,
// §3.4) and resolving ACAP-permissions-reference (ACAP-1 §2.3.2). Node-side; the parsing core
// (robots-policy) does no I/O.
export { fetchRobotsTxt } from "./fetch.js";
export type { FetchRobotsOptions, FetchRobotsResult, Redirect, RetrievalDiagnostic } from "./fetch.js";
export { RobotsCache } from "./cache.js";
export type { CachedResponse, RobotsCacheOptions, RobotsCacheStore } from "./cache.js";
export type { RetrievalOutcome } from "./outcome.js";
export { robotsTxtUrl } from "./origin.js";
export { createReferenceLoader, resolvePermissionsReferences } from "./references.js";
export type { ReferenceOptions } from "./references.js";
export type { Resolver } from "./guard.js";
