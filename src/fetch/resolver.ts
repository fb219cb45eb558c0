// The resolver type every DNS resolver module implements (its own module, so that the
// resolvers and the guard that loads them do not import each other).

/**
 * Host name resolution for the address guard: every IPv4 and IPv6 address `host` resolves
 * to, as text ("93.184.216.34", "2606:2800:220:1::1"). Reject (or throw) when the name does
 * not resolve; the reference is then refused.
 */
export type Resolver = (host: string) => Promise<readonly string[]>;
