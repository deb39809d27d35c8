import { eq } from "drizzle-orm";
import { news } from "../../modules/notifications/notification.table";
import { sanitizeHtml } from "../../platform/html/sanitize-html";
import type { Database } from "../client";
import type { SeedNews } from "./content/news";

/** The editors' published news, once each (found again by `seed_key`); returns how many were added. */
export async function seedNewsInto(db: Database, content: SeedNews[]): Promise<number> {
  let added = 0;
  for (const item of content) {
    const [existing] = await db.select({ id: news.id }).from(news).where(eq(news.seed_key, item.key));
    if (existing) continue;
    await db.insert(news).values({
      seed_key: item.key,
      date: item.date,
      title_it: item.title.it,
      title_en: item.title.en,
      // Stored as the editors' screen would store it.
      text_it: sanitizeHtml(item.text.it),
      text_en: sanitizeHtml(item.text.en),
      status: "public",
    });
    added += 1;
  }
  return added;
}
