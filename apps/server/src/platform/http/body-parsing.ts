import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error";

/** A route that declares no body schema takes no body (logout, destroy, downloads...). */
const takesNoBody = (request: FastifyRequest) => !request.routeOptions.schema?.body;

/**
 * How request bodies are read (issue 13, HTTP semantics):
 * - a call that takes no body ignores whatever body and Content-Type it is sent (many HTTP
 *   clients send `Content-Type: application/json` with nothing after it), so a logout always
 *   ends the session;
 * - an empty JSON body is an absent body, which the route's schema then judges (400, not a
 *   parser error);
 * - any other media type on a call that takes a body is a 415. Parsers registered later for a
 *   specific type (e.g. multipart for uploads) take precedence over the catch-all.
 */
export function registerBodyParsing(app: FastifyInstance) {
  // Fastify's own JSON parser, kept for its prototype-poisoning protection.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);

  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (takesNoBody(request) || text.trim() === "") return done(null, undefined);
    parseJson(request, text, done);
  });

  app.addContentTypeParser("*", (request, payload, done) => {
    if (!takesNoBody(request)) return done(new AppError(415, [{ key: "unsupported_media_type" }]), undefined);
    // Read and drop the bytes, so the connection stays usable for the next request.
    payload.on("error", (error) => done(error, undefined));
    payload.on("end", () => done(null, undefined));
    payload.resume();
  });
}
