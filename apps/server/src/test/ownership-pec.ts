import { eq } from "drizzle-orm";
import { agreements } from "../modules/agreements";
import { pecMessages, pecReceipts, pecRecipients, pecSettings } from "../modules/pec";
import type { OwnedResource, OwnershipFixture } from "./ownership-resources";

const C = "/api/agreement/customer";

/**
 * A PEC sent from an agreement, and a receipt of it (issue 47): their downloads take the
 * message's or the receipt's id. The rows are kept directly: this suite asks only who may reach
 * them by id (the sending and the receipts are modules/pec's own tests, with real servers).
 */
function pecRows(f: OwnershipFixture) {
  const agreementOf = new Map<number, number>();
  let last = 0;
  async function make(token: string): Promise<{ message: number; receipt: number }> {
    const body = { title: "Contratto inviato via PEC", template: f.leaseId, values: {} };
    const agreement = (await f.ok(token, "POST", `${C}/agreement/create/`, body)).id as number;
    const db = f.db;
    if (!db) throw new Error("the PEC rows need the database");
    const [owner] = await db
      .select({ id: agreements.owner_id })
      .from(agreements)
      .where(eq(agreements.id, agreement));
    const userId = owner?.id ?? 0;
    let [settings] = await db.select().from(pecSettings).where(eq(pecSettings.user_id, userId));
    settings ??= (
      await db
        .insert(pecSettings)
        .values({
          user_id: userId,
          address: "studio@pec.example.it",
          smtp_host: "127.0.0.1",
          smtp_port: 2525,
          smtp_security: "none",
          imap_host: "127.0.0.1",
          imap_port: 1143,
          imap_security: "none",
          username: "studio",
          password_sealed: "x",
        })
        .returning()
    )[0];
    const settingsId = settings?.id ?? 0;
    const [message] = await db
      .insert(pecMessages)
      .values({
        agreement_id: agreement,
        sender_id: userId,
        settings_id: settingsId,
        message_id: `<ownership-${agreement}@pec.example.it>`,
        subject: "Contratto",
        from_address: "studio@pec.example.it",
        attachment_name: "contratto.pdf",
        raw: Buffer.from("Subject: Contratto\r\n\r\nTesto\r\n"),
      })
      .returning({ id: pecMessages.id });
    await db
      .insert(pecRecipients)
      .values({ pec_message_id: message?.id ?? 0, address: "parte@pec.example.it" });
    const [receipt] = await db
      .insert(pecReceipts)
      .values({
        settings_id: settingsId,
        pec_message_id: message?.id ?? 0,
        type: "accettazione",
        valid: true,
        received_at: new Date(),
        raw: Buffer.from("X-Ricevuta: accettazione\r\n\r\n"),
        sha256: `ownership-${agreement}`,
      })
      .returning({ id: pecReceipts.id });
    last = agreement;
    return { message: message?.id ?? 0, receipt: receipt?.id ?? 0 };
  }
  const list = (token: string, agreement: number) =>
    f.ok(token, "GET", `${C}/agreement/pec-messages/list/${agreement}/`);
  async function listed(
    token: string,
    pick: (results: { id: number; recipients: { receipts: { id: number }[] }[] }[]) => number[],
  ) {
    try {
      return pick((await list(token, last)).results);
    } catch {
      // Another customer's contract: its list answers 404, and shows nothing.
      return [];
    }
  }
  return { agreementOf, make, list, listed };
}

export function pecMessage(f: OwnershipFixture): OwnedResource {
  const rows = pecRows(f);
  return {
    name: "PEC message",
    async create(token) {
      const made = await rows.make(token);
      return made.message;
    },
    routes: { "GET /api/agreement/customer/agreement/pec-message/download/:id/": {} },
    snapshot: async (token) => rows.listed(token, (results) => results.map((r) => r.id)),
    listedIds: (token) => rows.listed(token, (results) => results.map((r) => r.id)),
  };
}

export function pecReceipt(f: OwnershipFixture): OwnedResource {
  const rows = pecRows(f);
  const receiptsOf = (results: { recipients: { receipts: { id: number }[] }[] }[]) =>
    results.flatMap((m) => m.recipients.flatMap((r) => r.receipts.map((receipt) => receipt.id)));
  return {
    name: "PEC receipt",
    async create(token) {
      const made = await rows.make(token);
      return made.receipt;
    },
    routes: { "GET /api/agreement/customer/agreement/pec-receipt/download/:id/": {} },
    snapshot: async (token) => rows.listed(token, receiptsOf),
    listedIds: (token) => rows.listed(token, receiptsOf),
  };
}
