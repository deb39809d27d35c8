// @vitest-environment jsdom
import type { AgreementValues, TemplateDetail, TemplateField, TemplateItemField } from "@app/contracts";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  errorOf,
  field,
  hasText,
  renderScreen,
  seriousA11yViolations,
  showsText,
  type,
} from "../../../lib/dom-test-harness";
import { SharedAnswersForm } from "./shared-answers-form";

const question = (slug: string, label: string, fieldSet: string, extra: Partial<TemplateField> = {}) =>
  ({
    slug,
    label,
    type: "text",
    help: "",
    visible: true,
    disable: false,
    required: true,
    field_set: fieldSet,
    attributes: {},
    validators: [],
    ...extra,
  }) as TemplateField;

const LEASE = {
  id: 5,
  title: "Locazione",
  fields: [
    question("locatore_nome", "Nome del locatore", "Locatore"),
    question("locatore_cf", "Codice fiscale del locatore", "Locatore", { type: "fiscal_code" }),
    question("conduttore_nome", "Nome del conduttore", "Conduttore"),
    question("conduttore_cf", "Codice fiscale del conduttore", "Conduttore", { type: "fiscal_code" }),
    question("canone", "Canone mensile", "Canone", { type: "currency" }),
    question("cedolare", "Cedolare secca", "Canone", { type: "boolean", required: false }),
    question("aliquota", "Aliquota della cedolare", "Canone", { type: "percentage", visible_if: "cedolare" }),
    question("garanti", "Garanti", "Garanzie", {
      type: "group",
      required: false,
      min: 1,
      max: 3,
      fields: [question("nome", "Nome", "") as TemplateItemField],
    }),
    question("deposito", "Deposito cauzionale", "Garanzie", { type: "currency", required: false }),
  ],
  parties: [
    { slug: "locatore", label: "Locatore", typology: "any", field_set: "Locatore" },
    { slug: "conduttore", label: "Conduttore", typology: "PF", field_set: "Conduttore" },
    { slug: "garanti", label: "Garanti", typology: "any", field_set: "Garanzie" },
  ],
} as unknown as TemplateDetail;

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function open(party: string) {
  const submitted: AgreementValues[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(LEASE), { headers: { "content-type": "application/json" } }),
    ),
  );
  ({ unmount } = await renderScreen(
    <SharedAnswersForm
      templateId={5}
      party={party}
      onSubmit={(values) => submitted.push(values)}
      footer={<button type="submit">Avvia</button>}
    />,
  ));
  await showsText("Canone mensile");
  return submitted;
}

const headings = () => [...document.querySelectorAll("h3")].map((h) => h.textContent);
const inputIds = () =>
  [...document.querySelectorAll("[data-field-input]")].map((e) => e.getAttribute("data-field-input"));

// The first test draws cold (texts, axe) on a machine shared with other work.
describe("the answers shared by a batch drafted from contacts", { timeout: 20_000 }, () => {
  it("asks every question but the chosen party's, grouped as the compile screen's steps", async () => {
    await open("conduttore");
    expect(headings()).toEqual(["Locatore", "Canone", "Garanzie", "Garanti"]);
    expect(inputIds()).toEqual([
      "locatore_nome",
      "locatore_cf",
      "canone",
      "cedolare",
      "garanti.0.nome",
      "deposito",
    ]);
    expect(hasText("Nome del conduttore")).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("leaves out a repeating party's group, and only it", async () => {
    await open("garanti");
    expect(headings()).toEqual(["Locatore", "Conduttore", "Canone", "Garanzie"]);
    expect(inputIds()).toContain("deposito");
    expect(inputIds()).not.toContain("garanti.0.nome");
  });

  it("refuses to submit wrong answers, shows each message and focuses the first; then sends the shared ones", async () => {
    const submitted = await open("conduttore");
    // A question shown by a condition is asked once the condition holds.
    expect(inputIds()).not.toContain("aliquota");
    const yes = document.querySelector<HTMLInputElement>('[data-field-input="cedolare"] input[value="true"]');
    if (!yes) throw new Error("no «Sì»");
    await click(yes);
    expect(inputIds()).toContain("aliquota");
    await type(field("Codice fiscale del locatore"), "RSSMRA80A01H501X");

    await click(button("Avvia"));
    expect(submitted).toEqual([]);
    expect(hasText("5 risposte mancano o non sono valide")).toBe(true);
    expect(errorOf(field("Nome del locatore"))).not.toBe("");
    expect(errorOf(field("Codice fiscale del locatore"))).not.toBe("");
    expect(errorOf(field("Canone mensile"))).not.toBe("");
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(document.activeElement?.id).toBe("field-locatore_nome");
    expect(await seriousA11yViolations()).toEqual([]);

    await type(field("Nome del locatore"), "Mario Rossi");
    await type(field("Codice fiscale del locatore"), "RSSMRA80A01H501U");
    await type(field("Canone mensile"), "800");
    await type(field("Aliquota della cedolare"), "10");
    await type(field("Nome"), "Anna Bianchi");
    // Enter in a field does not submit (the browser's implicit submission is cancelled).
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await act(async () => {
      field("Canone mensile").dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
    await click(button("Avvia"));
    expect(submitted).toEqual([
      {
        cedolare: true,
        locatore_cf: "RSSMRA80A01H501U",
        locatore_nome: "Mario Rossi",
        canone: "800",
        aliquota: "10",
        garanti: [{ nome: "Anna Bianchi" }],
      },
    ]);
  });
});
