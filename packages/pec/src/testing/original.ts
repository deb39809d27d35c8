// The message every fixture is about: a contract proposal as the firm sends it by PEC.
import type { OriginalMessage } from "../build";

export const FIXTURE_DOMAIN = "pec-prova.test";
export const FIXTURE_SENDER = "studio.rossi@pec-prova.test";
export const FIXTURE_RECIPIENT = "laura.ferrari@pec-prova.test";
export const FIXTURE_MESSAGE_ID = "contratto-42.1795900000@contratti.example";
export const FIXTURE_AT = new Date("2026-11-29T09:15:02Z");

/** The contract as the firm sends it: the message every fixture is about. */
export function originalMessage(messageId = FIXTURE_MESSAGE_ID): OriginalMessage & { raw: Uint8Array } {
  const raw = [
    `From: Studio Rossi <${FIXTURE_SENDER}>`,
    `To: ${FIXTURE_RECIPIENT}, mario.bianchi@example.com`,
    "Subject: Contratto di locazione - proposta",
    `Message-ID: <${messageId}>`,
    "Date: Sun, 29 Nov 2026 10:15:00 +0100",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    "Gentile dott.ssa Ferrari, le trasmetto la proposta di contratto in allegato.",
    "",
  ].join("\r\n");
  return {
    messageId,
    subject: "Contratto di locazione - proposta",
    sender: FIXTURE_SENDER,
    recipients: [
      { address: FIXTURE_RECIPIENT, kind: "certificato" },
      { address: "mario.bianchi@example.com", kind: "esterno" },
    ],
    raw: new Uint8Array(Buffer.from(raw, "utf8")),
  };
}
