import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";
import { notifications } from "./notification.table";
import { ownerLanguage } from "./owner-language";

/**
 * "Import finished" (issue 18): an address-book import tells its owner, in their language, what
 * it saved, in the import's own transaction (a failed import says nothing).
 */
export function followImports(ctx: Pick<AppContext, "events">) {
  ctx.events.on("contacts.imported", async (event, tx) => {
    const language = await ownerLanguage(tx, event.ownerId);
    const params = { file: event.fileName, created: event.created, updated: event.updated };
    await tx.insert(notifications).values({
      owner_id: event.ownerId,
      kind: "import_finished",
      title: translate(language, "import_finished_title", params),
      text: translate(language, "import_finished_text", params),
      date: new Date(),
    });
  });
}
