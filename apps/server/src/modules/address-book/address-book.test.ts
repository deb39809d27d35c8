import { describe, expect, it } from "vitest";
import { twoCustomersSuite } from "../../test/customer-sign-in";
import { authHeader, type TestApp } from "../../test/test-app";

let t: TestApp;
let mario: string;
let giulia: string;
const B = "/api/agreement/customer/address-book";

twoCustomersSuite((suite) => ({ t, mario, giulia } = suite));

async function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  token = mario,
  language = "it",
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...authHeader(token), "accept-language": language },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

const company = {
  typology: "SOC",
  data: {
    denominazione: "Studio Bianchi S.r.l.",
    forma_giuridica: "S.r.l.",
    partita_iva: "IT 00743110157",
    codice_fiscale: "00743110157",
    indirizzo: "Corso della Repubblica 1",
    cap: "47121",
    comune: "Forlì",
    provincia: "fc",
    pec: "studio@pec.esempio.it",
    codice_sdi: "m5uxcr1",
  },
};

describe("address book typologies", () => {
  it("give the four kinds of party with their fixed field slugs, key and title fields", async () => {
    const { status, body } = await call("GET", `${B}/typologies-mapping/`);
    expect(status).toBe(200);
    expect(body.results.map((t: { typology: string }) => t.typology)).toEqual(["PF", "DI", "SOC", "ENTE"]);
    expect(body.results[0]).toMatchObject({
      field_key_slug: "cognome",
      field_title_slugs: ["cognome", "nome"],
    });
  });
});

describe("address book contacts", () => {
  it("saves a company with its values as the registers write them, and lists it A to Z", async () => {
    const created = await call("POST", `${B}/create/`, company);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      typology: "SOC",
      title: "Studio Bianchi S.r.l.",
      letter: "S",
      duplicates: [],
      data: { partita_iva: "IT00743110157", provincia: "FC", codice_sdi: "M5UXCR1" },
    });
    const list = await call("GET", `${B}/list/?no_page=no_page`);
    expect(list.body.results.map((c: { id: number }) => c.id)).toContain(created.body.id);
    const search = await call("GET", `${B}/list/?no_page=no_page&free_filter__=00743110157`);
    expect(search.body.results.map((c: { id: number }) => c.id)).toEqual([created.body.id]);
  });

  it("refuses bad values keyed by their slug, in the user's language, and saves nothing", async () => {
    const before = (await call("GET", `${B}/list/?no_page=no_page`)).body.results.length;
    const refused = await call(
      "POST",
      `${B}/create/`,
      {
        typology: "PF",
        data: { nome: "Mario", codice_fiscale: "RSSMRA80A01H501X", cap: "4712", colore: "blu" },
      },
      mario,
      "en",
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      "data.cognome": ["The Surname field is required"],
      "data.codice_fiscale": [expect.stringContaining("right check character")],
      "data.cap": ["Postcode: a postcode has 5 digits"],
      "data.colore": ["The colore field does not belong to this kind of contact"],
    });
    expect((await call("GET", `${B}/list/?no_page=no_page`)).body.results.length).toBe(before);
  });

  it("changes only the fields sent, warns of a contact with the same identifiers, and is the owner's only", async () => {
    // "Ègidi" files under E: the letter without its accent.
    const person = await call("POST", `${B}/create/`, {
      typology: "PF",
      data: { nome: "Àlvaro", cognome: "Ègidi", codice_fiscale: "gdelvr80a01h501b" },
    });
    expect(person.body).toMatchObject({
      letter: "E",
      title: "Ègidi Àlvaro",
      data: { codice_fiscale: "GDELVR80A01H501B" },
    });
    const first = await call("POST", `${B}/create/`, {
      typology: "PF",
      data: { nome: "Mario", cognome: "Rossi", codice_fiscale: "RSSMRA80A01H501U", comune: "Roma" },
    });
    expect(first.body.letter).toBe("R");
    const twin = await call("POST", `${B}/create/`, {
      typology: "PF",
      data: { nome: "Mario", cognome: "Rossi", codice_fiscale: "rssmra80a01h501u" },
    });
    expect(twin.status).toBe(201);
    expect(twin.body.duplicates).toEqual([{ id: first.body.id, title: "Rossi Mario" }]);
    const renamed = await call("PUT", `${B}/partial-update/${first.body.id}/`, { data: { nome: "Mariano" } });
    expect(renamed.body).toMatchObject({
      title: "Rossi Mariano",
      data: { comune: "Roma", codice_fiscale: "RSSMRA80A01H501U" },
    });
    const cleared = await call("PUT", `${B}/partial-update/${first.body.id}/`, { data: { comune: "" } });
    expect(cleared.body.data.comune).toBeUndefined();
    const required = await call("PUT", `${B}/partial-update/${first.body.id}/`, { data: { cognome: null } });
    expect(required.status).toBe(400);
    expect((await call("GET", `${B}/retrieve/${first.body.id}/`)).body.data.cognome).toBe("Rossi");
    // Another customer never sees, changes or deletes it.
    expect((await call("GET", `${B}/retrieve/${first.body.id}/`, undefined, giulia)).status).toBe(404);
    expect((await call("DELETE", `${B}/destroy/${first.body.id}/`, undefined, giulia)).status).toBe(404);
    expect((await call("GET", `${B}/list/?no_page=no_page`, undefined, giulia)).body.results).toEqual([]);
    expect((await call("DELETE", `${B}/destroy/${first.body.id}/`)).status).toBe(204);
    expect((await call("GET", `${B}/retrieve/${first.body.id}/`)).status).toBe(404);
  });
});
