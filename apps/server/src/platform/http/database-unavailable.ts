/**
 * Whether an error says the database cannot be reached now (restarting, every connection cut,
 * too many clients, unreachable): the request is answered 503 with Retry-After, in the spec's
 * error shape, instead of a 500 that sends the browser to the maintenance page. Looks through
 * the causes drizzle wraps around the driver's error.
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection (?:is )?(?:closed|not open)/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (code.startsWith("08") || SQLSTATES.has(code) || NODE_CODES.has(code)))
      return true;
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/** Seconds the client may wait before trying again: an instance reconnects within a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
