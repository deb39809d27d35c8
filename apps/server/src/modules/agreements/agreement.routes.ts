import {
  agreementCompareSchema,
  agreementDetailSchema,
  agreementDuplicateBodySchema,
  agreementUpgradeBodySchema,
  agreementUpgradeSchema,
  idParamSchema,
  RESOURCES,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createCatalogueService } from "../catalogue";
import { createAgreementService } from "./agreement.service";
import { createAgreementRevisionService } from "./agreement-revision.service";

const BASE = "/api/agreement/customer/agreement";

/** The customer's agreements: the generic resource, plus duplicate (spec §7). */
export function customerAgreementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const catalogue = createCatalogueService(ctx.db);
  const agreements = createAgreementService(ctx.db, catalogue, ctx.events);
  const revisions = createAgreementRevisionService(ctx.db, catalogue, ctx.events);
  const resource = resourceRoutes({
    base: BASE,
    access: "customer",
    tag: "agreement",
    shapes: RESOURCES.agreement,
    caller: viewerOf,
    list: (viewer, query) => agreements.list(viewer.userId, query),
    retrieve: agreements.get,
    create: agreements.create,
    update: agreements.update,
    setStatus: agreements.setStatus,
    // `?with_deadlines=true`: the contract's deadlines leave the calendar with it (issue 17).
    destroy: (viewer, id, request) =>
      agreements.destroy(viewer.userId, id, {
        withDeadlines: (request.query as Record<string, unknown>).with_deadlines === "true",
      }),
  });
  return async (app) => {
    await resource(app as unknown as FastifyInstance);
    app.post(
      `${BASE}/duplicate/:id/`,
      {
        config: { access: "customer" },
        schema: {
          tags: ["agreement"],
          params: idParamSchema,
          body: agreementDuplicateBodySchema,
          response: { 201: agreementDetailSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await agreements.duplicate(viewerOf(request), request.params.id, request.body.title)),
    );
    // A contract on a revised template (issue 18): what changed, and the update to the new version.
    app.get(
      `${BASE}/compare/:id/`,
      {
        config: { access: "customer" },
        schema: {
          tags: ["agreement"],
          description: "The contract's template version and the newer public one, clause by clause.",
          params: idParamSchema,
          response: { 200: agreementCompareSchema },
        },
      },
      (request) => revisions.compare(viewerOf(request), request.params.id),
    );
    app.post(
      `${BASE}/upgrade/:id/`,
      {
        config: { access: "customer" },
        schema: {
          tags: ["agreement"],
          description:
            "A new contract on the newer version, with the values carried over; the old one is kept.",
          params: idParamSchema,
          body: agreementUpgradeBodySchema.nullish(),
          response: { 201: agreementUpgradeSchema },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { created, extras } = await revisions.upgrade(viewer, request.params.id, request.body ?? {});
        return reply.status(201).send({ ...(await agreements.get(viewer, created.id)), ...extras });
      },
    );
  };
}
