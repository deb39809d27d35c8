import { idParamSchema, RESOURCES } from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createEditorProfileService } from "./editor-profile.service";

const BASE = "/api/profile/editor";

/**
 * The editors' back office for subscribers (issue 16; spec §7): firms at `company` and at the
 * spec's `/api/profile/editorcompany` alias, licences with `set-status/`, every person.
 */
export function editorProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createEditorProfileService(ctx);
  const companyResource = (base: string) =>
    resourceRoutes({
      base,
      access: "editor",
      tag: "profile-editor",
      shapes: RESOURCES.company,
      caller: viewerOf,
      list: (_, query) => service.listCompanies(query),
      retrieve: (_, id) => service.getCompany(id),
      create: service.createCompany,
      update: service.updateCompany,
    });
  const resources = [
    companyResource(`${BASE}/company`),
    companyResource("/api/profile/editorcompany"),
    resourceRoutes({
      base: `${BASE}/licence`,
      access: "editor",
      tag: "profile-editor",
      shapes: RESOURCES.editorLicence,
      caller: viewerOf,
      list: (_, query, request) => service.licencePage(query, request.language),
      retrieve: (_, id, request) => service.getLicence(id, request.language),
      create: service.createLicence,
      update: service.updateLicence,
      setStatus: service.setLicenceStatus,
      export: {
        description: "The licence list as an xlsx file: the same filters and ordering, every matching row.",
        file: (viewer, query, request) => service.exportLicences(viewer, query, request.language),
      },
    }),
    resourceRoutes({
      base: `${BASE}/profile`,
      access: "editor",
      tag: "profile-editor",
      shapes: RESOURCES.editorProfile,
      caller: viewerOf,
      list: (_, query) => service.listProfiles(query),
      retrieve: (_, id) => service.getProfile(id),
      create: service.createProfile,
      update: service.updateProfile,
    }),
  ];
  return async (app) => {
    for (const resource of resources) await resource(app as unknown as FastifyInstance);
    app.post(
      `${BASE}/profile/send-password-link/:id/`,
      {
        config: { access: "editor" },
        schema: {
          tags: ["profile-editor"],
          params: idParamSchema,
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      (request) => service.sendPasswordLink(viewerOf(request), request.params.id),
    );
  };
}
