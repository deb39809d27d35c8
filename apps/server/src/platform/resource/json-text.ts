/**
 * A response body already written as JSON text, in the shape of the route's response schema:
 * sent as it is, without the schema's serialiser (docs/decisions/0022). Only for the hottest
 * reads, each with a test that it equals what the serialiser would have written.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
