// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  field,
  renderScreen,
  seriousA11yViolations,
  showsText,
  type,
} from "../../../../lib/dom-test-harness";
import { leaveForProvider } from "./leave-for-provider";
import { RemoteSignSection } from "./remote-sign-section";

vi.mock("./leave-for-provider", () => ({ leaveForProvider: vi.fn() }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

/** A button the dialog shows once its providers have come (the modal's opening takes a while). */
async function shown(name: string) {
  await showsText(name);
  return button(name) as HTMLElement;
}

async function draw(oauth = false) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    String(url).includes("/providers/")
      ? json(200, [{ name: "Sandbox CSC", oauth }])
      : String(url).includes("/authorize/")
        ? json(200, { location: "https://provider.example/oauth2/authorize?state=sealed" })
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
              preferred: false,
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
    expect(await showsText("Passo 1 di 3: accedi al fornitore")).toBe(true);
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
      "/customer/agreement/7/edit/customize-agreement?tab=signatures#session=sealed-by-oauth",
    );
    const fetch = await draw();
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?tab=signatures");
    expect(await showsText("Passo 2 di 3: scegli il certificato")).toBe(true);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("session=sealed-by-oauth"))).toBe(true);
    expect(await showsText("Mario Rossi (RSSMRA75C15H501P)")).toBe(true);
  });

  it("sends the owner to an OAuth provider's page, to come back to the contract's «Firme» tab", async () => {
    const fetch = await draw(true);
    await click(button("Firma da remoto") as HTMLElement);
    await click(await shown("Accedi con Sandbox CSC"));
    const call = fetch.mock.calls.find(([url]) => String(url).includes("/authorize/"));
    const url = new URL(String(call?.[0]), "http://localhost");
    expect(url.pathname).toBe("/api/agreement/customer/remote-sign/authorize/");
    expect(url.searchParams.get("provider")).toBe("Sandbox CSC");
    expect(url.searchParams.get("return")).toBe(
      "/customer/agreement/7/edit/customize-agreement?tab=signatures",
    );
    // Asked as JSON, the server answers `{location}` rather than a redirect the token cannot follow.
    expect(new Headers(call?.[1]?.headers).get("Accept")).toBe("application/json");
    expect(leaveForProvider).toHaveBeenCalledWith("https://provider.example/oauth2/authorize?state=sealed");
  });

  it("comes back from a cancelled OAuth sign-in at the sign-in, saying so, the error out of the address", async () => {
    window.history.replaceState(
      null,
      "",
      "/customer/agreement/7/edit/customize-agreement?tab=signatures#remote_sign_error=access_denied",
    );
    await draw(true);
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?tab=signatures");
    expect(await showsText("Passo 1 di 3: accedi al fornitore")).toBe(true);
    expect(await showsText("Accesso al fornitore annullato")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
