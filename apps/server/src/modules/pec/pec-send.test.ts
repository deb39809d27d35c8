import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../platform/jobs/job.table";
import { authHeader } from "../../test/test-app";
import { pecMessages, pecSettings } from "./pec.table";
import { A, contract, fx, loadDovecot, PEC_ADDRESS, pecSuite, S, settingsBody } from "./pec-fixture";

const available = (await loadDovecot()).dovecotAvailable();
const to = ["laura.ferrari@pec-prova.test", "ufficio@altro-gestore.test"];
const send = (id: number, body: object = {}, token = fx.mario) =>
  fx.t.call("POST", `${A}/send-pec/${id}/`, token, {
    to_email: to,
    subject: "Contratto di locazione",
    ...body,
  });

describe.skipIf(!available)("sending an agreement by PEC (issue 47 §2)", () => {
  pecSuite();

  it("refuses to send before the mailbox is set up and its connection tested", async () => {
    const id = await contract();
    const none = await send(id, {}, fx.mario);
    expect(none.status).toBe(409);
    expect(JSON.stringify(none.body)).toContain("Configura prima la casella PEC");
    await fx.t.call("PUT", `${S}/`, fx.mario, settingsBody(fx.smtp.port, fx.dovecot.imapPort));
    const untested = await send(id);
    expect(untested.status).toBe(409);
    expect(JSON.stringify(untested.body)).toContain("Prova la connessione");
  });

  describe("with a verified mailbox", () => {
    beforeAll(async () => {
      await fx.t.call("PUT", `${S}/`, fx.mario, settingsBody(fx.smtp.port, fx.dovecot.imapPort));
      const tested = await fx.t.call("POST", `${S}/test/`, fx.mario, {});
      expect(tested.body.smtp.ok && tested.body.imap.ok).toBe(true);
    });

    it("stores the whole message with its Message-ID, then the job sends exactly those bytes once", async () => {
      const id = await contract();
      const before = fx.smtp.received.length;
      const answer = await send(id, {
        attachment_extension: "pdf",
        message_email: "In allegato il contratto.",
      });
      expect(answer.status).toBe(202);
      expect(answer.body.message_id).toMatch(/^<[0-9a-f-]{36}@pec-prova\.test>$/);
      expect(answer.body.recipients).toEqual(to.map((address) => ({ address, state: "inviata" })));
      // Nothing leaves inside the request.
      expect(fx.smtp.received.length).toBe(before);
      await fx.t.app.jobs.runDue();
      await fx.t.app.jobs.runDue();
      const sent = fx.smtp.received.slice(before);
      expect(sent).toHaveLength(1);
      const [row] = await fx.t.database.db
        .select()
        .from(pecMessages)
        .where(eq(pecMessages.id, answer.body.id));
      expect(sent[0]?.raw.equals(row?.raw ?? Buffer.alloc(0))).toBe(true);
      expect(sent[0]?.from).toBe(PEC_ADDRESS);
      expect(sent[0]?.to).toEqual(to);
      const parsed = await simpleParser(sent[0]?.raw ?? Buffer.alloc(0));
      expect(parsed.messageId).toBe(answer.body.message_id);
      expect(parsed.attachments[0]?.contentType).toBe("application/pdf");
      expect(row?.status).toBe("inviato");

      const list = await fx.t.call("GET", `${A}/pec-messages/list/${id}/`, fx.mario);
      expect(list.body.results[0]).toMatchObject({
        id: answer.body.id,
        status: "inviato",
        from_address: PEC_ADDRESS,
      });
      const download = await fx.t.app.inject({
        method: "GET",
        url: `${A}/pec-message/download/${answer.body.id}/`,
        headers: authHeader(fx.mario),
      });
      expect(download.headers["content-type"]).toBe("message/rfc822");
      expect(download.rawPayload.equals(row?.raw ?? Buffer.alloc(0))).toBe(true);
      // Another customer reaches none of it.
      expect((await fx.t.call("GET", `${A}/pec-message/download/${answer.body.id}/`, fx.giulia)).status).toBe(
        404,
      );
      expect((await fx.t.call("GET", `${A}/pec-messages/list/${id}/`, fx.giulia)).status).toBe(404);
      expect((await send(id, {}, fx.giulia)).status).toBe(404);
    });

    it("never sends twice when an attempt began and was never recorded (a crash between the two)", async () => {
      const id = await contract();
      const answer = await send(id);
      // As if the instance died after the SMTP call, before recording it.
      await fx.t.database.db
        .update(pecMessages)
        .set({ attempt_started_at: new Date() })
        .where(eq(pecMessages.id, answer.body.id));
      const before = fx.smtp.received.length;
      await fx.t.app.jobs.runDue();
      expect(fx.smtp.received.length).toBe(before);
      const list = await fx.t.call("GET", `${A}/pec-messages/list/${id}/`, fx.mario, undefined, "en");
      expect(list.body.results[0]).toMatchObject({ status: "in_coda" });
      expect(list.body.results[0].error).toContain("Outcome uncertain");

      // No acceptance by the deadline: given up as not sent, each recipient without a receipt.
      const dayAgo = new Date(Date.now() - 25 * 3_600_000);
      await fx.t.database.db
        .update(pecMessages)
        .set({ attempt_started_at: dayAgo })
        .where(eq(pecMessages.id, answer.body.id));
      await fx.t.database.db
        .update(jobs)
        .set({ run_at: new Date(0) })
        .where(eq(jobs.key, `pec-timeout:${answer.body.id}`));
      await fx.t.app.jobs.runDue();
      expect(fx.smtp.received.length).toBe(before);
      const late = await fx.t.call("GET", `${A}/pec-messages/list/${id}/`, fx.mario);
      expect(late.body.results[0]).toMatchObject({ status: "non_inviato" });
      expect(late.body.results[0].error).toContain("Esito incerto");
      expect(late.body.results[0].recipients.map((r: { state: string }) => r.state)).toEqual([
        "nessuna_ricevuta",
        "nessuna_ricevuta",
      ]);
    });

    it("sends the frozen PDF only of a frozen contract, and a kept signed copy only of this contract", async () => {
      const id = await contract();
      const notFrozen = await send(id, { attachment_extension: "frozen" });
      expect(notFrozen.status).toBe(409);
      expect((await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario)).status).toBe(200);
      const frozen = await send(id, { attachment_extension: "frozen" });
      expect(frozen.status).toBe(202);
      expect((await send(id, { signed_copy: 999_999 })).status).toBe(404);
    });

    it("suggests the address book's PEC addresses", async () => {
      const id = await contract();
      const created = await fx.t.call("POST", "/api/agreement/customer/address-book/create/", fx.mario, {
        typology: "PF",
        data: {
          nome: "Laura",
          cognome: "Ferrari",
          codice_fiscale: "FRRLRA90E52A944B",
          pec: "laura.ferrari@pec-prova.test",
        },
      });
      expect(created.status).toBe(201);
      const suggestions = await fx.t.call("GET", `${A}/pec-recipients/${id}/`, fx.mario);
      expect(suggestions.status).toBe(200);
      expect(suggestions.body.results).toContainEqual(
        expect.objectContaining({ address: "laura.ferrari@pec-prova.test", source: "address_book" }),
      );
      expect((await fx.t.call("GET", `${A}/pec-recipients/${id}/`, fx.giulia)).status).toBe(404);
    });

    it("never sends again when the connection is lost after the whole message went: the receipts decide", async () => {
      // A provider that takes the message and never answers (it scans and signs before it does).
      const taken: string[] = [];
      const silent = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream) {
          let text = "";
          stream.on("data", (chunk: Buffer) => {
            text += chunk.toString("latin1");
          });
          stream.on("end", () => taken.push(text));
        },
      });
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = silent.server.address() as AddressInfo;
        await fx.t.call("PUT", `${S}/`, fx.mario, settingsBody(port, fx.dovecot.imapPort));
        await fx.t.database.db.update(pecSettings).set({ verified_at: new Date() });
        const id = await contract();
        const answer = await send(id);
        expect(answer.status).toBe(202);
        await fx.t.app.jobs.runDue();
        const ours = () => taken.filter((text) => text.includes(answer.body.message_id)).length;
        expect(ours()).toBe(1);
        const list = await fx.t.call("GET", `${A}/pec-messages/list/${id}/`, fx.mario);
        expect(list.body.results[0]).toMatchObject({ status: "in_coda" });
        expect(list.body.results[0].error).toContain("Esito incerto");
        // Its job is done: nothing tries again.
        await fx.t.database.db
          .update(jobs)
          .set({ run_at: new Date(0) })
          .where(eq(jobs.key, `pec-send:${answer.body.id}`));
        await fx.t.app.jobs.runDue();
        expect(ours()).toBe(1);
      } finally {
        silent.close();
      }
    }, 30_000);
  });
});
