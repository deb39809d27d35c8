import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Stops the instance without failing a call (SIGTERM, docs/decisions/0017): it stops
     * listening at once, answers every call it receives on the connections it holds, and waits
     * up to `idleGraceMs` for its idle keep-alive connections to be dropped by their client.
     */
    drain(idleGraceMs: number): Promise<void>;
  }
}

/**
 * Behind nginx an instance holds keep-alive connections that nginx reuses for later calls.
 * Node closes idle ones as soon as the server stops listening, which races with nginx sending a
 * call on one of them; nginx does not retry a save elsewhere once sent, so the client would see
 * 502. While draining, each answer says `Connection: close` (nginx then closes that connection
 * itself), and the idle connections are left for nginx to drop (its upstream
 * `keepalive_timeout`, shorter than the grace); only those still open after the grace are
 * closed here. New connections are refused meanwhile, which nginx retries on another instance.
 */
export function registerGracefulDrain(app: FastifyInstance) {
  let draining = false;
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });
  app.decorate("drain", async (idleGraceMs: number) => {
    draining = true;
    const server = app.server;
    const closeIdleConnections = server.closeIdleConnections.bind(server);
    if (idleGraceMs > 0) server.closeIdleConnections = () => undefined;
    const late = setTimeout(closeIdleConnections, idleGraceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(late);
    }
  });
}
