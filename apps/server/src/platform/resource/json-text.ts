import type { FastifyReply } from "fastify";

/**
 * A response body already written as JSON text, in the shape of the route's response schema:
 * sent as it is, without the schema's serialiser (docs/decisions/0022). Only for the hottest
 * reads, each with a test that it equals what the serialiser would have written.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A list's answer: JSON text sent as it is (it skips the serialiser), a page through the schema. */
export function answerPage<TPage>(
  reply: FastifyReply,
  page: TPage | JsonText,
): Exclude<TPage, JsonText> | FastifyReply {
  if (page instanceof JsonText) return reply.type("application/json; charset=utf-8").send(page.text);
  return page as Exclude<TPage, JsonText>;
}
