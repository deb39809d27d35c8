import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TemplateDetail } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../platform/mail/mail-outbox.table";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import { attachmentOf, startSmtpPeer } from "../../test/smtp-peer";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let mario: string;
let giulia: string;
let agreementId: number;
let lease: TemplateDetail;
const C = "/api/agreement/customer";
const hasPdftotext = existsSync("/usr/bin/pdftotext");

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, SENDMAIL_MAX_PER_HOUR: 4 },
    { realMailer: true, demoCatalogue: true },
  );
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
  lease = await customerTemplate(t, mario, /uso abitativo/);
  const created = await t.app.inject({
    method: "POST",
    url: `${C}/agreement/create/`,
    headers: authHeader(mario),
    payload: {
      title: 'Locazione Forlì "via Sàffi" 1/2: C:\\x',
      template: lease.id,
      values: sampleValues(lease.fields),
    },
  });
  agreementId = created.json().id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const download = (format: string, token = mario) =>
  t.app.inject({
    method: "GET",
    url: `${C}/agreement/download/${agreementId}/?downloadFormat=${format}`,
    headers: authHeader(token),
  });

describe("download", () => {
  it("answers a DOCX by default, named after the title with accents kept and no header injection", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `${C}/agreement/download/${agreementId}/`,
      headers: authHeader(mario),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const disposition = String(response.headers["content-disposition"]);
    expect(disposition).toMatch(
      /^attachment; filename="Locazione Forli via Saffi 1 2 C x\.docx"; filename\*=UTF-8''/,
    );
    expect(disposition).toContain("Forl%C3%AC%20via%20S%C3%A0ffi");
  });

  it("refuses a title on two lines, which could otherwise reach a header", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: `${C}/agreement/partial-update/${agreementId}/`,
      headers: authHeader(mario),
      payload: { title: "Titolo\r\nX-Injected: 1" },
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers a PDF whose text holds the values, the accents and the euro sign", async () => {
    const response = await download("pdf");
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    if (!hasPdftotext) return;
    const file = join(mkdtempSync(join(tmpdir(), "pdf-")), "a.pdf");
    writeFileSync(file, response.rawPayload);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("RSSMRA80A01H501U");
    expect(text).toContain("1.250,50");
    expect(text).toContain("€");
    expect(text).toMatch(/Pagina 1 di \d+/);
  });

  it("refuses an unknown format and another customer's agreement", async () => {
    expect((await download("odt")).statusCode).toBe(400);
    expect((await download("pdf", giulia)).statusCode).toBe(404);
  });
});

describe("send by e-mail over SMTP", () => {
  const send = (payload: object, token = mario) =>
    t.app.inject({
      method: "POST",
      url: `${C}/agreement/sendmail/${agreementId}/`,
      headers: authHeader(token),
      payload,
    });

  it("sends the document as an attachment, answered once the mail server has it", async () => {
    const before = smtp.received.length;
    const response = await send({
      id: agreementId,
      to_email: ["controparte@esempio.it", "avvocato@esempio.it"],
      subject: "Bozza di contratto",
      message_email: "Gentile collega, le invio la bozza.",
      attachment_extension: "pdf",
    });
    expect(response.json()).toEqual({ detail: "E-mail inviata correttamente" });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to).toEqual(["controparte@esempio.it", "avvocato@esempio.it"]);
    expect(mail?.raw).toMatch(/Subject: Bozza di contratto/);
    expect(mail?.raw).toMatch(/Reply-To: mario\.rossi@studio-rossi\.example/);
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf/);
    // The attachment is the very file the download answers.
    const downloaded = (await download("pdf")).rawPayload;
    expect(attachmentOf(mail?.raw ?? "", "application/pdf").equals(downloaded)).toBe(true);
  });

  it("attaches a DOCX by default, byte for byte the download", async () => {
    const before = smtp.received.length;
    await send({
      id: agreementId,
      to_email: ["controparte@esempio.it"],
      subject: "Bozza",
      message_email: ".",
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    expect(attachmentOf(mail?.raw ?? "", docx).equals((await download("docx")).rawPayload)).toBe(true);
  });

  it("validates every address, refuses a subject that would add a header, and sends nothing", async () => {
    const before = smtp.received.length;
    const bad = await send({ to_email: ["ok@esempio.it", "non-valido"], subject: "x" }, mario);
    expect(bad.statusCode).toBe(400);
    // An address refused in the list is named under the list, by its label (issue 31).
    expect(Object.keys(bad.json())).toContain("to_email");
    expect(Object.keys(bad.json())).not.toContain("to_email.1");
    const injected = await send({ to_email: ["ok@esempio.it"], subject: "Ciao\r\nBcc: spia@esempio.it" });
    expect(injected.statusCode).toBe(400);
    expect((await send({ to_email: [], subject: "x" })).statusCode).toBe(400);
    expect((await send({ to_email: ["a@esempio.it"], subject: "x" }, giulia)).statusCode).toBe(404);
    expect(smtp.received.length).toBe(before);
  });

  it("limits the e-mails a customer sends in an hour", async () => {
    await send({ to_email: ["a@esempio.it"], subject: "1" });
    await send({ to_email: ["a@esempio.it"], subject: "2" });
    await send({ to_email: ["a@esempio.it"], subject: "3" });
    const limited = await send({ to_email: ["a@esempio.it"], subject: "4" });
    expect(limited.statusCode).toBe(429);
  });
});

describe("a mail server that cannot be reached", () => {
  it("answers that the e-mail is on its way, and keeps it to try again", async () => {
    const broken = await createTestApp(
      { SMTP_URL: "smtp://127.0.0.1:9", SENDMAIL_WAIT_SECONDS: 1 },
      { realMailer: true, demoCatalogue: true },
    );
    try {
      const token = await broken.login("demo-customer");
      const created = await broken.call("POST", `${C}/agreement/create/`, token, {
        title: "X",
        template: lease.id,
      });
      const response = await broken.call(
        "POST",
        `${C}/agreement/sendmail/${created.body.id}/`,
        token,
        { to_email: ["a@esempio.it"], subject: "x" },
        "en",
      );
      expect(response).toEqual({
        status: 200,
        body: {
          detail:
            "Email on its way: the mail server has not accepted it yet; it will be sent as soon as possible",
        },
      });
      // A refused connection is a failure that may pass: the message waits for the next attempt.
      const [queued] = await broken.database.db.select().from(mailOutbox);
      expect(queued).toMatchObject({ status: "pending", attempts: 1, about_id: created.body.id });
      expect(queued?.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await broken.close();
    }
    // It builds an app of its own, with the demo catalogue: 20 s and more on a loaded machine.
  }, 90_000);
});
