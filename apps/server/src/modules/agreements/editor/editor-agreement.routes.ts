import { RESOURCES } from "@app/contracts";
import { actorOf } from "../../../platform/auth/viewer";
import type { AppContext } from "../../../platform/http/app-context";
import { resourceRoutes } from "../../../platform/resource/resource-routes";
import { createEditorAgreementService } from "./editor-agreement.service";

/** `agreement/list/` and `agreement/export/` (spec §7): every customer's agreements, read-only. */
export function editorAgreementRoutes(ctx: AppContext) {
  const service = createEditorAgreementService(ctx.db);
  return resourceRoutes({
    base: "/api/agreement/editor/agreement",
    access: "editor",
    tag: "agreement-editor",
    shapes: RESOURCES.editorAgreement,
    caller: actorOf,
    list: (_, query) => service.list(query),
    export: {
      description: "The list as an xlsx file, streamed (same filters and ordering; every matching row).",
      file: (actor, query, request) => service.export(actor, query, request.language),
    },
  });
}
