import type { TemplateDetail } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleValues } from "../../test/sample-values";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string; // civil-commercial only
let giulia: string; // everything
let lease: TemplateDetail;
let employmentId: number;

const C = "/api/agreement/customer";
const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  token: string,
  payload?: object,
) => t.call(method, url, token, payload, { "accept-language": "en" });

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
  const list = (await call("GET", `${C}/template/list/?no_page=no_page`, giulia)).body.results;
  // A lease whose parties are single fields (the 4+4's repeat).
  const leaseId = list.find((r: { title: string }) => /canone concordato/.test(r.title)).id;
  employmentId = list.find((r: { module: string }) => r.module === "work").id;
  lease = (await call("GET", `${C}/template/retrieve/${leaseId}/`, mario)).body;
});
afterAll(() => t.close());

const create = (token: string, payload: object) => call("POST", `${C}/agreement/create/`, token, payload);

describe("drafting an agreement", () => {
  it("saves an incomplete draft as invalid, with the messages per field", async () => {
    const { status, body } = await create(mario, {
      title: "Locazione via Roma",
      template: lease.id,
      values: {},
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: "Locazione via Roma",
      template: lease.id,
      template_title: lease.title,
      template_language: "it",
      is_valid: false,
      status: "draft",
      values: {},
    });
    const required = lease.fields.find((f) => f.required);
    expect(body.errors[required?.slug ?? ""]).toEqual([`The ${required?.label} field is required`]);
  });

  it("is valid once every required field holds a good value, and can then be set ready", async () => {
    const values = sampleValues(lease.fields);
    const { body } = await create(mario, { title: "Completo", template: lease.id, values });
    expect(body.is_valid).toBe(true);
    expect(body.errors).toEqual({});
    const ready = await call("PATCH", `${C}/agreement/set-status/${body.id}/`, mario, { status: "ready" });
    expect(ready.body.status).toBe("ready");
    // Breaking a value makes it invalid again and sends it back to draft.
    const fiscal = lease.fields.find((f) => f.type === "fiscal_code" && f.required);
    const broken = await call("PUT", `${C}/agreement/partial-update/${body.id}/`, mario, {
      values: { ...values, [fiscal?.slug ?? ""]: "RSSMRA80A01H501X" },
    });
    expect(broken.body).toMatchObject({ is_valid: false, status: "draft" });
    expect(broken.body.errors[fiscal?.slug ?? ""]).toEqual([
      `The ${fiscal?.label} field is not a valid fiscal code`,
    ]);
  });

  it("changes only what a partial update sends: a rename keeps every value (issue 13)", async () => {
    const values = sampleValues(lease.fields);
    const { body } = await create(mario, {
      title: "Prima del cambio di titolo",
      template: lease.id,
      values,
      customized_body: "<p>Testo personalizzato {{field::%s}}</p>".replace("%s", lease.fields[0]?.slug ?? ""),
    });
    expect(body.is_valid).toBe(true);
    const renamed = await call("PUT", `${C}/agreement/partial-update/${body.id}/`, mario, {
      title: "Nuovo titolo",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Nuovo titolo", values, is_valid: true });
    expect(renamed.body.customized_body).toBe(body.customized_body);
    expect(renamed.body.parties).toEqual(body.parties);
    // An empty update changes nothing, and the stored row says the same as the answer.
    expect((await call("PUT", `${C}/agreement/partial-update/${body.id}/`, mario, {})).body).toMatchObject({
      title: "Nuovo titolo",
      values,
    });
    const stored = await call("GET", `${C}/agreement/retrieve/${body.id}/`, mario);
    expect(stored.body).toMatchObject({ title: "Nuovo titolo", values, is_valid: true });
  });

  it("moves through draft, ready, public and completed; only a complete agreement leaves draft", async () => {
    const complete = (
      await create(mario, { title: "Stati", template: lease.id, values: sampleValues(lease.fields) })
    ).body;
    for (const status of ["ready", "public", "completed", "draft", "completed"]) {
      const changed = await call("PATCH", `${C}/agreement/set-status/${complete.id}/`, mario, { status });
      expect(changed.status, status).toBe(200);
      expect(changed.body.status).toBe(status);
    }
    const incomplete = (await create(mario, { title: "Incompleto", template: lease.id })).body;
    for (const status of ["ready", "public", "completed"]) {
      const refused = await call("PATCH", `${C}/agreement/set-status/${incomplete.id}/`, mario, { status });
      expect(refused.status, status).toBe(409);
    }
    const unknown = await call("PATCH", `${C}/agreement/set-status/${incomplete.id}/`, mario, {
      status: "signed",
    });
    expect(unknown.status).toBe(400);
    // A completed contract whose values stop being complete goes back to draft.
    const required = lease.fields.find((f) => f.required)?.slug ?? "";
    const broken = await call("PUT", `${C}/agreement/partial-update/${complete.id}/`, mario, {
      values: { ...complete.values, [required]: "" },
    });
    expect(broken.body).toMatchObject({ is_valid: false, status: "draft" });
  });

  it("refuses to set an incomplete agreement ready", async () => {
    const { body } = await create(mario, { title: "Bozza", template: lease.id });
    const refused = await call("PATCH", `${C}/agreement/set-status/${body.id}/`, mario, { status: "ready" });
    expect(refused.status).toBe(409);
    expect(refused.body.non_field_errors).toEqual(["Complete the contract before marking it ready"]);
  });

  it("says which status an incomplete agreement was refused, in the caller's language (issue 31)", async () => {
    const { body } = await create(mario, { title: "Bozza pubblica", template: lease.id });
    const setStatus = (status: string, language: string) =>
      t.app.inject({
        method: "PATCH",
        url: `${C}/agreement/set-status/${body.id}/`,
        payload: { status },
        headers: { ...authHeader(mario), "accept-language": language },
      });
    for (const [status, it, en] of [
      [
        "public",
        "Completa il contratto prima di segnarlo come pubblico",
        "Complete the contract before marking it as public",
      ],
      [
        "completed",
        "Completa il contratto prima di segnarlo come completato",
        "Complete the contract before marking it as completed",
      ],
    ] as const) {
      expect((await setStatus(status, "it")).json(), status).toEqual({
        status_code: 409,
        non_field_errors: [it],
      });
      expect((await setStatus(status, "en")).json(), status).toEqual({
        status_code: 409,
        non_field_errors: [en],
      });
    }
  });

  it("requires a title and refuses values for fields the template does not have", async () => {
    const noTitle = await create(mario, { title: "  ", template: lease.id });
    expect(noTitle.body).toEqual({ status_code: 400, title: ["The Title field is required"] });
    const unknown = await create(mario, { title: "X", template: lease.id, values: { campo_inventato: "x" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body["values.campo_inventato"]).toEqual([
      "The campo_inventato field does not belong to this contract's template",
    ]);
  });

  it("refuses a list of items for a field that is not a repeating group (issue 32)", async () => {
    const [slug] = lease.fields.map((f) => f.slug);
    const listed = await create(mario, {
      title: "X",
      template: lease.id,
      values: { [slug as string]: [{}] },
    });
    expect(listed.status).toBe(400);
    expect(listed.body[`values.${slug}`]).toEqual([`The ${slug} field has an invalid type`]);
  });

  it("refuses a template outside the subscription", async () => {
    const refused = await create(mario, { title: "Assunzione", template: employmentId });
    expect(refused.status).toBe(403);
    expect((await create(giulia, { title: "Assunzione", template: employmentId })).status).toBe(201);
  });

  it("keeps a sanitised customised text", async () => {
    const { body } = await create(mario, {
      title: "Personalizzato",
      template: lease.id,
      customized_body: '<p onclick="x()">Il {{field::locatore_nome}} concede<script>alert(1)</script></p>',
    });
    expect(body.customized_body).toBe("<p>Il {{field::locatore_nome}} concede</p>");
    const reset = await call("PUT", `${C}/agreement/partial-update/${body.id}/`, mario, {
      customized_body: null,
    });
    expect(reset.body.customized_body).toBeNull();
  });

  it("duplicates under a new title as a draft copy", async () => {
    const { body: source } = await create(mario, {
      title: "Originale",
      template: lease.id,
      values: sampleValues(lease.fields),
    });
    const copy = await call("POST", `${C}/agreement/duplicate/${source.id}/`, mario, { title: "Copia" });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: "Copia",
      status: "draft",
      is_valid: true,
      values: source.values,
    });
    expect(copy.body.id).not.toBe(source.id);
    expect((await call("POST", `${C}/agreement/duplicate/${source.id}/`, mario, { title: "" })).status).toBe(
      400,
    );
  });
});

describe("ownership: another customer's agreement is unreachable by every call", () => {
  it("answers 404 to read, change, set status, duplicate and delete, and changes nothing", async () => {
    const { body: theirs } = await create(giulia, { title: "Di Giulia", template: lease.id });
    const id = theirs.id;
    const attempts = [
      call("GET", `${C}/agreement/retrieve/${id}/`, mario),
      call("PUT", `${C}/agreement/partial-update/${id}/`, mario, { title: "Preso" }),
      call("PATCH", `${C}/agreement/set-status/${id}/`, mario, { status: "draft" }),
      call("POST", `${C}/agreement/duplicate/${id}/`, mario, { title: "Copia" }),
      call("DELETE", `${C}/agreement/destroy/${id}/`, mario),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(404);
    const still = await call("GET", `${C}/agreement/retrieve/${id}/`, giulia);
    expect(still.body.title).toBe("Di Giulia");
  });
});
