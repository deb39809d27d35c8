// @vitest-environment jsdom
import { act } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  field,
  hasText,
  renderScreen,
  seriousA11yViolations,
  showsText,
  type,
} from "../../../lib/dom-test-harness";
import type { DocumentRequest } from "../model/document-target";
import { SendPecDialog } from "./send-pec-dialog";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const suggestions = [
  { address: "anna@pec.example.it", name: "Anna Bianchi", source: "party" },
  { address: "studio@pec.legale.it", name: "Studio Verdi", source: "address_book" },
];
const copy = {
  id: 42,
  file_name: "Contratto di locazione.pdf.p7m",
  format: "cades",
  sha256: "ab",
  matches_frozen: true,
  signers: [],
  parties: [],
  signed_in_product: false,
  date_create: "2026-11-28T09:00:00Z",
};

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function draw(
  status: string,
  send: Response = json(202, { id: 1, message_id: "<m@x>", recipients: [] }),
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") return send;
    if (url.includes("/pec-recipients/")) return json(200, { results: suggestions });
    if (url.includes("/signed-copy/list/")) return json(200, { results: [copy] });
    return json(404, {});
  });
  vi.stubGlobal("fetch", fetch);
  const onClose = vi.fn();
  const onSent = vi.fn();
  const request: DocumentRequest = {
    agreement: {
      id: 7,
      title: "Contratto di locazione",
      is_valid: true,
      template: 3,
      status: status as "in_firma",
    },
  };
  ({ unmount } = await renderScreen(
    <MemoryRouter>
      <SendPecDialog request={request} onClose={onClose} onSent={onSent} />
    </MemoryRouter>,
  ));
  await showsText("Invia il contratto via PEC");
  return { fetch, onClose, onSent };
}

/** Types an address into the recipients and presses Enter, as the user does. */
async function addRecipient(address: string) {
  const input = field("Destinatari");
  await type(input, address);
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  });
}
const sentBody = (fetch: ReturnType<typeof vi.fn>) => {
  const init = fetch.mock.calls.find(
    ([, init]) => (init as RequestInit | undefined)?.method === "POST",
  )?.[1] as RequestInit | undefined;
  return init ? JSON.parse(String(init.body)) : null;
};
const WARNING =
  "Questo indirizzo non risulta PEC nella rubrica: una PEC inviata a una casella ordinaria prova l'invio, non la consegna.";

describe("«Invia via PEC»", () => {
  it("warns of an address that is not a PEC address of the parties or the address book", async () => {
    await draw("draft");
    await addRecipient("anna@pec.example.it");
    expect(hasText(WARNING)).toBe(false);
    await addRecipient("luca@gmail.com");
    expect(await showsText(WARNING)).toBe(true);
    expect(hasText("luca@gmail.com")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("offers the parties' and the address book's PEC addresses, each ticked in or out of the recipients", async () => {
    const { fetch } = await draw("draft");
    const anna = field("Anna Bianchi <anna@pec.example.it> (parte del contratto)");
    expect(field("Studio Verdi <studio@pec.legale.it> (rubrica)").checked).toBe(false);
    await click(anna);
    await click(field("Studio Verdi <studio@pec.legale.it> (rubrica)"));
    await click(field("Studio Verdi <studio@pec.legale.it> (rubrica)"));
    expect(anna.checked).toBe(true);
    expect(hasText(WARNING)).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);
    await click(button("Invia via PEC") as HTMLElement);
    expect(sentBody(fetch)).toMatchObject({ to_email: ["anna@pec.example.it"] });
  });

  it("warns before sending an unknown address typed and sent at once; the next click sends", async () => {
    const { fetch } = await draw("draft");
    await type(field("Destinatari"), "luca@gmail.com");
    await click(button("Invia via PEC") as HTMLElement);
    expect(await showsText(WARNING)).toBe(true);
    expect(sentBody(fetch)).toBeNull();
    await click(button("Invia via PEC") as HTMLElement);
    expect(sentBody(fetch)).toMatchObject({ to_email: ["luca@gmail.com"] });
  });

  it("sends the frozen PDF of a frozen contract by default, with the title as subject, then shows the receipts", async () => {
    const { fetch, onClose, onSent } = await draw("in_firma");
    expect(field("Oggetto").value).toBe("Contratto di locazione");
    expect(field("PDF congelato per la firma").checked).toBe(true);
    await addRecipient("anna@pec.example.it");
    await click(button("Invia via PEC") as HTMLElement);
    expect(
      fetch.mock.calls.some(([url]) => String(url).includes("/api/agreement/customer/agreement/send-pec/7/")),
    ).toBe(true);
    expect(sentBody(fetch)).toEqual({
      to_email: ["anna@pec.example.it"],
      subject: "Contratto di locazione",
      message_email: "",
      attachment_extension: "frozen",
    });
    expect(onClose).toHaveBeenCalled();
    expect(onSent).toHaveBeenCalledWith(7);
  });

  it("sends a kept signed copy, .p7m included, by its id", async () => {
    const { fetch } = await draw("firmato");
    await click(field("Copia firmata: Contratto di locazione.pdf.p7m"));
    await addRecipient("anna@pec.example.it");
    await click(button("Invia via PEC") as HTMLElement);
    expect(sentBody(fetch)).toEqual({
      to_email: ["anna@pec.example.it"],
      subject: "Contratto di locazione",
      message_email: "",
      signed_copy: 42,
    });
  });

  it("offers no frozen PDF before the contract is frozen", async () => {
    await draw("draft");
    expect(() => field("PDF congelato per la firma")).toThrow();
    expect(field("PDF").checked).toBe(true);
  });

  it("says the mailbox is not ready, with the way to the «Casella PEC» page", async () => {
    const { onSent } = await draw(
      "draft",
      json(409, {
        status_code: 409,
        non_field_errors: [
          "La casella PEC non è stata verificata: prova la connessione prima del primo invio",
        ],
      }),
    );
    await addRecipient("anna@pec.example.it");
    await click(button("Invia via PEC") as HTMLElement);
    expect(await showsText("La casella PEC non è pronta")).toBe(true);
    expect(hasText("prova la connessione prima del primo invio")).toBe(true);
    expect(button("Apri la Casella PEC").getAttribute("href")).toBe("/customer/profile/pec/");
    expect(onSent).not.toHaveBeenCalled();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("says under the attachment a contract reopened meanwhile, not that the mailbox is not ready", async () => {
    await draw(
      "in_firma",
      json(409, {
        status_code: 409,
        non_field_errors: [],
        attachment_extension: ["Il contratto non è in firma: bloccalo per la firma prima"],
      }),
    );
    await addRecipient("anna@pec.example.it");
    await click(button("Invia via PEC") as HTMLElement);
    expect(await showsText("Il contratto non è in firma")).toBe(true);
    expect(hasText("La casella PEC non è pronta")).toBe(false);
  });
});
