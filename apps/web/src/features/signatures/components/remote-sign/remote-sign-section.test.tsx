// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  field,
  hasText,
  renderScreen,
  seriousA11yViolations,
  type,
} from "../../../../lib/dom-test-harness";
import { RemoteSignSection } from "./remote-sign-section";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

async function draw() {
  const fetch = vi.fn(async (url: string) =>
    String(url).includes("/providers/")
      ? json(200, [{ name: "Sandbox CSC", oauth: false }])
      : json(200, [
          {
            credential_id: "sandbox-demo-customer",
            holder: "Mario Rossi",
            fiscal_code: "RSSMRA75C15H501P",
            issuer: "CSC Sandbox CA — solo prova",
            valid_from: "2026-01-01T00:00:00.000Z",
            valid_to: "2028-12-31T00:00:00.000Z",
            qualified: true,
            otp_required: true,
          },
        ]),
  );
  vi.stubGlobal("fetch", fetch);
  ({ unmount } = await renderScreen(<RemoteSignSection agreementId={7} level="feq" />));
  return fetch;
}

describe("«Firma da remoto» on a frozen contract", () => {
  it("opens the flow in a dialog, and forgets what was typed when it closes", async () => {
    await draw();
    await click(button("Firma da remoto") as HTMLElement);
    expect(hasText("Passo 1 di 3: accedi al fornitore")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
    await type(field("Password del fornitore"), "segreta");
    await click(button("Chiudi") as HTMLElement);
    await click(button("Firma da remoto") as HTMLElement);
    expect(field("Password del fornitore").value).toBe("");
  });

  it("comes back from an OAuth provider at the certificates, the session taken out of the address", async () => {
    window.history.replaceState(
      null,
      "",
      "/customer/agreement/7/edit?tab=signatures#session=sealed-by-oauth",
    );
    const fetch = await draw();
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?tab=signatures");
    expect(hasText("Passo 2 di 3: scegli il certificato")).toBe(true);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("session=sealed-by-oauth"))).toBe(true);
    expect(hasText("Mario Rossi (RSSMRA75C15H501P)")).toBe(true);
  });
});
