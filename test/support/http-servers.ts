// Loopback HTTP servers for the retrieval tests: random ports, a routing table per test, and
// a log of what each server received (method, path, headers).
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { AddressInfo } from "node:net";

export type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  readonly origin: string;
  /** Requests received, in order. */
  readonly requests: { readonly path: string; readonly headers: IncomingHttpHeaders }[];
  /** Routes by path; a missing route answers 404. */
  readonly routes: Map<string, Handler>;
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const requests: TestServer["requests"][number][] = [];
  const routes = new Map<string, Handler>();
  const sockets = new Set<import("node:net").Socket>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, headers: request.headers });
    const handler = routes.get(path);
    if (!handler) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    void Promise.resolve(handler(request, response)).catch(() => response.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A handler that answers `status` with `body` and `headers`. */
export function reply(status: number, body = "", headers: Record<string, string> = {}): Handler {
  return (_request, response) => {
    response.writeHead(status, { "content-type": "text/plain", ...headers }).end(body);
  };
}

/**
 * A loopback server for one test file: started before its tests, its routes and request log
 * emptied after each, closed after all. Read `.server` inside tests.
 */
export function useServer(): { readonly server: TestServer } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterEach(() => {
    server?.routes.clear();
    if (server) server.requests.length = 0;
  });
  afterAll(async () => server?.close());
  return {
    get server(): TestServer {
      if (!server)
        throw new Error("useServer: the server starts in beforeAll; read it inside a test");
      return server;
    },
  };
}
