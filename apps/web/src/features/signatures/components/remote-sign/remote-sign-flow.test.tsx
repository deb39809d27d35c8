// @vitest-environment jsdom
import type { SignedCopyReport } from "@app/contracts";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../lib/api-error";
import {
  button,
  click,
  errorOf,
  field,
  hasText,
  renderScreen,
  seriousA11yViolations,
  type,
} from "../../../../lib/dom-test-harness";
import type { RemoteSignCalls } from "../../api/remote-sign-api";
import type { OAuthReturn } from "../../model/remote-sign-flow";
import { credentialFixture } from "../../testing/report-fixtures";
import { leaveForProvider } from "./leave-for-provider";
import { RemoteSignFlow } from "./remote-sign-flow";

vi.mock("./leave-for-provider", () => ({ leaveForProvider: vi.fn() }));

const credential = credentialFixture;
const report = { id: 9, file_name: "contratto-firmato.pdf" } as SignedCopyReport;
const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, { status_code: status, ...body } as never);

function fakeCalls(changes: Partial<RemoteSignCalls> = {}): RemoteSignCalls {
  return {
    scope: `test-${Math.random()}`,
    providers: vi.fn(async () => [{ name: "Sandbox CSC", oauth: false }]),
    login: vi.fn(async () => ({ session: "sealed-session" })),
    authorize: vi.fn(async (provider: string) => `https://provider.example/authorize?for=${provider}`),
    credentials: vi.fn(async () => [
      credential("other", { holder: "Studio Rossi", qualified: false, otp_required: false }),
      credential("chosen", { preferred: true }),
    ]),
    sendOtp: vi.fn(async () => {}),
    sign: vi.fn(async () => report),
    ...changes,
  };
}

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.mocked(leaveForProvider).mockClear();
});

const draw = async (calls: RemoteSignCalls, oauthReturn: OAuthReturn | null = null) => {
  ({ unmount } = await renderScreen(
    <RemoteSignFlow
      calls={calls}
      oauthReturn={oauthReturn}
      signed={(signed) => <p>Firmata la copia {signed.file_name}</p>}
    />,
  ));
};

async function signIn() {
  await type(field("Nome utente del fornitore"), "mario.rossi");
  await type(field("Password del fornitore"), "segreta");
  await click(button("Accedi al fornitore"));
}

describe("the remote signature's flow", () => {
  it("walks from the provider's sign-in to the preferred certificate, the OTP, PIN and the signed copy", async () => {
    const calls = fakeCalls();
    await draw(calls);
    expect(hasText("Passo 1 di 3: accedi al fornitore")).toBe(true);
    expect(document.activeElement).toBe(field("Nome utente del fornitore"));
    expect(await seriousA11yViolations()).toEqual([]);
    await signIn();
    expect(calls.login).toHaveBeenCalledWith({
      provider: "Sandbox CSC",
      username: "mario.rossi",
      password: "segreta",
    });

    expect(hasText("Passo 2 di 3: scegli il certificato")).toBe(true);
    expect(calls.credentials).toHaveBeenCalledWith("sealed-session");
    const preferred = document.querySelector<HTMLInputElement>('input[type=radio][value="chosen"]');
    expect(preferred?.checked).toBe(true);
    expect(document.activeElement).toBe(preferred);
    expect(hasText("Emesso da CA di prova, valido dal 01/01/2026 al 31/12/2028")).toBe(true);
    expect(hasText("Non qualificato")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
    await click(button("Continua"));

    expect(hasText("Passo 3 di 3: autorizza la firma")).toBe(true);
    expect(document.activeElement).toBe(button("Invia OTP"));
    await click(button("Invia OTP"));
    expect(calls.sendOtp).toHaveBeenCalledWith({ session: "sealed-session", credential_id: "chosen" });
    expect(hasText("Codice OTP inviato")).toBe(true);
    expect(field("PIN di firma").type).toBe("password");
    await type(field("PIN di firma"), "12345678");
    await type(field("Codice OTP"), " 123456 ");
    expect(await seriousA11yViolations()).toEqual([]);
    await click(button("Firma il contratto"));
    expect(calls.sign).toHaveBeenCalledWith({
      session: "sealed-session",
      credential_id: "chosen",
      pin: "12345678",
      otp: "123456",
    });
    expect(hasText("Firmata la copia contratto-firmato.pdf")).toBe(true);
  });

  it("says a wrong OTP under its field in the provider's words, and clears it, keeping the PIN", async () => {
    const sign = vi
      .fn()
      .mockRejectedValueOnce(
        refusal(400, { otp: ["Codice OTP non corretto o scaduto. Il fornitore dice: OTP errato"] }),
      )
      .mockResolvedValueOnce(report);
    await draw(fakeCalls({ sign }), { session: "from-oauth" });
    await click(button("Continua"));
    await type(field("PIN di firma"), "12345678");
    await type(field("Codice OTP"), "000000");
    await click(button("Firma il contratto"));
    expect(errorOf(field("Codice OTP"))).toBe(
      "Codice OTP non corretto o scaduto. Il fornitore dice: OTP errato",
    );
    expect(field("Codice OTP").value).toBe("");
    expect(field("PIN di firma").value).toBe("12345678");
    expect(await seriousA11yViolations()).toEqual([]);
    await type(field("Codice OTP"), "123456");
    await click(button("Firma il contratto"));
    expect(hasText("Firmata la copia")).toBe(true);
  });

  it("says a wrong PIN under the PIN, with the tries left", async () => {
    const sign = vi.fn(async () => {
      throw refusal(400, { pin: ["PIN non corretto: 2 tentativi rimasti. Il fornitore dice: PIN errato"] });
    });
    const credentials = vi.fn(async () => [credential("only", { otp_required: false })]);
    await draw(fakeCalls({ sign, credentials }), { session: "from-oauth" });
    await click(button("Continua"));
    expect(() => field("Codice OTP")).toThrow();
    await type(field("PIN di firma"), "00000000");
    await click(button("Firma il contratto"));
    expect(sign).toHaveBeenCalledWith(expect.objectContaining({ credential_id: "only", otp: null }));
    expect(errorOf(field("PIN di firma"))).toContain("2 tentativi rimasti");
    expect(field("PIN di firma").value).toBe("");
  });

  it("says the provider was slow and that nothing changed, and lets the signer try again", async () => {
    await draw(fakeCalls({ sign: vi.fn(async () => Promise.reject(refusal(504, {}))) }), {
      session: "from-oauth",
    });
    await click(button("Continua"));
    await type(field("PIN di firma"), "12345678");
    await type(field("Codice OTP"), "123456");
    await click(button("Firma il contratto"));
    expect(hasText("Il fornitore di firma remota non ha risposto in tempo")).toBe(true);
    expect(hasText("Il contratto non è stato modificato e nessuna firma è stata apposta")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
    expect(button("Firma il contratto").hasAttribute("disabled")).toBe(false);
  });

  it("says someone else signed meanwhile (409) in the server's words", async () => {
    const sign = vi.fn(async () => {
      throw refusal(409, {
        non_field_errors: ["Qualcun altro ha firmato o riaperto il contratto nel frattempo"],
      });
    });
    await draw(
      fakeCalls({ sign, credentials: vi.fn(async () => [credential("c", { otp_required: false })]) }),
      { session: "s" },
    );
    await click(button("Continua"));
    await type(field("PIN di firma"), "12345678");
    await click(button("Firma il contratto"));
    expect(hasText("Il contratto è cambiato nel frattempo")).toBe(true);
    expect(hasText("Qualcun altro ha firmato o riaperto il contratto nel frattempo")).toBe(true);
  });

  it("sends the signer back to sign in when the ten-minute session is over", async () => {
    const credentials = vi.fn(async () => {
      throw refusal(400, { session: ["L'accesso al fornitore è scaduto"] });
    });
    await draw(fakeCalls({ credentials }), { session: "stale-session" });
    expect(hasText("Accesso al fornitore scaduto")).toBe(true);
    expect(hasText("Passo 1 di 3")).toBe(true);
    expect(field("Nome utente del fornitore")).toBeDefined();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("says a refused sign-in under the password, and empties it", async () => {
    const login = vi.fn(async () => {
      throw refusal(400, { password: ["Il fornitore non riconosce nome utente e password: —"] });
    });
    await draw(fakeCalls({ login }));
    await signIn();
    expect(errorOf(field("Password del fornitore"))).toContain("non riconosce nome utente e password");
    expect(field("Password del fornitore").value).toBe("");
  });

  it("sends an OAuth provider's signer to the page the server names", async () => {
    const calls = fakeCalls({ providers: vi.fn(async () => [{ name: "Provider OAuth", oauth: true }]) });
    await draw(calls);
    expect(hasText("Accederai sulla pagina di Provider OAuth")).toBe(true);
    await click(button("Accedi con Provider OAuth"));
    expect(calls.authorize).toHaveBeenCalledWith("Provider OAuth");
    expect(leaveForProvider).toHaveBeenCalledWith("https://provider.example/authorize?for=Provider OAuth");
    expect(button("Accedi con Provider OAuth").hasAttribute("data-loading")).toBe(true);
    // Back from the provider's page through the browser's back-forward cache: usable again.
    await act(async () => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    expect(button("Accedi con Provider OAuth").hasAttribute("data-loading")).toBe(false);
  });

  it("stays, saying why, when the server gives no provider's page", async () => {
    const authorize = vi.fn(async () => {
      throw refusal(400, { provider: ["Fornitore sconosciuto"] });
    });
    await draw(
      fakeCalls({ authorize, providers: vi.fn(async () => [{ name: "Provider OAuth", oauth: true }]) }),
    );
    await click(button("Accedi con Provider OAuth"));
    expect(hasText("Fornitore sconosciuto")).toBe(true);
    expect(leaveForProvider).not.toHaveBeenCalled();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("says, in words, that the signer cancelled on the provider's page, or that the sign-in failed", async () => {
    await draw(fakeCalls(), { failure: "access_denied" });
    expect(hasText("Passo 1 di 3")).toBe(true);
    expect(hasText("Accesso al fornitore annullato")).toBe(true);
    expect(hasText("access_denied")).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);
    unmount();
    await draw(fakeCalls(), { failure: "failed" });
    expect(hasText("Accesso al fornitore non riuscito")).toBe(true);
  });

  it("never lets the invitee choose a certificate issued to another codice fiscale", async () => {
    const credentials = vi.fn(async () => [
      credential("other", { preferred: true, fiscal_code: "BNCNNA80A41H501X", fiscal_code_matches: false }),
      credential("match", { fiscal_code_matches: true }),
    ]);
    await draw(fakeCalls({ credentials }), { session: "sealed-session" });
    const other = document.querySelector<HTMLInputElement>('input[type=radio][value="other"]');
    const match = document.querySelector<HTMLInputElement>('input[type=radio][value="match"]');
    expect(other?.disabled).toBe(true);
    expect(other?.checked).toBe(false);
    expect(match?.checked).toBe(true);
    expect(hasText("Intestato a un altro codice fiscale")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
    await click(button("Continua"));
    expect(hasText("Passo 3 di 3")).toBe(true);
  });

  it("says when no certificate is issued to the invitation's codice fiscale, and offers another account", async () => {
    const credentials = vi.fn(async () => [credential("other", { fiscal_code_matches: false })]);
    await draw(fakeCalls({ credentials }), { session: "sealed-session" });
    expect(hasText("Nessun certificato intestato al codice fiscale dell'invito")).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[type=radio][value="other"]')?.checked).toBe(false);
    expect(document.body.textContent).not.toContain("Continua");
    expect(await seriousA11yViolations()).toEqual([]);
    await click(button("Accedi con un altro account"));
    expect(hasText("Passo 1 di 3: accedi al fornitore")).toBe(true);
  });
});
