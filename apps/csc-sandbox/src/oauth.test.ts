// OAuth 2.0 authorization code (CSC v2.0 §8.4): the sign-in form, the redirect with code and
// state, the token; and scope "credential", whose token signs without a separate SAD.
import { createHash, verify, X509Certificate } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_PASSWORD,
  PIN,
  RSA,
  SHA256,
  startTestSandbox,
  type TestSandbox,
  testConfig,
} from "./testing/sandbox";

const CLIENT = { client_id: "contratti-online", client_secret: "csc-sandbox-secret-2026" };
const REDIRECT = "http://localhost:3000/api/signatures/csc/callback";
const VERIFIER = "una-stringa-segreta-abbastanza-lunga-per-pkce-0123456789";
const CHALLENGE = createHash("sha256").update(VERIFIER).digest("base64url");

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox(testConfig(["demo-customer", "demo-customer-2"]));
});
afterAll(() => sandbox.close());

function authorizeQuery(extra: Record<string, string> = {}): Record<string, string> {
  return {
    response_type: "code",
    client_id: CLIENT.client_id,
    redirect_uri: REDIRECT,
    state: "stato-42",
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
    ...extra,
  };
}

/** Posts the form as the browser does: the request's hidden fields and what the user typed. */
async function submitForm(query: Record<string, string>, typed: Record<string, string>) {
  return sandbox.call("POST", "/csc/v2/oauth2/authorize", { form: { ...query, action: "allow", ...typed } });
}

function codeOf(location: string | null): string {
  const url = new URL(location ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
  expect(url.searchParams.get("state")).toBe("stato-42");
  return url.searchParams.get("code") ?? "";
}

function exchange(code: string, extra: Record<string, string> = {}) {
  return sandbox.call("POST", "/csc/v2/oauth2/token", {
    form: {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      code_verifier: VERIFIER,
      ...CLIENT,
      ...extra,
    },
  });
}

describe("oauth2/authorize", () => {
  it("shows an Italian sign-in form with labelled fields, carrying the request", async () => {
    const page = await sandbox.call(
      "GET",
      `/csc/v2/oauth2/authorize?${new URLSearchParams(authorizeQuery())}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = page.body as string;
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<label for="username">Nome utente</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain('name="state" value="stato-42"');
    expect(html).not.toContain('id="pin"');
  });

  it("says a wrong password on the form, in an alert tied to the fields", async () => {
    const page = await submitForm(authorizeQuery(), { username: "demo-customer", password: "sbagliata" });
    expect(page.status).toBe(400);
    expect(page.body).toContain('<p role="alert" id="errore">Nome utente o password errati.</p>');
    expect(page.body).toContain('aria-describedby="errore"');
  });

  it("escapes what the request carries", async () => {
    const page = await sandbox.call(
      "GET",
      `/csc/v2/oauth2/authorize?${new URLSearchParams(authorizeQuery({ state: '"><script>alert(1)</script>' }))}`,
    );
    expect(page.body).not.toContain("<script>");
    expect(page.body).toContain("&#34;&#62;&#60;script&#62;");
  });

  it("refuses an unregistered redirect_uri on its own page, never redirecting there", async () => {
    const query = authorizeQuery({ redirect_uri: "https://attaccante.example/cb" });
    const page = await sandbox.call("GET", `/csc/v2/oauth2/authorize?${new URLSearchParams(query)}`);
    expect(page.status).toBe(400);
    expect(page.headers.get("location")).toBeNull();
    expect(page.body).toContain("redirect_uri");
  });

  it("sends the user back with access_denied on Annulla, and with the error of a bad request", async () => {
    const denied = await sandbox.call("POST", "/csc/v2/oauth2/authorize", {
      form: { ...authorizeQuery(), action: "deny" },
    });
    expect(denied.status).toBe(302);
    expect(new URL(denied.headers.get("location") ?? "").searchParams.get("error")).toBe("access_denied");
    const query = authorizeQuery({ response_type: "token" });
    const wrongType = await sandbox.call("GET", `/csc/v2/oauth2/authorize?${new URLSearchParams(query)}`);
    expect(new URL(wrongType.headers.get("location") ?? "").searchParams.get("error")).toBe(
      "unsupported_response_type",
    );
  });
});

describe("the code flow, scope service", () => {
  it("redirects with code and state; the code, once, gives a token that lists the credential", async () => {
    const signedIn = await submitForm(authorizeQuery(), {
      username: "demo-customer",
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status).toBe(302);
    const code = codeOf(signedIn.headers.get("location"));

    const token = await exchange(code);
    expect(token.status).toBe(200);
    expect(token.headers.get("cache-control")).toBe("no-store");
    expect(token.body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    const list = await sandbox.csc("credentials/list", { token: token.body.access_token });
    expect(list.body.credentialIDs).toEqual(["sandbox-demo-customer"]);

    const reused = await exchange(code);
    expect(reused.body).toEqual({
      error: "invalid_grant",
      error_description: "Authorization code is invalid or expired",
    });
  });

  it("authenticates the client by HTTP Basic too, and checks the secret, the redirect_uri and PKCE", async () => {
    const newCode = async () =>
      codeOf(
        (
          await submitForm(authorizeQuery(), { username: "demo-customer", password: DEMO_PASSWORD })
        ).headers.get("location"),
      );
    const wrongSecret = await exchange(await newCode(), { client_secret: "sbagliato" });
    expect(wrongSecret.body.error_description).toBe("Invalid parameter client_secret");
    const wrongRedirect = await exchange(await newCode(), { redirect_uri: "http://localhost:3000/altro" });
    expect(wrongRedirect.body.error_description).toBe("redirect_uri parameter does not match");
    const wrongVerifier = await exchange(await newCode(), { code_verifier: "un-altro-verificatore" });
    expect(wrongVerifier.body.error).toBe("invalid_grant");

    const basic = await sandbox.call("POST", "/csc/v2/oauth2/token", {
      basic: `${CLIENT.client_id}:${CLIENT.client_secret}`,
      form: {
        grant_type: "authorization_code",
        code: await newCode(),
        redirect_uri: REDIRECT,
        code_verifier: VERIFIER,
      },
    });
    expect(basic.status).toBe(200);
  });
});

describe("the code flow, scope credential", () => {
  it("asks the PIN too; its token signs the hash it was granted for, without a SAD", async () => {
    const hash = createHash("sha256").update("contratto").digest();
    const query = authorizeQuery({
      scope: "credential",
      credentialID: "sandbox-demo-customer",
      numSignatures: "1",
      hashes: hash.toString("base64url"),
      hashAlgorithmOID: SHA256,
    });
    const page = await sandbox.call("GET", `/csc/v2/oauth2/authorize?${new URLSearchParams(query)}`);
    expect(page.body).toContain('<label for="pin">PIN di firma</label>');

    const wrongPin = await submitForm(query, {
      username: "demo-customer",
      password: DEMO_PASSWORD,
      pin: "00000000",
    });
    expect(wrongPin.body).toContain("PIN errato: restano 2 tentativi.");
    const foreign = await submitForm(query, {
      username: "demo-customer-2",
      password: DEMO_PASSWORD,
      pin: PIN,
    });
    expect(foreign.body).toContain("La credenziale richiesta non è di questo utente.");

    const signedIn = await submitForm(query, {
      username: "demo-customer",
      password: DEMO_PASSWORD,
      pin: PIN,
    });
    const token = await exchange(codeOf(signedIn.headers.get("location")));
    expect(token.body).toMatchObject({ token_type: "Bearer", credentialID: "sandbox-demo-customer" });

    const signed = await sandbox.csc("signatures/signHash", {
      token: token.body.access_token,
      body: {
        credentialID: "sandbox-demo-customer",
        hashes: [hash.toString("base64")],
        hashAlgorithmOID: SHA256,
        signAlgo: RSA,
      },
    });
    expect(signed.status).toBe(200);
    const certificate = new X509Certificate(
      sandbox.pki.credentials.get("sandbox-demo-customer")?.der as Uint8Array,
    );
    const signature = Buffer.from(signed.body.signatures[0], "base64");
    expect(verify("sha256", Buffer.from("contratto"), certificate.publicKey, signature)).toBe(true);
  });
});
