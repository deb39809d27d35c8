import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signOut } from "../../test/customer-sign-in";
import { startSmtpPeer } from "../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let editor: string;
const P = "/api/profile/customer";
const E = "/api/profile/editor";

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: "https://contratti.example" },
    { realMailer: true, demoCatalogue: true },
  );
  editor = await t.login("demo-editor");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// In Italian, the default language, unless a call asks otherwise.
const call: TestApp["call"] = (...args) => t.call(...args);
const login = (username: string, password?: string) => signIn(t, username, password);
const _logout = (token: string) => signOut(t, token);

/** The link of the newest mail to `to`, as the SMTP peer received it (quoted-printable undone). */
function linkFor(to: string): string {
  const mail = [...smtp.received].reverse().find((m) => m.to.includes(to));
  const raw = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return /https:\/\/contratti\.example\/auth\/password\/reset\/confirm\?token=[\w-]+/.exec(raw)?.[0] ?? "";
}

describe("a firm's administrator and members", () => {
  it("lets a member read the firm but neither edit it nor invite", async () => {
    const paolo = await t.login("demo-colleague");
    const [company] = (await call("GET", `${P}/company/list/`, paolo)).body.results;
    expect(company.name).toBe("Bianchi Consulenti del Lavoro");
    expect(
      (await call("PUT", `${P}/company/partial-update/${company.id}/`, paolo, { phone: "011 1" })).status,
    ).toBe(403);
    const invite = { username: "x-invito", first_name: "X", last_name: "Y", email: "x@example.com" };
    expect((await call("POST", `${P}/profile/create/`, paolo, invite)).status).toBe(403);
    const people = (await call("GET", `${P}/profile/list/?no_page=no_page`, paolo)).body.results;
    expect(people.map((p: { username: string }) => p.username).sort()).toEqual([
      "demo-colleague",
      "demo-customer-2",
    ]);
    // A page of one counts the firm's people; the editors' counts everyone, with a firm or not.
    expect((await call("GET", `${P}/profile/list/?per_page=1`, paolo)).body).toMatchObject({ count: 2 });
    const editor = await t.login("demo-editor");
    const everyone = (await call("GET", `${E}/profile/list/?no_page=no_page`, editor)).body.results;
    expect(everyone.some((p: { company: number | null }) => p.company === null)).toBe(true);
    const first = (await call("GET", `${E}/profile/list/?per_page=1`, editor)).body;
    expect(first.count).toBe(everyone.length);
  });

  it("refuses a wrong VAT number and fiscal code field by field, and saves nothing", async () => {
    const giulia = await t.login("demo-customer-2");
    const [company] = (await call("GET", `${P}/company/list/`, giulia)).body.results;
    const refused = await call("PUT", `${P}/company/partial-update/${company.id}/`, giulia, {
      vat_number: "09876543210",
      fiscal_code: "RSSMRA80A01H501X",
      phone: "011 999999",
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body).sort()).toEqual(["fiscal_code", "status_code", "vat_number"]);
    expect((await call("GET", `${P}/company/retrieve/${company.id}/`, giulia)).body.phone).toBe(
      company.phone,
    );
    const saved = await call("PUT", `${P}/company/partial-update/${company.id}/`, giulia, {
      vat_number: "IT 09876543217",
    });
    expect(saved.body.vat_number).toBe("09876543217");
  });

  it("invites a colleague by e-mail with a single-use link, and refuses one beyond the seats", async () => {
    const giulia = await t.login("demo-customer-2");
    const invite = {
      username: "marco.conti",
      first_name: "Marco",
      last_name: "Conti",
      email: "marco.conti@example.com",
    };
    const created = await call("POST", `${P}/profile/create/`, giulia, invite);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: "marco.conti",
      role: "member",
      has_password: false,
      company_name: "Bianchi Consulenti del Lavoro",
    });
    const link = linkFor("marco.conti@example.com");
    expect(link).not.toBe("");
    const token = new URL(link).searchParams.get("token");
    const confirm = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/rest-auth/password/reset/confirm/",
        payload: { token, new_password1: password, new_password2: password },
      });
    expect((await confirm("Marco-Conti-2026!")).statusCode).toBe(200);
    expect((await confirm("Altra-Password-2026!")).statusCode).toBe(400);
    expect((await login("marco.conti", "Marco-Conti-2026!")).statusCode).toBe(200);
    // Three seats, three people now: a fourth is refused before anyone is created.
    const fourth = await call(
      "POST",
      `${P}/profile/create/`,
      giulia,
      { ...invite, username: "quarto", email: "q@example.com" },
      "en",
    );
    expect(fourth.status).toBe(409);
    expect(fourth.body.non_field_errors[0]).toContain("request more seats");
    expect((await call("GET", `${E}/profile/list/?filter__username=quarto`, editor)).body.count).toBe(0);
  });
});

describe("the editors' back office", () => {
  it("onboards a firm: company, a two-seat licence, its administrator invited; approves a request", async () => {
    const firm = await call("POST", `${E}/company/create/`, editor, {
      name: "Studio Gialli",
      legal_form: "Studio associato",
      vat_number: "03456789019",
      city: "Genova",
      province: "ge",
    });
    expect(firm.status).toBe(201);
    expect(firm.body.province).toBe("GE");
    const alias = await call("GET", `/api/profile/editorcompany/retrieve/${firm.body.id}/`, editor);
    expect(alias.body.name).toBe("Studio Gialli");
    const licence = await call("POST", `${E}/licence/create/`, editor, {
      company: firm.body.id,
      plan: "complete",
      seats: 2,
      valid_from: "2026-01-01",
      valid_to: "2027-12-31",
    });
    expect(licence.body).toMatchObject({
      modules: ["civil_commercial", "work"],
      status: "active",
      name: "Soluzione Completa",
    });
    const admin = await call("POST", `${E}/profile/create/`, editor, {
      username: "sara.gialli",
      first_name: "Sara",
      last_name: "Gialli",
      email: "sara@studio-gialli.example",
      company: firm.body.id,
      role: "administrator",
    });
    expect(admin.body).toMatchObject({ role: "administrator", is_customer: true, has_password: false });
    expect(linkFor("sara@studio-gialli.example")).not.toBe("");
    const badDates = await call("PUT", `${E}/licence/partial-update/${licence.body.id}/`, editor, {
      valid_to: "2025-01-01",
    });
    expect(Object.keys(badDates.body)).toContain("valid_to");

    const giulia = await t.login("demo-customer-2");
    const request = await call("POST", `${P}/licence/create/`, giulia, {
      plan: "work",
      seats: 2,
      note: "Due postazioni in più",
    });
    expect(request.body.status).toBe("requested");
    expect(
      (await call("PUT", `${P}/licence/partial-update/${request.body.id}/`, giulia, { seats: 4 })).body.seats,
    ).toBe(4);
    const listed = await call("GET", `${E}/licence/list/?filter__status=requested`, editor);
    expect(listed.body.results.map((l: { id: number }) => l.id)).toContain(request.body.id);
    const approved = await call("PATCH", `${E}/licence/set-status/${request.body.id}/`, editor, {
      status: "active",
    });
    expect(approved.body.status).toBe("active");
    expect(
      (await call("PUT", `${P}/licence/partial-update/${request.body.id}/`, giulia, { seats: 5 })).status,
    ).toBe(409);
    const expiring = await call("GET", `${E}/licence/list/?filter__expiring_within=36500`, editor);
    expect(expiring.body.count).toBeGreaterThan(0);
  });

  it("never lets an editor remove their own editor role", async () => {
    const me = (await call("GET", `${E}/profile/list/?filter__username=demo-editor`, editor)).body.results[0];
    const refused = await call("PUT", `${E}/profile/partial-update/${me.id}/`, editor, { is_editor: false });
    expect(refused.status).toBe(400);
    expect((await call("GET", `${E}/profile/retrieve/${me.id}/`, editor)).body.is_editor).toBe(true);
  });
});
