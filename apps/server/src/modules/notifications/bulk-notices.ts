import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";
import { notifications } from "./notification.table";
import { ownerLanguage } from "./owner-language";

/**
 * A bulk batch ended (issue 48): the bell says so in the owner's language, with its counts, in
 * the batch's closing transaction; the notice leads back to the batch's page (its template and
 * id), where the ZIP waits.
 */
export function followBulkBatches(ctx: Pick<AppContext, "events">) {
  ctx.events.on("bulk.finished", async (event, tx) => {
    const language = await ownerLanguage(tx, event.ownerId);
    const params = { template: event.template, drafted: event.drafted, failed: event.failed };
    await tx.insert(notifications).values({
      owner_id: event.ownerId,
      kind: "bulk_finished",
      title: translate(language, "bulk_finished_title", params),
      text: translate(language, "bulk_finished_text", params),
      date: new Date(),
      template_id: event.templateId,
      bulk_job_id: event.jobId,
    });
  });
}
