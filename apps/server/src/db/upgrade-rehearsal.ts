import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "./client";

/**
 * Tests only. The rolling-upgrade rehearsal (apps/server/src/test/rolling-upgrade.test.ts)
 * replaces the running release with "the next one" while customers work. Rather than build a
 * second copy of the product, the same build plays it when UPGRADE_REHEARSAL_MIGRATIONS names a
 * migrations folder with one more expand migration (it adds `agreements.rehearsal_note`): this
 * instance then writes each new agreement's title into that column and answers a retrieve with
 * the column's value in a header. So the old release runs on the new schema, beside rows the new
 * one wrote, and the new one reads rows the old one wrote, as in a real upgrade. A header, not
 * the JSON, because the shipped answer's schema (packages/contracts) is the old release's.
 */
export const REHEARSAL_HEADER = "x-rehearsal-note";

const AGREEMENT = "/api/agreement/customer/agreement";

export function registerUpgradeRehearsal(app: FastifyInstance, db: Database) {
  app.addHook("onSend", async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const written = route === `${AGREEMENT}/create/` && reply.statusCode === 201;
    const read = route === `${AGREEMENT}/retrieve/:id/` && reply.statusCode === 200;
    if (!written && !read) return payload;
    const agreement = JSON.parse(String(payload)) as { id: number; title: string };
    if (written) {
      await db.execute(
        sql`update agreements set rehearsal_note = ${agreement.title} where id = ${agreement.id}`,
      );
    } else {
      const result = await db.execute(
        sql`select rehearsal_note as note from agreements where id = ${agreement.id}`,
      );
      const [row] = (result as unknown as { rows: { note: string | null }[] }).rows;
      reply.header(REHEARSAL_HEADER, row?.note === null || !row ? "null" : encodeURIComponent(row.note));
    }
    return payload;
  });
}
