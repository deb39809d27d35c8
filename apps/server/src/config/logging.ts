import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import { loggedUrl } from "../platform/http/logged-url";
import type { Config } from "./config.schema";

/** How the server logs in its environment: Fastify's logger options and its request lines. */
export interface Logging {
  logger: FastifyServerOptions["logger"];
  logController?: LogController;
}

/**
 * One line per answer (method and path, status, milliseconds) instead of Fastify's pair of
 * "incoming request" and "request completed" lines, which name the path and the status apart.
 */
class OneLinePerAnswer extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    reply.log.info(
      { status: reply.statusCode, ms: reply.elapsedTime.toFixed(1) },
      `${request.method} ${loggedUrl(request.url)}`,
    );
  }

  /** The answer's own line says 404. */
  override routeNotFound() {}
}

/** The readable line: time, level, message, then an answer's status and milliseconds. */
const READABLE_LINE = {
  translateTime: "SYS:HH:MM:ss",
  ignore: "pid,hostname,reqId,userId,status,ms",
  messageFormat: "{msg}{if status} {status}{end}{if ms} {ms} ms{end}",
  singleLine: true,
};

/**
 * Readable lines for a developer at `npm start` and `npm run dev` (whether or not the output is
 * a terminal: `concurrently` pipes it); JSON lines in production, for the operators' tools
 * (deploy/README.md), and under test, as before. `destination` and `colorize` are the tests'.
 */
export async function loggingFor(
  config: Pick<Config, "NODE_ENV" | "LOG_LEVEL">,
  output: { destination?: NodeJS.WritableStream; colorize?: boolean } = {},
): Promise<Logging> {
  const level = config.LOG_LEVEL;
  if (config.NODE_ENV !== "development") return { logger: { level } };
  // Loaded only here, in-process: a production server never holds the prettifier, and a
  // development one needs no worker thread for it.
  const { default: pretty } = await import("pino-pretty");
  return {
    logger: { level, stream: pretty({ ...READABLE_LINE, ...output }) },
    logController: new OneLinePerAnswer(),
  };
}
