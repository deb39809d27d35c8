import type { Readable } from "node:stream";
import {
  type IdParam,
  idParamSchema,
  type ListResponse,
  listResponseSchema,
  type ResourceShapes,
} from "@app/contracts";
import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import type { Access } from "../auth/access";
import { attachmentDisposition } from "../http/content-disposition";
import { type ListQueryInput, listQuerystringSchema } from "../list/list-params";
import { XLSX_CONTENT_TYPE } from "../spreadsheet/xlsx-stream";
import { answerPage, type JsonText } from "./json-text";

type ItemOf<S extends ResourceShapes> = z.infer<S["item"]>;
type ListItemOf<S extends ResourceShapes> = S["listItem"] extends z.ZodType
  ? z.infer<S["listItem"]>
  : ItemOf<S>;
type BodyOf<S extends ResourceShapes, K extends "create" | "update" | "setStatus"> = S[K] extends z.ZodType
  ? z.infer<S[K]>
  : never;
type Write<S extends ResourceShapes, K extends "update" | "setStatus", C> = (
  caller: C,
  id: number,
  body: BodyOf<S, K>,
) => Promise<ItemOf<S>>;

/**
 * One variant of a resource (issue 34): its base, who may call it, the shapes it takes (declared
 * once in packages/contracts, RESOURCES) and the service's use cases. Each use case takes first
 * whom it acts for (`caller`, read from the request once), so that a service's own functions are
 * named here as they are (`retrieve: service.get`); the request comes last, for what only it says.
 */
export interface ResourceDefinition<S extends ResourceShapes, TCaller> {
  /** e.g. `/api/agreement/customer/agreement` */
  base: string;
  access: Access;
  tag: string;
  shapes: S;
  /** Whom the use cases act for: the viewer, the acting editor, the request itself… */
  caller: (request: FastifyRequest) => TCaller;
  /** A page, or its JSON text where the list writes it itself (JsonText). */
  list?: (
    caller: TCaller,
    query: ListQueryInput,
    request: FastifyRequest,
  ) => Promise<ListResponse<ListItemOf<S>> | JsonText>;
  retrieve?: (caller: TCaller, id: number, request: FastifyRequest) => Promise<ItemOf<S>>;
  create?: (caller: TCaller, body: BodyOf<S, "create">) => Promise<ItemOf<S>>;
  update?: Write<S, "update", TCaller>;
  setStatus?: Write<S, "setStatus", TCaller>;
  destroy?: (caller: TCaller, id: number, request: FastifyRequest) => Promise<void>;
  /**
   * `export/`: the list's selection (same filters and order, every matching row) as an xlsx
   * file, with its name without the extension; `description` says what it holds.
   */
  export?: {
    description: string;
    file: (
      caller: TCaller,
      query: ListQueryInput,
      request: FastifyRequest,
    ) => Promise<{ file: Readable; name: string }>;
  };
}

/** The body schema a write declares, or a startup error: a write route is never unvalidated. */
function bodyOf(shapes: ResourceShapes, use: "create" | "update" | "setStatus", base: string): z.ZodType {
  const body = shapes[use];
  if (!body) throw new Error(`${base}: ${use} has no body declared in its resource shapes`);
  return body;
}

/** The request itself, for a resource whose use cases each read something else from it. */
export const theRequest = (request: FastifyRequest) => request;

/** The id path parameter, already coerced by idParamSchema. */
// Declared as plain FastifySchema: the handlers' types come from ResourceDefinition instead.
const schema = (value: FastifySchema): FastifySchema => value;

const idOf = (request: FastifyRequest) => (request.params as IdParam).id;

/**
 * Builds `list/`, `retrieve/{id}/`, `set-status/{id}/`, `create/`, `partial-update/{id}/`,
 * `destroy/{id}/` and `export/` (spec §7) for a resource, each with its access rule and schemas.
 * Bodies are validated by their schema before a handler runs, so handlers receive the parsed shape.
 */
export function resourceRoutes<S extends ResourceShapes, TCaller>(def: ResourceDefinition<S, TCaller>) {
  const config = { access: def.access };
  const tags = [def.tag];
  return async (app: FastifyInstance) => {
    const { caller, list, retrieve, create, update, setStatus, destroy, export: exported } = def;
    if (list) {
      app.get(
        `${def.base}/list/`,
        {
          config,
          schema: schema({
            tags,
            querystring: listQuerystringSchema,
            response: { 200: def.shapes.list ?? listResponseSchema(def.shapes.listItem ?? def.shapes.item) },
          }),
        },
        async (request, reply) =>
          answerPage(reply, await list(caller(request), request.query as ListQueryInput, request)),
      );
    }
    if (retrieve) {
      app.get(
        `${def.base}/retrieve/:id/`,
        { config, schema: schema({ tags, params: idParamSchema, response: { 200: def.shapes.item } }) },
        (request) => retrieve(caller(request), idOf(request), request),
      );
    }
    if (create) {
      app.post(
        `${def.base}/create/`,
        {
          config,
          schema: schema({
            tags,
            body: bodyOf(def.shapes, "create", def.base),
            response: { 201: def.shapes.item },
          }),
        },
        async (request, reply) =>
          reply.status(201).send(await create(caller(request), request.body as never)),
      );
    }
    for (const [action, method, name, use] of [
      ["partial-update", "PUT", "update", update],
      ["set-status", "PATCH", "setStatus", setStatus],
    ] as const) {
      if (!use) continue;
      const body = bodyOf(def.shapes, name, def.base);
      app.route({
        method,
        url: `${def.base}/${action}/:id/`,
        config,
        schema: schema({ tags, params: idParamSchema, body, response: { 200: def.shapes.item } }),
        handler: (request) => use(caller(request), idOf(request), request.body as never),
      });
    }
    if (exported) {
      app.get(
        `${def.base}/export/`,
        {
          config,
          schema: schema({ tags, description: exported.description, querystring: listQuerystringSchema }),
        },
        async (request, reply) => {
          const { file, name } = await exported.file(
            caller(request),
            request.query as ListQueryInput,
            request,
          );
          // A database failure mid-stream destroys the response (Fastify ends the connection
          // without the last chunk): the client sees a broken download, never a short file.
          file.on("error", (error) =>
            request.log.error({ err: error }, `${def.base}/export/ failed mid-stream`),
          );
          return reply
            .header("content-type", XLSX_CONTENT_TYPE)
            .header("content-disposition", attachmentDisposition(name, "xlsx"))
            .header("cache-control", "private, no-store")
            .send(file);
        },
      );
    }
    if (destroy) {
      app.delete(
        `${def.base}/destroy/:id/`,
        { config, schema: schema({ tags, params: idParamSchema }) },
        async (request, reply) => {
          await destroy(caller(request), idOf(request), request);
          return reply.status(204).send();
        },
      );
    }
  };
}
