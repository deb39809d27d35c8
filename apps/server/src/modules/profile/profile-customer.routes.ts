import { idParamSchema, RESOURCES, sessionSchema, subscriptionSchema } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../platform/auth/access";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createCustomerProfileService } from "./customer-profile.service";
import { createSubscriptionService } from "./subscription.service";

const BASE = "/api/profile/customer";
const config = { access: "customer" as const };
const tags = ["profile"];
const done = z.object({ detail: z.string() });

/**
 * The customer's profile, firm, colleagues, licences and subscription (issue 16; spec §7 bases
 * /api/profile/customer/{profile,company,licence}). Each answers the caller's own firm only.
 */
export function customerProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createCustomerProfileService(ctx);
  const subscription = createSubscriptionService(ctx, service);
  const resources = [
    resourceRoutes({
      base: `${BASE}/profile`,
      access: "customer",
      tag: "profile",
      shapes: RESOURCES.colleague,
      caller: viewerOf,
      list: service.listPeople,
      retrieve: service.getPerson,
      create: service.invite,
      update: service.updatePerson,
    }),
    resourceRoutes({
      base: `${BASE}/company`,
      access: "customer",
      tag: "profile",
      shapes: RESOURCES.company,
      caller: viewerOf,
      list: service.listCompanies,
      retrieve: service.getCompany,
      create: service.createCompany,
      update: service.updateCompany,
    }),
    resourceRoutes({
      base: `${BASE}/licence`,
      access: "customer",
      tag: "profile",
      shapes: RESOURCES.licenceRequest,
      caller: viewerOf,
      list: service.listLicences,
      retrieve: service.getLicence,
      create: service.requestLicence,
      update: service.updateLicenceRequest,
    }),
  ];
  return async (app) => {
    for (const resource of resources) await resource(app as unknown as FastifyInstance);
    app.get(
      `${BASE}/profile/sessions/`,
      { config, schema: { tags, response: { 200: z.object({ results: z.array(sessionSchema) }) } } },
      async (request) => ({
        results: await service.sessions(viewerOf(request), requireAuth(request).sessionId),
      }),
    );
    app.post(
      `${BASE}/profile/sessions/end/`,
      { config, schema: { tags, body: z.strictObject({ id: z.uuid() }), response: { 200: done } } },
      async (request) => {
        await service.endSession(viewerOf(request), request.body.id);
        return { detail: request.t("session_ended") };
      },
    );
    app.post(
      `${BASE}/profile/sessions/end-others/`,
      { config, schema: { tags, response: { 200: done } } },
      async (request) => {
        await service.endOtherSessions(viewerOf(request), requireAuth(request).sessionId);
        return { detail: request.t("session_ended") };
      },
    );
    app.post(
      `${BASE}/profile/end-sessions/:id/`,
      { config, schema: { tags, params: idParamSchema, response: { 200: done } } },
      async (request) => {
        await service.endColleagueSessions(
          viewerOf(request),
          request.params.id,
          requireAuth(request).sessionId,
        );
        return { detail: request.t("session_ended") };
      },
    );
    app.get(
      `${BASE}/subscription/`,
      { config, schema: { tags, response: { 200: subscriptionSchema } } },
      (request) => subscription.of(viewerOf(request)),
    );
  };
}
