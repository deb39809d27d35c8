// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  field,
  hasText,
  renderScreen,
  seriousA11yViolations,
  settle,
  type,
} from "../../../lib/dom-test-harness";
import { PublicSigningPage } from "./public-signing-page";

const TOKEN = "Abcdefghijklmnopqrstuvwxyz012345";
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

async function open(answer: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => answer(String(url)));
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter([{ path: "/firma/:token", Component: PublicSigningPage }], {
    initialEntries: [`/firma/${TOKEN}`],
  });
  ({ unmount } = await renderScreen(<RouterProvider router={router} />));
  return fetch;
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content");

describe("the invitee's signing page", () => {
  it("says an unknown, expired or revoked link is not valid, with no detail, and is never indexed", async () => {
    const fetch = await open(() => json(404, { status_code: 404, non_field_errors: ["Non trovato"] }));
    expect(fetch.mock.calls[0]?.[0]).toContain(`/api/sign/${TOKEN}/`);
    expect(hasText("Link non valido o scaduto")).toBe(true);
    expect(hasText("Non trovato")).toBe(false);
    expect(document.querySelector("h1")?.textContent).toBe("Link non valido o scaduto");
    expect(robots()).toBe("noindex, nofollow");
    expect(await seriousA11yViolations()).toEqual([]);
    unmount();
    unmount = () => {};
    expect(robots()).toBeUndefined();
  });

  it("shows the contract, who has signed, the document's link and the first step of the signature", async () => {
    await open((url) =>
      url.includes("/remote-sign/providers/")
        ? json(200, [{ name: "Sandbox CSC", oauth: false }])
        : json(200, {
            title: "Locazione abitativa 4+4",
            status: "in_firma",
            parties: [
              { party: "landlord", name: "Mario Rossi", signed: true },
              { party: "tenant", name: "Anna Bianchi", signed: false },
            ],
            signature_level_min: "feq",
            invitee: { name: "Anna Bianchi", signed: false },
            expires_at: "2026-12-05T10:00:00.000Z",
          }),
    );
    expect(document.querySelector("h1")?.textContent).toBe("Locazione abitativa 4+4");
    expect(hasText("Anna Bianchi, hai ricevuto l'invito a firmare questo contratto")).toBe(true);
    expect(hasText("Questo link vale fino al 05/12/2026 alle 11:00.")).toBe(true);
    expect(hasText("Firmato da 1 parte su 2 — manca Anna Bianchi")).toBe(true);
    expect(button("Scarica il contratto (PDF)").getAttribute("href")).toBe(`/api/sign/${TOKEN}/document/`);
    expect(hasText("Passo 1 di 3: accedi al fornitore")).toBe(true);
    // A page that just opened leaves the focus where a reader starts, not in the sign-in's field.
    expect(document.activeElement).not.toBe(field("Nome utente del fornitore"));
    // The level the contract needs, said to the invitee as to the owner.
    expect(hasText("Firma richiesta: firma elettronica qualificata o digitale")).toBe(true);
    expect(robots()).toBe("noindex, nofollow");
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("judges the signed copy against the level the contract needs", async () => {
    // Back from an OAuth provider: the page starts at the certificates.
    window.history.replaceState(null, "", `/firma/${TOKEN}#session=sealed&provider=Sandbox`);
    const summary = {
      title: "Locazione abitativa 4+4",
      status: "in_firma",
      parties: [{ party: "tenant", name: "Anna Bianchi", signed: false }],
      signature_level_min: "feq",
      invitee: { name: "Anna Bianchi", signed: false },
      expires_at: "2026-12-05T10:00:00.000Z",
    };
    // Once signed, the summary says so: the page keeps this visit's report all the same.
    const signedNow = <T,>(answer: T) => {
      summary.invitee.signed = true;
      return answer;
    };
    const signer = {
      name: "Anna Bianchi",
      fiscal_code: "BNCNNA80A41H501X",
      issuer: "CA di prova",
      qualified: false,
      signed_at: "2026-11-29T10:00:00.000Z",
      signed_at_source: "signing_time",
      certificate_valid_from: "2026-01-01T00:00:00.000Z",
      certificate_valid_to: "2028-12-31T00:00:00.000Z",
      integrity: true,
      trusted: true,
      revocation: "good",
      problems: [],
    };
    const fetch = await open((url) =>
      url.includes("/remote-sign/credentials/")
        ? json(200, [
            {
              credential_id: "anna",
              holder: "Anna Bianchi",
              fiscal_code: "BNCNNA80A41H501X",
              issuer: "CA di prova",
              valid_from: "2026-01-01T00:00:00.000Z",
              valid_to: "2028-12-31T00:00:00.000Z",
              qualified: false,
              otp_required: false,
              preferred: false,
              fiscal_code_matches: true,
            },
          ])
        : url.endsWith("/remote-sign/")
          ? signedNow(
              json(201, {
                id: 3,
                file_name: "contratto-firmato.pdf",
                format: "pades",
                sha256: "ab".repeat(32),
                matches_frozen: true,
                signers: [signer],
                parties: [],
                signed_in_product: true,
                date_create: "2026-11-29T10:00:00.000Z",
              }),
            )
          : json(200, summary),
    );
    expect(window.location.hash).toBe("");
    expect(hasText("Passo 2 di 3: scegli il certificato")).toBe(true);
    await click(button("Continua"));
    await type(field("PIN di firma"), "12345678");
    await click(button("Firma il contratto"));
    // The summary is asked again (now «signed») before the report is read.
    await settle();
    await settle();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith(`/api/sign/${TOKEN}/`)).length).toBe(2);
    expect(hasText("Hai già firmato")).toBe(false);
    expect(hasText("Firmato")).toBe(true);
    expect(hasText("Firmata qui il ")).toBe(true);
    // A certificate that is not qualified does not make the qualified signature this contract needs.
    expect(hasText("Firma non valida di Anna Bianchi (BNCNNA80A41H501X)")).toBe(true);
  });

  it("says the invitee has signed already when the link is opened again, and offers no signing", async () => {
    await open(() =>
      json(200, {
        title: "Locazione abitativa 4+4",
        status: "firmato",
        parties: [{ party: "tenant", name: "Anna Bianchi", signed: true }],
        signature_level_min: "feq",
        invitee: { name: "Anna Bianchi", signed: true },
        expires_at: "2026-12-05T10:00:00.000Z",
      }),
    );
    expect(hasText("Hai già firmato")).toBe(true);
    expect(hasText("Passo 1 di 3")).toBe(false);
    expect(button("Scarica il contratto (PDF)").getAttribute("href")).toBe(`/api/sign/${TOKEN}/document/`);
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
