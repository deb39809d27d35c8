import type { TemplateDetail } from "@app/contracts";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { B, bulkUploadCall, filledWorkbook, modelHeaders } from "./bulk-test-support";

let t: TestApp;
let mario: string;
let lease: TemplateDetail;
let headers: { labels: string[]; keys: string[] };

beforeAll(async () => {
  // One e-mail an hour: the second row's document is refused by the limit.
  t = await createTestApp({ SENDMAIL_MAX_PER_HOUR: 1 }, { demoCatalogue: true });
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

describe("the rows' e-mails keep to the hourly limit of a single send", () => {
  it("sends what the limit allows, says which row was not sent, and records each sent one", async () => {
    const rows = ["uno", "due"].map((name) => ({
      title: `Contratto ${name}`,
      values: sampleValues(lease.fields),
      override: { email: `${name}@esempio.it` },
    }));
    const before = t.sentMail.length;
    const { body } = await bulkUploadCall(
      t,
      mario,
      "create",
      filledWorkbook(headers.keys, headers.labels, rows),
      {
        template: String(lease.id),
      },
    );
    await t.app.jobs.runDue();
    expect(t.sentMail.slice(before).map((m) => m.to)).toEqual(["uno@esempio.it"]);
    const zip = await t.app.inject({
      method: "GET",
      url: `${B}/download/${body.job_id}/`,
      headers: authHeader(mario),
    });
    const manifest = strFromU8(unzipSync(new Uint8Array(zip.rawPayload))["manifest.csv"] as Uint8Array);
    expect(manifest).toMatch(
      /4,Contratto due,.*,redatto,Documento non inviato a due@esempio\.it: raggiunto il limite orario degli invii per e-mail \(1\)/,
    );
    const trail = await t.database.db.execute(
      sql`select count(*)::int as n from audit_events where action = 'agreement.sendmail' and data->>'bulk_job' = ${String(body.job_id)}`,
    );
    expect((trail as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  }, 120_000);
});
