// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  errorOf,
  field,
  hasText,
  renderScreen,
  seriousA11yViolations,
  showsText,
  type,
} from "../../../lib/dom-test-harness";
import { PecSettingsPage } from "./pec-settings-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const saved = {
  configured: true,
  scope: "person",
  can_edit_firm: false,
  address: "studio@pec.example.it",
  smtp_host: "smtps.pec.example.it",
  smtp_port: 465,
  smtp_security: "ssl",
  imap_host: "imaps.pec.example.it",
  imap_port: 993,
  imap_security: "ssl",
  username: "studio@pec.example.it",
  password_set: true,
  verified_at: null,
};

/** Opens a select by its label and picks an option by its words, as the user does. */
async function choose(label: string, option: string) {
  const input = field(label);
  await click(input);
  const list = document.getElementById(input.getAttribute("aria-controls") ?? "");
  const found = [...(list?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])].find(
    (element) => element.textContent?.trim() === option,
  );
  if (!found) throw new Error(`No option «${option}»`);
  await click(found);
}

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function draw(settings: unknown, answers: { put?: Response; test?: Response } = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "PUT") return answers.put ?? json(200, settings);
    if (init?.method === "POST" && url.includes("/test/")) return answers.test ?? json(500, {});
    return json(200, settings);
  });
  vi.stubGlobal("fetch", fetch);
  ({ unmount } = await renderScreen(
    <MemoryRouter>
      <PecSettingsPage />
    </MemoryRouter>,
  ));
  return fetch;
}
const calls = (fetch: ReturnType<typeof vi.fn>, method: string) =>
  fetch.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? "GET") === method);
/** The body of the first PUT sent. */
function putBody(fetch: ReturnType<typeof vi.fn>): Record<string, unknown> {
  const init = calls(fetch, "PUT")[0]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body ?? "{}"));
}

describe("the PEC mailbox page", () => {
  it("never shows a password, says an empty field keeps the saved one, and leaves it out of the save", async () => {
    const fetch = await draw(saved);
    expect(await showsText("Indirizzo PEC")).toBe(true);
    expect(field("Indirizzo PEC").value).toBe("studio@pec.example.it");
    expect(field("Password").value).toBe("");
    expect(hasText("Lasciare vuoto per mantenere la password salvata")).toBe(true);
    expect(hasText("Da verificare: la prova deve riuscire prima del primo invio")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
    await type(field("Server SMTP (invio)"), "smtp.pec.example.it");
    await choose("Sicurezza della connessione IMAP", "STARTTLS");
    await click(button("Salva"));
    expect(calls(fetch, "PUT")[0]?.[0]).toContain("/api/profile/customer/pec-settings/");
    const body = putBody(fetch);
    expect(body).not.toHaveProperty("password");
    // The IMAP port was the usual one for SSL/TLS: it follows to STARTTLS's.
    expect(body).toMatchObject({
      scope: "person",
      smtp_host: "smtp.pec.example.it",
      smtp_port: 465,
      imap_security: "starttls",
      imap_port: 143,
    });
  });

  it("asks for a password the first time, and says the server's field errors under their fields", async () => {
    const fetch = await draw(
      {
        ...saved,
        configured: false,
        scope: null,
        address: null,
        smtp_host: null,
        imap_host: null,
        username: null,
        password_set: false,
      },
      { put: json(400, { status_code: 400, smtp_host: ["Server SMTP (invio): nome non valido"] }) },
    );
    expect(await showsText("Nessuna casella PEC impostata.")).toBe(true);
    await click(button("Salva"));
    expect(errorOf(field("Password"))).toBe("Indica la password della casella");
    expect(calls(fetch, "PUT")).toHaveLength(0);
    // Nothing saved yet: the test waits, and says why.
    expect(hasText("Salva le impostazioni per poterle provare.")).toBe(true);
    await click(button("Prova la connessione") as HTMLElement);
    expect(calls(fetch, "POST")).toHaveLength(0);
    await type(field("Indirizzo PEC"), "studio@pec.example.it");
    await type(field("Server SMTP (invio)"), "smtp");
    await type(field("Server IMAP (ricezione)"), "imap.example.it");
    await type(field("Nome utente"), "studio");
    await type(field("Password"), "segreta");
    await click(button("Salva"));
    expect(putBody(fetch).password).toBe("segreta");
    expect(errorOf(field("Server SMTP (invio)"))).toBe("Server SMTP (invio): nome non valido");
  });

  it("tests the saved connection and says each server's answer in words", async () => {
    const fetch = await draw(saved, {
      test: json(200, {
        smtp: { ok: true, message: "Accesso riuscito" },
        imap: { ok: false, message: "Credenziali rifiutate dal server" },
      }),
    });
    await showsText("Prova la connessione");
    await click(button("Prova la connessione"));
    expect(calls(fetch, "POST")[0]?.[0]).toContain("/api/profile/customer/pec-settings/test/");
    expect(await showsText("Connessione non riuscita")).toBe(true);
    expect(hasText("Invio (SMTP): accesso riuscito")).toBe(true);
    expect(hasText("accesso riuscito: ")).toBe(false);
    expect(hasText("Ricezione (IMAP): accesso non riuscito: Credenziali rifiutate dal server")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("lets the firm's administrator choose the firm's mailbox or their own, and says when it was verified", async () => {
    const fetch = await draw({
      ...saved,
      scope: "firm",
      can_edit_firm: true,
      verified_at: "2026-11-28T09:32:00Z",
    });
    expect(await showsText("Verificata il 28/11/2026 alle 10:32")).toBe(true);
    const firm = field("Per lo studio (la usano tutti i colleghi che non ne hanno una propria)");
    expect(firm.checked).toBe(true);
    await click(field("Solo per me"));
    expect(fetch.mock.calls.some(([url]) => String(url).includes("scope=person"))).toBe(true);
  });
});
