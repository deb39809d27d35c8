import { type IdParam, idParamSchema, type ListResponse, listResponseSchema } from "@app/contracts";
import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import type { Access } from "../auth/access";
import { type ListQueryInput, listQuerystringSchema } from "../list/list-params";
import { answerPage, type JsonText } from "./json-text";

type Handler<TBody, TItem> = (request: FastifyRequest, body: TBody, id: number) => Promise<TItem>;

/** A resource's use cases; each one present becomes a route of the spec's generic pattern. */
export interface ResourceDefinition<TItem extends z.ZodType, TListItem extends z.ZodType = TItem> {
  /** e.g. `/api/agreement/customer/agreement` */
  base: string;
  access: Access;
  tag: string;
  item: TItem;
  /** The shape of list rows when lighter than the full item (e.g. a summary). */
  listItem?: TListItem;
  /** A page, or its JSON text where the list writes it itself (JsonText). */
  list?: (
    request: FastifyRequest,
    query: ListQueryInput,
  ) => Promise<ListResponse<z.infer<TListItem>> | JsonText>;
  retrieve?: (request: FastifyRequest, id: number) => Promise<z.infer<TItem>>;
  create?: { body: z.ZodType; handler: (request: FastifyRequest, body: never) => Promise<z.infer<TItem>> };
  update?: { body: z.ZodType; handler: Handler<never, z.infer<TItem>> };
  setStatus?: { body: z.ZodType; handler: Handler<never, z.infer<TItem>> };
  destroy?: (request: FastifyRequest, id: number) => Promise<void>;
}

/** The id path parameter, already coerced by idParamSchema. */
// Declared as plain FastifySchema: the handlers' types come from ResourceDefinition instead.
const schema = (value: FastifySchema): FastifySchema => value;

const idOf = (request: FastifyRequest) => (request.params as IdParam).id;

/**
 * Builds `list/`, `retrieve/{id}/`, `set-status/{id}/`, `create/`, `partial-update/{id}/` and
 * `destroy/{id}/` (spec §7) for a resource, each with its access rule and schemas. Bodies are
 * validated by their schema before a handler runs, so handlers receive the parsed shape.
 */
export function resourceRoutes<TItem extends z.ZodType, TListItem extends z.ZodType = TItem>(
  def: ResourceDefinition<TItem, TListItem>,
) {
  const config = { access: def.access };
  const tags = [def.tag];
  return async (app: FastifyInstance) => {
    const { list, retrieve, create, update, setStatus, destroy } = def;
    if (list) {
      app.get(
        `${def.base}/list/`,
        {
          config,
          schema: schema({
            tags,
            querystring: listQuerystringSchema,
            response: { 200: listResponseSchema(def.listItem ?? def.item) },
          }),
        },
        async (request, reply) => answerPage(reply, await list(request, request.query as ListQueryInput)),
      );
    }
    if (retrieve) {
      app.get(
        `${def.base}/retrieve/:id/`,
        { config, schema: schema({ tags, params: idParamSchema, response: { 200: def.item } }) },
        (request) => retrieve(request, idOf(request)),
      );
    }
    if (create) {
      app.post(
        `${def.base}/create/`,
        { config, schema: schema({ tags, body: create.body, response: { 201: def.item } }) },
        async (request, reply) =>
          reply.status(201).send(await create.handler(request, request.body as never)),
      );
    }
    for (const [action, method, use] of [
      ["partial-update", "PUT", update],
      ["set-status", "PATCH", setStatus],
    ] as const) {
      if (!use) continue;
      app.route({
        method,
        url: `${def.base}/${action}/:id/`,
        config,
        schema: schema({ tags, params: idParamSchema, body: use.body, response: { 200: def.item } }),
        handler: (request) => use.handler(request, request.body as never, idOf(request)),
      });
    }
    if (destroy) {
      app.delete(
        `${def.base}/destroy/:id/`,
        { config, schema: schema({ tags, params: idParamSchema }) },
        async (request, reply) => {
          await destroy(request, idOf(request));
          return reply.status(204).send();
        },
      );
    }
  };
}
