// The default resolver where there is no system DNS to call (browsers, Cloudflare Workers,
// any bundle built without the `node` condition): none. The address guard then refuses host
// names unless the caller passes `resolve`. Selected by the package.json `imports` subpath
// "#dns-resolver" (`default` condition); its types stand for both variants.
import type { Resolver } from "./resolver.js";

export const defaultResolver: Resolver | undefined = undefined;
