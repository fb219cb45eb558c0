// The default resolver on Node (and runtimes that honour the `node` condition, such as Deno
// and Bun): the system's, through getaddrinfo, every address in the order it gives them.
// Selected by the package.json `imports` subpath "#dns-resolver" (`node` condition); the only
// module of robots-policy/fetch that imports a `node:` builtin.
import { lookup } from "node:dns/promises";
import type { Resolver } from "./resolver.js";

export const defaultResolver: Resolver | undefined = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
