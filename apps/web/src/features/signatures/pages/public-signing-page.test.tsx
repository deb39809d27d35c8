// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, hasText, renderScreen, seriousA11yViolations } from "../../../lib/dom-test-harness";
import { PublicSigningPage } from "./public-signing-page";

const TOKEN = "Abcdefghijklmnopqrstuvwxyz012345";
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
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
            invitee: { name: "Anna Bianchi" },
            expires_at: "2026-12-05T10:00:00.000Z",
          }),
    );
    expect(document.querySelector("h1")?.textContent).toBe("Locazione abitativa 4+4");
    expect(hasText("Anna Bianchi, hai ricevuto l'invito a firmare questo contratto")).toBe(true);
    expect(hasText("Questo link vale fino al 05/12/2026 alle 11:00.")).toBe(true);
    expect(hasText("Firmato da 1 parte su 2 — manca Anna Bianchi")).toBe(true);
    expect(button("Scarica il contratto (PDF)").getAttribute("href")).toBe(`/api/sign/${TOKEN}/document/`);
    expect(hasText("Passo 1 di 3: accedi al fornitore")).toBe(true);
    expect(robots()).toBe("noindex, nofollow");
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
