// @vitest-environment jsdom
import type { PecMessage, PecRecipient } from "@app/contracts";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  hasText,
  renderScreen,
  seriousA11yViolations,
  settle,
  showsText,
} from "../../../lib/dom-test-harness";
import { PecPanel } from "./pec-panel";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const recipient = (
  address: string,
  state: PecRecipient["state"],
  extra: Partial<PecRecipient> = {},
): PecRecipient => ({
  address,
  state,
  reason: null,
  receipts: [],
  ...extra,
});
const message = (extra: Partial<PecMessage>): PecMessage => ({
  id: 11,
  message_id: "<opec.1@pec.example.it>",
  subject: "Contratto di locazione",
  status: "inviato",
  error: null,
  from_address: "studio@pec.example.it",
  attachment_name: "Contratto di locazione.pdf",
  created_at: "2026-11-28T09:31:58Z",
  sent_at: "2026-11-28T09:32:00Z",
  recipients: [],
  ...extra,
});

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

/** The list answers each GET with the next of `answers`, the last one from then on. */
async function draw(answers: PecMessage[][], pollMs = 40) {
  let served = 0;
  const fetch = vi.fn(async (url: string) => {
    if (url.includes("/pec-receipt/download/"))
      return new Response("Received: …", {
        status: 200,
        headers: { "content-disposition": 'attachment; filename="ricevuta.eml"' },
      });
    const results = answers[Math.min(served, answers.length - 1)] ?? [];
    served += 1;
    return json(200, { results });
  });
  vi.stubGlobal("fetch", fetch);
  ({ unmount } = await renderScreen(<PecPanel agreementId={7} pollMs={pollMs} />));
  return fetch;
}
const listCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes("/pec-messages/list/7/")).length;
/** Lets `ms` pass as React sees it (the polls it brings are drawn inside act). */
const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

describe("the «PEC» panel", () => {
  it("says when no PEC was sent", async () => {
    const fetch = await draw([[]]);
    expect(await showsText("Nessuna PEC inviata per questo contratto")).toBe(true);
    expect(listCalls(fetch)).toBe(1);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("draws each recipient's state in words, and each receipt with its type, the provider's time in Rome and its validity", async () => {
    await draw([
      [
        message({
          recipients: [
            recipient("anna@pec.example.it", "consegnata", {
              receipts: [
                {
                  id: 2,
                  type: "avvenuta-consegna",
                  received_at: "2026-11-28T09:32:05Z",
                  valid: true,
                  problem: null,
                },
                {
                  id: 1,
                  type: "accettazione",
                  received_at: "2026-11-28T09:32:01Z",
                  valid: true,
                  problem: null,
                },
              ],
            }),
            recipient("luca@example.it", "mancata_consegna", {
              reason: "5.1.1 - Utente sconosciuto",
              receipts: [
                {
                  id: 3,
                  type: "errore-consegna",
                  received_at: "2026-11-28T09:40:00Z",
                  valid: false,
                  problem: "firma non valida",
                },
              ],
            }),
            recipient("carla@pec.example.it", "inviata"),
            recipient("dario@pec.example.it", "accettata"),
            recipient("elena@pec.example.it", "non_accettata", { reason: "Virus rilevato" }),
            recipient("fabio@pec.example.it", "nessuna_ricevuta"),
          ],
        }),
        message({
          id: 12,
          subject: "Diffida",
          status: "non_inviato",
          error: "Il server SMTP ha rifiutato l'accesso",
          sent_at: null,
          recipients: [recipient("anna@pec.example.it", "inviata")],
        }),
      ],
    ]);
    expect(await showsText("Contratto di locazione")).toBe(true);
    for (const state of [
      "Consegnata",
      "Mancata consegna",
      "Inviata",
      "Accettata",
      "Non accettata",
      "Nessuna ricevuta",
    ])
      expect(hasText(state)).toBe(true);
    expect(hasText("Accettazione il 28/11/2026 10:32:01 · Ricevuta valida")).toBe(true);
    expect(hasText("Avvenuta consegna il 28/11/2026 10:32:05 · Ricevuta valida")).toBe(true);
    expect(hasText("Mancata consegna il 28/11/2026 10:40:00 · Ricevuta non valida: firma non valida")).toBe(
      true,
    );
    expect(hasText("Motivo indicato dal gestore: 5.1.1 - Utente sconosciuto")).toBe(true);
    expect(hasText("Inviata il 28/11/2026 10:32:00")).toBe(true);
    expect(hasText("Non inviato")).toBe(true);
    expect(hasText("Il server SMTP ha rifiutato l'accesso")).toBe(true);
    // In the order they came, whatever order the list gives.
    expect(document.body.textContent?.indexOf("Accettazione il")).toBeLessThan(
      document.body.textContent?.indexOf("Avvenuta consegna il") ?? 0,
    );
    expect(button("Scarica la ricevuta di avvenuta consegna per anna@pec.example.it (.eml)")).toBeTruthy();
    expect(button("Scarica il messaggio inviato «Contratto di locazione» (.eml)")).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("downloads a receipt as the provider wrote it", async () => {
    URL.createObjectURL = vi.fn(() => "blob:receipt");
    URL.revokeObjectURL = vi.fn();
    const fetch = await draw(
      [
        [
          message({
            recipients: [
              recipient("anna@pec.example.it", "accettata", {
                receipts: [
                  {
                    id: 9,
                    type: "accettazione",
                    received_at: "2026-11-28T09:32:01Z",
                    valid: true,
                    problem: null,
                  },
                ],
              }),
            ],
          }),
        ],
      ],
      60_000,
    );
    await showsText("Accettazione il");
    await click(button("Scarica la ricevuta di accettazione per anna@pec.example.it (.eml)") as HTMLElement);
    expect(
      fetch.mock.calls.some(([url]) =>
        String(url).includes("/api/agreement/customer/agreement/pec-receipt/download/9/"),
      ),
    ).toBe(true);
  });

  it("reads the list again while a receipt is awaited, and stops once every recipient has its last word", async () => {
    const awaited = [message({ recipients: [recipient("anna@pec.example.it", "accettata")] })];
    const delivered = [message({ recipients: [recipient("anna@pec.example.it", "consegnata")] })];
    const fetch = await draw([awaited, awaited, delivered]);
    expect(await showsText("Consegnata", 3000)).toBe(true);
    const after = listCalls(fetch);
    expect(after).toBe(3);
    await wait(200);
    await settle();
    expect(listCalls(fetch)).toBe(after);
  });

  it("stops reading when the panel goes, and reads on «Aggiorna»", async () => {
    const queued = [
      message({
        status: "in_coda",
        sent_at: null,
        recipients: [recipient("anna@pec.example.it", "inviata")],
      }),
    ];
    const fetch = await draw([queued]);
    expect(await showsText("In coda")).toBe(true);
    await wait(150);
    await settle();
    expect(listCalls(fetch)).toBeGreaterThan(1);
    const before = listCalls(fetch);
    await click(button("Aggiorna") as HTMLElement);
    expect(listCalls(fetch)).toBeGreaterThan(before);
    unmount();
    unmount = () => {};
    const atUnmount = listCalls(fetch);
    await wait(200);
    expect(listCalls(fetch)).toBe(atUnmount);
  });
});
