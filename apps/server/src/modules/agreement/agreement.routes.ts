import { agreementSummarySchema } from "@app/contracts";
import { requireAuth } from "../../platform/auth/access";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createAgreementService } from "./agreement.service";

export function customerAgreementRoutes(ctx: AppContext) {
  const agreements = createAgreementService(ctx.db);
  const ownerOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.user_id;
  return resourceRoutes({
    base: "/api/agreement/customer/agreement",
    access: "customer",
    tag: "agreement",
    item: agreementSummarySchema,
    list: (request, query) => agreements.list(ownerOf(request), query),
    retrieve: (request, id) => agreements.get(ownerOf(request), id),
    destroy: (request, id) => agreements.destroy(ownerOf(request), id),
  });
}
