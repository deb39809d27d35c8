// @vitest-environment jsdom
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
import { SignInviteSection } from "./sign-invite-section";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const invite = (id: number, status: string, name: string) => ({
  id,
  name,
  email: `${name.split(" ")[0]?.toLowerCase()}@example.it`,
  fiscal_code: "BNCNNA85M41H501X",
  expires_at: "2026-12-05T10:00:00.000Z",
  date_create: "2026-11-28T10:00:00.000Z",
  status,
});

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function draw(invites: unknown[]) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === "POST") return json(201, { id: 5, expires_at: "2026-12-05T10:00:00.000Z" });
    if (init?.method === "DELETE") return new Response(null, { status: 204 });
    return json(200, { results: invites });
  });
  vi.stubGlobal("fetch", fetch);
  ({ unmount } = await renderScreen(<SignInviteSection agreementId={7} />));
  return fetch;
}

describe("the invitation to sign", () => {
  it("asks for name, e-mail and a fiscal code of 16 characters or 11 digits before sending", async () => {
    const fetch = await draw([]);
    expect(hasText("Nessun invito inviato per questo contratto.")).toBe(true);
    await type(field("E-mail"), "anna@");
    await type(field("Codice fiscale"), "BNCNNA85M41H501");
    await click(button("Invia l'invito"));
    expect(errorOf(field("Nome e cognome"))).toBe("Scrivi il nome di chi deve firmare");
    expect(errorOf(field("E-mail"))).toBe("Questo indirizzo e-mail non è valido");
    expect(errorOf(field("Codice fiscale"))).toBe(
      "Il codice fiscale ha 16 caratteri (persona) o 11 cifre (società)",
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("sends it, the fiscal code in capitals, and says until when the e-mailed link is valid", async () => {
    const fetch = await draw([]);
    await type(field("Nome e cognome"), " Anna Bianchi ");
    await type(field("E-mail"), "anna@example.it");
    await type(field("Codice fiscale"), "bncnna85m41h501x");
    await click(button("Invia l'invito"));
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toContain("/api/agreement/customer/agreement/sign-invite/7/");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: "Anna Bianchi",
      email: "anna@example.it",
      fiscal_code: "BNCNNA85M41H501X",
    });
    expect(
      hasText("Invito inviato a anna@example.it: il link per firmare vale fino al 05/12/2026 alle 11:00."),
    ).toBe(true);
  });

  it("lists each invitation's state in words, and revokes an active one after asking", async () => {
    const fetch = await draw([
      invite(1, "attivo", "Anna Bianchi"),
      invite(2, "scaduto", "Luca Verdi"),
      invite(3, "revocato", "Carla Neri"),
    ]);
    expect(hasText("Attivo")).toBe(true);
    expect(hasText("Il link è scaduto il 05/12/2026 alle 11:00")).toBe(true);
    expect(hasText("Revocato")).toBe(true);
    expect(() => button("Revoca l'invito a Luca Verdi")).toThrow();
    expect(await seriousA11yViolations()).toEqual([]);
    await click(button("Revoca l'invito a Anna Bianchi") as HTMLElement);
    expect(await showsText("Revocare l'invito?")).toBe(true);
    await click(button("Revoca l'invito") as HTMLElement);
    const revoked = fetch.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(revoked?.[0]).toContain("/api/agreement/customer/agreement/sign-invite/destroy/1/");
  });
});
