import { categoryNodeSchema, choiceSchema, listResponseSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { answerPage } from "../../platform/resource/json-text";
import { treeListQuerySchema, treeQueryOf } from "../../platform/tree/tree-query";
import { wizardListRoutes } from "../../platform/tree/wizard-list.routes";
import { createCatalogueService } from "./catalogue.service";
import { catalogueChoices } from "./catalogue-choices";

const BASE = "/api/agreement/editor";
const config = { access: "editor" as const };
const tags = ["catalogue-editor"];

/** The editor's read calls the back-office screens build on (spec §7 Editor calls). */
export function editorCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const catalogue = createCatalogueService(ctx.db);
  return async (app) => {
    const categoryList = { 200: listResponseSchema(categoryNodeSchema) };
    const treeQuery = { tags, querystring: treeListQuerySchema };

    app.get(
      `${BASE}/category/list/`,
      { config, schema: { ...treeQuery, response: categoryList } },
      async (request, reply) =>
        answerPage(
          reply,
          await catalogue.listCategories(viewerOf(request), treeQueryOf(request.query), request.query),
        ),
    );
    app.get(
      `${BASE}/category/root-nodes-list/`,
      { config, schema: { ...treeQuery, response: categoryList } },
      async (request, reply) => {
        const query = { ...treeQueryOf(request.query), roots: true };
        return answerPage(reply, await catalogue.listCategories(viewerOf(request), query, request.query));
      },
    );
    app.get(
      `${BASE}/category/leaf-list/`,
      { config, schema: { ...treeQuery, response: categoryList } },
      async (request, reply) => {
        const query = { ...treeQueryOf(request.query), leavesOnly: true };
        return answerPage(reply, await catalogue.listCategories(viewerOf(request), query, request.query));
      },
    );
    await app.register(
      wizardListRoutes({
        base: `${BASE}/wizard`,
        access: "editor",
        tag: "catalogue-editor",
        calls: ["list", "leaf-list"],
        reads: catalogue.wizards,
      }),
    );

    const choices = { tags, response: { 200: z.array(choiceSchema) } };
    app.get(`${BASE}/template/schema-field-type-choices/`, { config, schema: choices }, async (request) =>
      catalogueChoices.fieldTypes(request.language),
    );
    app.get(`${BASE}/template/status-choices/`, { config, schema: choices }, async (request) =>
      catalogueChoices.statuses(request.language),
    );
    app.get(`${BASE}/template/language-choices/`, { config, schema: choices }, async (request) =>
      catalogueChoices.languages(request.language),
    );
    app.get(`${BASE}/template/schema-parties/`, { config, schema: choices }, async (request) =>
      catalogueChoices.partyTypologies(request.language),
    );
  };
}
