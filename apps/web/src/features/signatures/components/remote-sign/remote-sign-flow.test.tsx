// @vitest-environment jsdom
import type { RemoteSignCredential, SignedCopyReport } from "@app/contracts";
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
import { RemoteSignFlow } from "./remote-sign-flow";

const credential = (id: string, changes: Record<string, unknown> = {}): RemoteSignCredential =>
  ({
    credential_id: id,
    holder: "Mario Rossi",
    fiscal_code: "RSSMRA80A01H501U",
    issuer: "CA di prova",
    valid_from: "2026-01-01T00:00:00.000Z",
    valid_to: "2028-12-31T00:00:00.000Z",
    qualified: true,
    otp_required: true,
    ...changes,
  }) as RemoteSignCredential;
const report = { id: 9, file_name: "contratto-firmato.pdf" } as SignedCopyReport;
const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, { status_code: status, ...body } as never);

function fakeCalls(changes: Partial<RemoteSignCalls> = {}): RemoteSignCalls {
  return {
    scope: `test-${Math.random()}`,
    providers: vi.fn(async () => [{ name: "Sandbox CSC", oauth: false }]),
    login: vi.fn(async () => ({ session: "sealed-session" })),
    authorizeUrl: (provider) => `/authorize/?provider=${provider}`,
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
afterEach(() => unmount());

const draw = async (calls: RemoteSignCalls, initialSession: string | null = null) => {
  ({ unmount } = await renderScreen(
    <RemoteSignFlow
      calls={calls}
      initialSession={initialSession}
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
    await draw(fakeCalls({ sign }), "from-oauth");
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
    await draw(fakeCalls({ sign, credentials }), "from-oauth");
    await click(button("Continua"));
    expect(() => field("Codice OTP")).toThrow();
    await type(field("PIN di firma"), "00000000");
    await click(button("Firma il contratto"));
    expect(sign).toHaveBeenCalledWith(expect.objectContaining({ credential_id: "only", otp: null }));
    expect(errorOf(field("PIN di firma"))).toContain("2 tentativi rimasti");
    expect(field("PIN di firma").value).toBe("");
  });

  it("says the provider was slow and that nothing changed, and lets the signer try again", async () => {
    await draw(fakeCalls({ sign: vi.fn(async () => Promise.reject(refusal(504, {}))) }), "from-oauth");
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
      "s",
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
    await draw(fakeCalls({ credentials }), "stale-session");
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

  it("leads an OAuth provider's signer to its page", async () => {
    await draw(fakeCalls({ providers: vi.fn(async () => [{ name: "Provider OAuth", oauth: true }]) }));
    expect(button("Accedi con Provider OAuth").getAttribute("href")).toBe(
      "/authorize/?provider=Provider OAuth",
    );
  });
});
