// robots-policy/fetch: retrieving /robots.txt over HTTP (RFC 9309 §2.3–§2.5, KOSTER-1996 §3.1,
// §3.4) and resolving ACAP-permissions-reference (ACAP-1 §2.3.2); the parsing core
// (robots-policy) does no I/O. Runs wherever there is a WHATWG fetch (Node ≥ 20, browsers,
// Deno, Bun, Cloudflare Workers): no `node:` import is reachable from here except the Node
// DNS resolver, which only the package.json "#dns-resolver" `node` condition selects.
export { fetchRobotsTxt } from "./fetch.js";
export type {
  FetchRobotsOptions,
  FetchRobotsResult,
  Redirect,
  RetrievalDiagnostic,
} from "./fetch.js";
export { fetchTdmRep } from "./tdmrep.js";
export type { FetchTdmRepResult } from "./tdmrep.js";
export { RobotsCache } from "./cache.js";
export type {
  CachedResponse,
  CachePolicySnapshot,
  RobotsCacheOptions,
  RobotsCacheStore,
} from "./cache.js";
export type { RetrievalOutcome } from "./outcome.js";
export { robotsTxtUrl } from "./origin.js";
export { createReferenceLoader, resolvePermissionsReferences } from "./references.js";
export type { ReferenceOptions } from "./references.js";
export type { Resolver } from "./guard.js";
