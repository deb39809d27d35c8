import { Readable } from "node:stream";
import { RESOURCES } from "@app/contracts";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import type { ListQueryInput } from "../list/list-params";
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

describe("a resource's export", () => {
  it("sends the use case's workbook under its name, never cached, with the list's query", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const asked: ListQueryInput[] = [];
    await resourceRoutes({
      base: "/api/test/news",
      access: "editor",
      tag: "test",
      shapes: RESOURCES.news,
      caller: () => "caller",
      export: {
        description: "test",
        file: async (caller, query) => {
          asked.push(query);
          return { file: Readable.from([Buffer.from(`${caller} workbook`)]), name: "notizie-2026-11-28" };
        },
      },
    })(app);
    const answer = await app.inject({ url: "/api/test/news/export/?free_filter__=affitto" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(answer.headers["content-disposition"]).toContain('filename="notizie-2026-11-28.xlsx"');
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.body).toBe("caller workbook");
    expect(asked).toMatchObject([{ free_filter__: "affitto" }]);
    await app.close();
  });
});
