import type { TemplateDetail } from "@app/contracts";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerTemplate } from "../../test/customer-templates";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { B, bulkUploadCall, filledWorkbook, modelHeaders } from "./bulk-test-support";

let t: TestApp;
let mario: string;
let lease: TemplateDetail;
let headers: { labels: string[]; keys: string[] };

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  mario = await t.login("demo-customer");
  lease = await customerTemplate(t, mario, /canone concordato/);
  headers = await modelHeaders(t, mario, lease);
}, 120_000);
afterAll(() => t.close());

describe("bad files are refused with a sentence (400)", () => {
  const bomb = () =>
    Buffer.from(
      zipSync(
        {
          "xl/workbook.xml": new Uint8Array(10),
          "xl/worksheets/sheet1.xml": new Uint8Array(110 * 1024 * 1024),
        },
        { level: 9 },
      ),
    );
  const cases: [string, () => Buffer | null, string][] = [
    ["no file", () => null, "Allega il file"],
    ["a renamed PDF", () => Buffer.from("%PDF-1.7\n%%EOF"), "non è un foglio di calcolo"],
    ["a sheet without the model's headers", () => filledWorkbook(["a", "b"], ["A", "B"], []), "intestazioni"],
    ["a zip bomb", bomb, "decompresso"],
    [
      "a file of 6 MB",
      () => Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(6 << 20, 7)]),
      "5 MB",
    ],
    [
      "501 rows",
      () =>
        filledWorkbook(
          headers.keys,
          headers.labels,
          Array.from({ length: 501 }, (_, i) => ({ title: `Riga ${i}`, values: {} })),
        ),
      "al massimo 500",
    ],
  ];
  it("a multipart body cut short, or not multipart at all", async () => {
    for (const [contentType, payload] of [
      [
        "multipart/form-data; boundary=zz",
        '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
      ],
      ["application/json", '{"template": 1}'],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: `${B}/check/`,
        payload,
        headers: { ...authHeader(mario), "content-type": contentType },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().non_field_errors?.[0]).toMatch(/file/);
    }
  });

  it.each(cases)("%s", async (_name, bytes, words) => {
    const { status, body } = await bulkUploadCall(t, mario, "check", bytes(), { template: String(lease.id) });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(words);
  });
});
