import { deleteAccountBodySchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import { requireAuth } from "../../../platform/auth/access";
import { attachmentDisposition } from "../../../platform/http/content-disposition";
import type { AccountDeletion } from "./account-deletion.service";
import { myDataFileName, myDataZip } from "./my-data.export";
import { createMyDataSources } from "./my-data.sources";

/** The customer's own data (issue 35): all of it in one download, or the account erased. */
export function myDataRoutes(db: Database, deletion: AccountDeletion): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/account/customer/my-data/export/",
      {
        config: { access: "customer" },
        schema: {
          tags: ["account"],
          description:
            "Everything the account holds, as a zip: dati.json (for programs) and dati.xlsx (one sheet per kind).",
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const now = new Date();
        // The export is itself an event of the trail: who took their data, when, from where.
        await createAudit(db).record({
          actorId: user.user_id,
          action: "my_data_exported",
          subjectType: "user",
          subjectId: user.user_id,
        });
        return reply
          .header("content-type", "application/zip")
          .header("content-disposition", attachmentDisposition(myDataFileName(now), "zip"))
          .header("cache-control", "private, no-store")
          .send(myDataZip(createMyDataSources(db, user.user_id), request.language, now));
      },
    );

    app.post(
      "/api/account/customer/delete-account/",
      { config: { access: "customer" }, schema: { tags: ["account"], body: deleteAccountBodySchema } },
      async (request, reply) => {
        await deletion.delete({ userId: requireAuth(request).user.user_id, ip: request.ip }, request.body);
        return reply.code(204).send();
      },
    );
  };
}
