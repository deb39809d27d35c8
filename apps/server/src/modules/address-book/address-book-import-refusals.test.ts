import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  contactsOf as contactsOfUser,
  multipart,
  uploadContacts,
  workbook,
} from "../../test/address-book-uploads";
import { IMPORT_HEADER, importRow } from "../../test/contact-fixtures";
import { twoCustomersSuite } from "../../test/customer-sign-in";
import { authHeader, type TestApp } from "../../test/test-app";

// What the address book's import refuses, with nothing saved: an empty, oversized, corrupt or
// non-spreadsheet file, a zip bomb, too many rows, no typology column, no file at all.
let t: TestApp;
let mario: string;
let giulia: string;
const B = "/api/agreement/customer/address-book";

twoCustomersSuite((suite) => ({ t, mario, giulia } = suite));

const upload = (bytes: Buffer, token = mario, url?: string, language?: string) =>
  uploadContacts(t, bytes, token, url, language);
const contactsOf = (token: string) => contactsOfUser(t, token);
const rowsOf = () => [IMPORT_HEADER, importRow(500)];

describe("address book import refuses bad files and changes nothing", () => {
  const bigZeros = () =>
    Buffer.from(
      zipSync(
        {
          "xl/workbook.xml": new Uint8Array(10),
          "xl/worksheets/sheet1.xml": new Uint8Array(110 * 1024 * 1024),
        },
        { level: 9 },
      ),
    );
  const cases: [string, () => Buffer, number, string][] = [
    [
      "a renamed PDF",
      () => Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF"),
      415,
      "non è un foglio di calcolo",
    ],
    ["an empty file", () => Buffer.alloc(0), 400, "vuoto"],
    [
      "a .docx",
      () => Buffer.from(zipSync({ "word/document.xml": new Uint8Array(10) })),
      415,
      "non è un foglio di calcolo",
    ],
    ["a zip bomb", bigZeros, 413, "decompresso"],
    [
      "a file of 6 MB",
      () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(6 * 1024 * 1024, 7)]),
      413,
      "5 MB",
    ],
    [
      "5,001 rows",
      () => workbook([IMPORT_HEADER, ...Array.from({ length: 5001 }, (_, i) => importRow(100 + i))]),
      400,
      "più di 5000 righe",
    ],
    [
      "no typology column",
      () =>
        workbook([
          ["Nome", "Cognome"],
          ["Ada", "Neri"],
        ]),
      400,
      "Manca la colonna Tipologia",
    ],
    [
      "a corrupt xlsx",
      () => Buffer.from(zipSync({ "xl/workbook.xml": Buffer.from("<not xml") })),
      400,
      "non si può leggere",
    ],
  ];
  it.each(cases)(
    "refuses %s",
    async (_name, bytes, status, message) => {
      const before = (await contactsOf(giulia)).length;
      const answer = await upload(bytes(), giulia);
      expect(answer.status).toBe(status);
      expect(JSON.stringify(answer.body)).toContain(message);
      expect(await contactsOf(giulia)).toHaveLength(before);
    },
    30_000,
  );

  it("asks for a file when the part is missing or misnamed, and for multipart at all", async () => {
    const misnamed = multipart(workbook(rowsOf()), "a.xlsx", "other");
    const response = await t.app.inject({
      method: "POST",
      url: `${B}/import/`,
      payload: misnamed.payload,
      headers: { ...authHeader(mario), ...misnamed.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors[0]).toContain("Scegli un file");
    const json = await t.app.inject({
      method: "POST",
      url: `${B}/import/`,
      payload: { file: "x" },
      headers: authHeader(mario),
    });
    expect(json.statusCode).toBe(415);
  });
});
