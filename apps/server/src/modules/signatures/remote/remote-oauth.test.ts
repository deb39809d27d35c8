import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, GUEST_PASSWORD, lastOtp, SANDBOX_PIN } from "../../../test/csc-sandbox";
import { authHeader } from "../../../test/test-app";
import { A, C, frozenContract, GUEST_FISCAL_CODE, remoteSignSuite, rx } from "./remote-sign-fixture";

/**
 * OAuth 2.0 authorization code sign-in (issue 46 §2) against the sandbox's own sign-in page: the
 * browser's steps replayed — the app's 302, the provider's form, its 302 back with the code, the
 * callback's 302 to the web page with the session in the fragment.
 */
const OAUTH = "Sandbox CSC (OAuth)";
const PAGE = "/customer/agreement/firma/";
remoteSignSuite({
  users: ["demo-customer", "demo-customer-2", "ospite-1"],
  providers: (password) => [password, { ...password, name: OAUTH, oauth: true }],
});

const inject = (url: string, token?: string, headers: Record<string, string> = {}) =>
  rx.t.app.inject({ method: "GET", url, headers: { ...(token ? authHeader(token) : {}), ...headers } });

/** The provider's form submitted as the browser does (its hidden fields are the request's query). */
async function signInAtProvider(location: string, typed: Record<string, string>) {
  const url = new URL(location);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<label for="username">');
  const answer = await fetch(`${url.origin}${url.pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), action: "allow", ...typed }),
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
  return answer.headers.get("location") ?? "";
}

/** The provider's redirect back, through the app's callback: where the browser lands. */
async function callback(providerRedirect: string) {
  const back = new URL(providerRedirect);
  expect(`${back.origin}${back.pathname}`).toBe("http://localhost:3000/api/remote-sign/callback/");
  const answer = await inject(`${back.pathname}${back.search}`);
  expect(answer.statusCode, answer.body).toBe(302);
  expect(answer.headers["cache-control"]).toBe("no-store");
  return new URL(String(answer.headers.location));
}

const fragment = (landed: URL) => new URLSearchParams(landed.hash.slice(1));

describe("OAuth 2.0 sign-in to a provider (issue 46)", () => {
  it("sends the owner to the provider, and back to their page with a session that signs", async () => {
    const authorize = `${C}/remote-sign/authorize/?provider=${encodeURIComponent(OAUTH)}&return=${encodeURIComponent(PAGE)}`;
    const redirect = await inject(authorize, rx.mario);
    expect(redirect.statusCode, redirect.body).toBe(302);
    const location = String(redirect.headers.location);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${rx.sandbox.origin}/csc/v2/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "contratti-online",
      redirect_uri: "http://localhost:3000/api/remote-sign/callback/",
      scope: "service",
      code_challenge_method: "S256",
    });
    // The state is sealed: it names neither the user nor the page.
    expect(url.searchParams.get("state")).not.toMatch(/customer|firma|demo/);
    // A client that must send its bearer token fetches the address instead.
    const json = await inject(authorize, rx.mario, { accept: "application/json" });
    expect(json.statusCode).toBe(200);
    expect(json.json().location).toMatch(/\/csc\/v2\/oauth2\/authorize\?/);

    const landed = await callback(
      await signInAtProvider(location, { username: "demo-customer", password: DEMO_PASSWORD }),
    );
    expect(`${landed.origin}${landed.pathname}`).toBe(`http://localhost:3000${PAGE}`);
    expect(landed.search).toBe("");
    const session = fragment(landed).get("session") ?? "";
    expect(fragment(landed).get("provider")).toBe(OAUTH);

    const q = `?session=${encodeURIComponent(session)}`;
    const credentials = await rx.t.call("GET", `${C}/remote-sign/credentials/${q}`, rx.mario);
    expect(credentials.status).toBe(200);
    expect(credentials.body[0]).toMatchObject({
      credential_id: "sandbox-demo-customer",
      holder: "Mario Rossi",
    });
    expect((await rx.t.call("GET", `${C}/remote-sign/credentials/${q}`, rx.giulia)).status).toBe(400);

    const id = await frozenContract();
    const credential_id = "sandbox-demo-customer";
    const otp = await rx.t.call("POST", `${C}/remote-sign/send-otp/`, rx.mario, { session, credential_id });
    expect(otp.status).toBe(204);
    const signed = await rx.t.call("POST", `${A}/remote-sign/${id}/`, rx.mario, {
      session,
      credential_id,
      pin: SANDBOX_PIN,
      otp: lastOtp(rx.sandbox),
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.signers).toEqual([expect.objectContaining({ name: "Mario Rossi", trusted: true })]);
  });

  it("brings the signer back with the reason when they cancel, and refuses a forged state", async () => {
    const redirect = await inject(
      `${C}/remote-sign/authorize/?provider=${encodeURIComponent(OAUTH)}`,
      rx.mario,
    );
    const url = new URL(String(redirect.headers.location));
    const denied = await fetch(`${url.origin}${url.pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), action: "deny" }),
      redirect: "manual",
    });
    const landed = await callback(denied.headers.get("location") ?? "");
    expect(landed.pathname).toBe("/");
    expect(fragment(landed).get("remote_sign_error")).toBe("access_denied");
    expect(fragment(landed).has("session")).toBe(false);

    const state = url.searchParams.get("state") ?? "";
    const forged = await inject(`/api/remote-sign/callback/?code=x&state=${state.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().state[0]).toMatch(/scaduto o non è valido/);
    // A code the provider never gave: back to the page, saying it failed, no session.
    const unknown = await callback(
      `http://localhost:3000/api/remote-sign/callback/?code=nope&state=${state}`,
    );
    expect(fragment(unknown).get("remote_sign_error")).toBe("failed");
  });

  it("goes back only to a page of this site, and only for an oauth provider", async () => {
    for (const target of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const answer = await inject(
        `${C}/remote-sign/authorize/?provider=${encodeURIComponent(OAUTH)}&return=${encodeURIComponent(target)}`,
        rx.mario,
      );
      expect(answer.statusCode, target).toBe(400);
      expect(answer.json().return).toHaveLength(1);
    }
    const password = await inject(`${C}/remote-sign/authorize/?provider=Sandbox%20CSC`, rx.mario);
    expect(password.statusCode).toBe(400);
    expect(password.json().provider[0]).toMatch(/nome utente e password/);
    const login = await rx.t.call("POST", `${C}/remote-sign/login/`, rx.mario, {
      provider: OAUTH,
      username: "demo-customer",
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(400);
  });

  it("signs an invitee in from the link's page and back to it, the session the invitation's", async () => {
    const id = await frozenContract();
    const created = await rx.t.call("POST", `${A}/sign-invite/${id}/`, rx.mario, {
      name: "Laura Ferrari",
      email: "laura.ferrari@esempio.it",
      fiscal_code: GUEST_FISCAL_CODE,
    });
    expect(created.status).toBe(201);
    const token = /\/firma\/([A-Za-z0-9_-]+)/.exec(rx.t.sentMail.at(-1)?.text ?? "")?.[1] ?? "";
    const redirect = await inject(
      `/api/sign/${token}/remote-sign/authorize/?provider=${encodeURIComponent(OAUTH)}`,
    );
    expect(redirect.statusCode, redirect.body).toBe(302);
    const landed = await callback(
      await signInAtProvider(String(redirect.headers.location), {
        username: "ospite-1",
        password: GUEST_PASSWORD,
      }),
    );
    expect(landed.pathname).toBe(`/firma/${token}`);
    const session = fragment(landed).get("session") ?? "";
    const q = `?session=${encodeURIComponent(session)}`;
    const credentials = await inject(`/api/sign/${token}/remote-sign/credentials/${q}`);
    expect(credentials.statusCode).toBe(200);
    expect(credentials.json()[0]).toMatchObject({ holder: "Laura Ferrari", fiscal_code_matches: true });
    expect((await rx.t.call("GET", `${C}/remote-sign/credentials/${q}`, rx.mario)).status).toBe(400);
    expect(
      (await inject(`/api/sign/${"A".repeat(43)}/remote-sign/authorize/?provider=${OAUTH}`)).statusCode,
    ).toBe(404);
  });

  // Last: it spends this address's callbacks.
  it("answers 429 to an address that sends the callback more than 30 times in 10 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await inject(`/api/remote-sign/callback/?code=x&state=${"A".repeat(40)}`)).statusCode);
    expect(statuses.slice(0, 25).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
