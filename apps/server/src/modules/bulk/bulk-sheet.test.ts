import type { TemplateField, TemplateItemField } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/http/app-error";
import { planSheet } from "./bulk-sheet";

const field = (
  slug: string,
  type: TemplateField["type"],
  more: Partial<TemplateField> = {},
): TemplateField => ({
  slug,
  label: slug.toUpperCase(),
  type,
  help: "",
  visible: true,
  disable: false,
  required: false,
  field_set: "",
  attributes: {},
  validators: [],
  ...more,
});

const fields: TemplateField[] = [
  field("arredato", "boolean", { required: true }),
  // Asked only when furnished: an inventory date.
  field("data_inventario", "date", { required: true, visible_if: "arredato" }),
  field("zona", "select", { attributes: { options: [{ value: "centro", label: "Centro storico" }] } }),
  field("conduttori", "group", {
    min: 1,
    max: 2,
    item_label: "Conduttore",
    fields: [
      field("nome", "text", { required: true }),
      field("codice_fiscale", "fiscal_code"),
    ] as TemplateItemField[],
  }),
];
const keys = [
  "titolo",
  "email",
  "arredato",
  "data_inventario",
  "zona",
  "conduttori.1.nome",
  "conduttori.1.codice_fiscale",
  "conduttori.2.nome",
  "conduttori.2.codice_fiscale",
];
const plan = (...rows: (string | number | null)[][]) =>
  planSheet(
    { firstRow: 1, rows: [keys.map((k) => k.toUpperCase()), keys, ...rows] },
    { title: "Locazione", fields },
    "it",
  );

describe("a bulk row read and checked as the compile screen checks it", () => {
  it("reads Sì/No, a date serial, a select by its label, and a group's numbered columns", async () => {
    const { rows } = await plan([
      "Mario",
      null,
      "Sì",
      46023,
      "centro storico",
      null,
      null,
      "Anna",
      "RSSMRA80A01H501U",
    ]);
    expect(rows[0]).toMatchObject({
      row: 3,
      title: "Mario",
      errors: [],
      // Item 1 empty: item 2 is the group's first, an empty item is no item.
      values: {
        arredato: true,
        data_inventario: "2026-01-01",
        zona: "centro",
        conduttori: [{ nome: "Anna", codice_fiscale: "RSSMRA80A01H501U" }],
      },
    });
  });

  it("ignores a hidden question, requires a visible one, and names each problem's cell", async () => {
    const { rows } = await plan(
      [null, null, "No", "non una data", null, "Anna", null, null, null],
      [null, "non-email", "Sì", null, "Periferia", null, "XYZ", null, null],
    );
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.title).toBe("Locazione — riga 3");
    expect(rows[1]?.errors.map((e) => [e.row, e.column, e.key])).toEqual([
      [4, "D · DATA_INVENTARIO", "data_inventario"],
      [4, "E · ZONA", "zona"],
      [4, "F · CONDUTTORI.1.NOME", "conduttori.1.nome"],
      [4, "G · CONDUTTORI.1.CODICE_FISCALE", "conduttori.1.codice_fiscale"],
      [4, "B · EMAIL", "email"],
    ]);
    expect(rows[1]?.errors[0]?.message).toBe("Il campo DATA_INVENTARIO è obbligatorio");
  });

  it("names a group with too few items by its first column", async () => {
    const { rows } = await plan([null, null, "No", null, null, null, null, null, null]);
    expect(rows[0]?.errors).toEqual([
      {
        row: 3,
        column: "F · CONDUTTORI.1.NOME",
        key: "conduttori",
        message: expect.stringContaining("almeno 1"),
      },
    ]);
  });

  it("refuses a sheet whose second row holds none of the model's keys", async () => {
    await expect(
      planSheet({ firstRow: 1, rows: [["a"], ["b"], ["c"]] }, { title: "x", fields }, "it"),
    ).rejects.toThrow(AppError);
  });

  it("lets other requests run while it checks a long sheet", async () => {
    const row = ["Mario", null, "No", null, null, "Mario Rossi", "RSSMRA80A01H501U", null, null];
    // Another request's turn: a callback queued for each turn of the event loop. It runs only
    // when the check gives the loop its turns, once every ten rows. (A 1 ms timer counted here
    // before, and a fast machine checked the 200 rows in 5 ms: two ticks, and a failure.)
    let others = 0;
    let checking = true;
    const otherRequest = () => {
      if (!checking) return;
      others++;
      setImmediate(otherRequest);
    };
    setImmediate(otherRequest);
    const { rows } = await plan(...Array.from({ length: 200 }, () => row));
    checking = false;
    expect(rows).toHaveLength(200);
    expect(others).toBeGreaterThanOrEqual(15);
  });
});
