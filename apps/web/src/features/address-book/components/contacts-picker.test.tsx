// @vitest-environment jsdom
import type { AddressBookContact } from "@app/contracts";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  click,
  field,
  hasText,
  renderScreen,
  seriousA11yViolations,
  showsText,
  type,
} from "../../../lib/dom-test-harness";
import { ContactsPicker } from "./contacts-picker";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const contact = (id: number, typology: AddressBookContact["typology"], title: string, data = {}) =>
  ({
    id,
    typology,
    title,
    data,
    letter: title[0],
    date_create: "",
    date_last_modify: "",
  }) as AddressBookContact;

const BOOK = [
  contact(1, "PF", "Rossi Mario", { codice_fiscale: "RSSMRA80A01H501U" }),
  contact(2, "PF", "Bianchi Anna", { codice_fiscale: "BNCNNA85C41F205X" }),
  contact(3, "DI", "Verdi Luca", { partita_iva: "01234567897" }),
  contact(4, "SOC", "Zeta Costruzioni S.r.l.", { partita_iva: "00743110158" }),
];

const PARTIES = {
  results: [
    {
      template: 5,
      language: "it",
      parties: [
        {
          slug: "conduttore",
          label: "Conduttore",
          typology: "PF",
          typologies: ["PF", "DI"],
          field_set: "Conduttore",
          repeating: false,
          fields: [],
        },
        {
          slug: "garante",
          label: "Garante",
          typology: "PG",
          typologies: ["ENTE"],
          field_set: "Garante",
          repeating: false,
          fields: [],
        },
      ],
    },
  ],
};

let unmount = () => {};
let chosen: number[] = [];
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

/** The picker as the bulk page holds it: the chosen ids kept above it. */
function Holder({ role, max }: { role: string; max: number }) {
  const [ids, setIds] = useState<number[]>([]);
  chosen = ids;
  return <ContactsPicker templateId={5} role={role} chosen={ids} onChange={setIds} max={max} />;
}

async function open(role = "conduttore", max = 500) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => json(String(url).includes("schema-parties") ? PARTIES : { results: BOOK })),
  );
  ({ unmount } = await renderScreen(
    <MemoryRouter>
      <Holder role={role} max={max} />
    </MemoryRouter>,
  ));
}

const listed = () =>
  [...document.querySelectorAll("ul[aria-label='Contatti trovati'] label")].map((label) => label.textContent);
const checkbox = (label: string) => field(label);

// The first test draws cold (texts, axe) on a machine shared with other work.
describe("the contacts picker of «Per ogni contatto»", { timeout: 20_000 }, () => {
  it("offers only the contacts of the role's typologies, and narrows them by name, fiscal code or VAT", async () => {
    await open();
    expect(await showsText("Rossi Mario")).toBe(true);
    expect(listed()).toEqual(["Rossi Mario", "Bianchi Anna", "Verdi Luca"]);
    expect(hasText("Zeta Costruzioni")).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);

    await type(field("Cerca per nome, codice fiscale o partita IVA"), "bncnna");
    expect(listed()).toEqual(["Bianchi Anna"]);
    await type(field("Cerca per nome, codice fiscale o partita IVA"), "0123456");
    expect(listed()).toEqual(["Verdi Luca"]);
    await type(field("Cerca per nome, codice fiscale o partita IVA"), "nessuno");
    expect(hasText("Nessun contatto corrisponde alla ricerca.")).toBe(true);
  });

  it("selects all the matches, keeps those chosen before, and counts them", async () => {
    await open();
    await showsText("Rossi Mario");
    await click(checkbox("Verdi Luca"));
    expect(chosen).toEqual([3]);
    expect(hasText("1 contatto scelto (al massimo 500)")).toBe(true);

    await type(field("Cerca per nome, codice fiscale o partita IVA"), "rss");
    await click(checkbox("Seleziona tutti i contatti trovati (1)"));
    expect(chosen).toEqual([3, 1]);
    expect(hasText("2 contatti scelti (al massimo 500)")).toBe(true);

    await type(field("Cerca per nome, codice fiscale o partita IVA"), "");
    const all = checkbox("Seleziona tutti i contatti trovati (3)");
    expect(all.checked).toBe(false);
    expect(all.getAttribute("data-indeterminate")).toBe("true");
    await click(all);
    expect(chosen).toEqual([3, 1, 2]);
    await click(checkbox("Seleziona tutti i contatti trovati (3)"));
    expect(chosen).toEqual([]);
  });

  it("takes no more than the batch's limit, all included", async () => {
    await open("conduttore", 2);
    await showsText("Rossi Mario");
    await click(checkbox("Seleziona tutti i contatti trovati (3)"));
    expect(chosen).toEqual([1, 2]);
    expect(checkbox("Verdi Luca").disabled).toBe(true);
    expect(hasText("Hai scelto il numero massimo di contatti (2)")).toBe(true);
  });

  it("says when the address book has no contact for the role, with the way to it", async () => {
    await open("garante");
    expect(await showsText("In rubrica non ci sono contatti adatti alla parte «Garante».")).toBe(true);
    const link = [...document.querySelectorAll("a")].find(
      (a) => a.textContent === "Vai alla rubrica per aggiungerne",
    );
    expect(link?.getAttribute("href")).toBe("/customer");
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
