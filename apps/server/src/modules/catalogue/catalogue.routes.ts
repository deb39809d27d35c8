import {
  categoryNodeSchema,
  idParamSchema,
  listResponseSchema,
  schemaPartiesQuerySchema,
  schemaPartiesResponseSchema,
  templateDetailSchema,
  templateListItemSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { type ListQueryInput, listQuerystringSchema } from "../../platform/list/list-params";
import { answerPage } from "../../platform/resource/json-text";
import { treeListQuerySchema } from "../../platform/tree/tree-query";
import { wizardListRoutes } from "../../platform/tree/wizard-list.routes";
import { createCatalogueService } from "./catalogue.service";
import { describeParties } from "./template-parties";

const BASE = "/api/agreement/customer";
const config = { access: "customer" as const };
const tags = ["catalogue"];

/** The customer catalogue calls of spec §7 (templates, categories, wizards). */
export function customerCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const catalogue = createCatalogueService(ctx.db);
  return async (app) => {
    app.get(
      `${BASE}/template/list/`,
      {
        config,
        schema: {
          tags,
          querystring: listQuerystringSchema,
          response: { 200: listResponseSchema(templateListItemSchema) },
        },
      },
      async (request, reply) =>
        answerPage(
          reply,
          await catalogue.listTemplatePage(viewerOf(request), request.query as ListQueryInput),
        ),
    );
    app.get(
      `${BASE}/template/retrieve/:id/`,
      { config, schema: { tags, params: idParamSchema, response: { 200: templateDetailSchema } } },
      (request) => catalogue.getTemplate(viewerOf(request), request.params.id),
    );
    app.get(
      `${BASE}/template/schema-parties/`,
      {
        config,
        schema: {
          tags,
          description:
            "Each template's party roles: the address-book typologies they take and the fields a contact fills (`template` for one).",
          querystring: schemaPartiesQuerySchema,
          response: { 200: schemaPartiesResponseSchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { template } = request.query;
        if (template)
          return { results: [describeParties(await catalogue.getTemplateVersion(viewer, template))] };
        const open = (await catalogue.listTemplates(viewer, { no_page: "no_page" })).results.filter(
          (t) => !t.locked,
        );
        const details = await Promise.all(open.map((t) => catalogue.getTemplate(viewer, t.id)));
        return { results: details.map(describeParties) };
      },
    );

    const categoryList = listResponseSchema(categoryNodeSchema);
    app.get(
      `${BASE}/category/root-nodes-list/`,
      { config, schema: { tags, querystring: treeListQuerySchema, response: { 200: categoryList } } },
      async (request, reply) =>
        answerPage(reply, await catalogue.listCategories(viewerOf(request), { roots: true }, request.query)),
    );
    app.get(
      `${BASE}/category/:id/descendant-nodes-list/`,
      {
        config,
        schema: {
          tags,
          params: idParamSchema,
          querystring: treeListQuerySchema,
          response: { 200: categoryList },
        },
      },
      async (request, reply) => {
        const query = { descendantsOf: request.params.id };
        const page = await catalogue.listCategories(viewerOf(request), query, request.query);
        // Looked for only when nothing is listed, to answer 404 for a category that does not exist.
        if (page.count === 0) await catalogue.assertCategory(request.params.id);
        return answerPage(reply, page);
      },
    );

    await app.register(
      wizardListRoutes({
        base: `${BASE}/wizard`,
        access: "customer",
        tag: "catalogue",
        calls: ["root-nodes-list", "children-nodes-list", "list"],
        reads: catalogue.wizards,
      }),
    );
  };
}
