import { RESOURCES } from "@app/contracts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { resourceRoutes, theRequest } from "./resource-routes";

/** A write route is never registered without the body schema that validates it. */
describe("a resource's routes", () => {
  it("refuses to start a write whose body its shapes do not declare", async () => {
    const app = Fastify();
    const plugin = resourceRoutes({
      base: "/api/test/news",
      access: "editor",
      tag: "test",
      // The customers' news declare an item only: no body for a create.
      shapes: RESOURCES.news,
      caller: theRequest,
      create: async () => ({}) as never,
    });
    await expect(plugin(app)).rejects.toThrow(/create has no body declared/);
    await app.close();
  });
});
