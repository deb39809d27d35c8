import {
  categoryNodeSchema,
  choiceSchema,
  idParamSchema,
  listResponseSchema,
  templateDetailSchema,
  templateListItemSchema,
  wizardNodeSchema,
} from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { type ListQueryInput, listQuerystringSchema } from "../../platform/list/list-params";
import { createCatalogueService } from "./catalogue.service";
import { catalogueChoices } from "./catalogue-choices";
import { treeListQuerySchema, treeQueryOf, wholeList } from "./tree-query";

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
      (request) => catalogue.listTemplates(viewerOf(request), request.query as ListQueryInput),
    );
    app.get(
      `${BASE}/template/retrieve/:id/`,
      { config, schema: { tags, params: idParamSchema, response: { 200: templateDetailSchema } } },
      (request) => catalogue.getTemplate(viewerOf(request), request.params.id),
    );
    app.get(
      `${BASE}/template/schema-parties/`,
      { config, schema: { tags, response: { 200: z.array(choiceSchema) } } },
      async (request) => catalogueChoices.partyTypologies(request.language),
    );

    const categoryList = listResponseSchema(categoryNodeSchema);
    app.get(
      `${BASE}/category/root-nodes-list/`,
      { config, schema: { tags, querystring: treeListQuerySchema, response: { 200: categoryList } } },
      async (request) => wholeList(await catalogue.listCategories(viewerOf(request), { roots: true })),
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
      async (request) => {
        await catalogue.assertCategory(request.params.id);
        return wholeList(
          await catalogue.listCategories(viewerOf(request), { descendantsOf: request.params.id }),
        );
      },
    );

    const wizardList = listResponseSchema(wizardNodeSchema);
    app.get(
      `${BASE}/wizard/root-nodes-list/`,
      { config, schema: { tags, querystring: treeListQuerySchema, response: { 200: wizardList } } },
      async (request) => wholeList(await catalogue.listWizards(viewerOf(request), { roots: true })),
    );
    app.get(
      `${BASE}/wizard/:id/children-nodes-list/`,
      {
        config,
        schema: {
          tags,
          params: idParamSchema,
          querystring: treeListQuerySchema,
          response: { 200: wizardList },
        },
      },
      async (request) => {
        await catalogue.assertWizard(request.params.id);
        return wholeList(await catalogue.listWizards(viewerOf(request), { parentId: request.params.id }));
      },
    );
    app.get(
      `${BASE}/wizard/list/`,
      { config, schema: { tags, querystring: treeListQuerySchema, response: { 200: wizardList } } },
      async (request) =>
        wholeList(await catalogue.listWizards(viewerOf(request), treeQueryOf(request.query))),
    );
  };
}
