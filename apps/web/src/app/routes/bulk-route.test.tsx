// @vitest-environment jsdom
import type { TemplateField } from "@app/contracts";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
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
} from "../../lib/dom-test-harness";
import { paths } from "../paths";
import { customerRoutes } from "./customer-routes";

// «Per ogni contatto» (issue 48 §3) as the route composes it: the bulk page with the address
// book's picker and the compile screen's form of the shared answers.

/** The element the `customer-bulk` route draws, its parts loaded as the router loads them. */
async function bulkRouteElement(): Promise<ReactNode> {
  const route = customerRoutes.children?.find((r) => r.path === paths["customer-bulk"]);
  const lazy = route?.lazy as (() => Promise<RouteObject>) | undefined;
  if (!lazy) throw new Error("no customer-bulk route");
  return (await lazy()).element;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const question = (slug: string, label: string, fieldSet: string, extra: Partial<TemplateField> = {}) => ({
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
});

const NDA = {
  id: 5,
  title: "Accordo di riservatezza",
  language: "it",
  fields: [
    question("prima_denominazione", "Denominazione della prima parte", "Prima Parte"),
    question("seconda_denominazione", "Denominazione della seconda parte", "Seconda Parte"),
    question("penale", "Penale", "Oggetto e durata", { type: "currency" }),
  ],
  parties: [
    { slug: "prima", label: "Prima Parte", typology: "PG", field_set: "Prima Parte" },
    { slug: "seconda", label: "Seconda Parte", typology: "PG", field_set: "Seconda Parte" },
  ],
};

const role = (slug: string, label: string) => ({
  slug,
  label,
  typology: "PG",
  typologies: ["SOC", "ENTE"],
  field_set: label,
  repeating: false,
  fields: [],
});

const company = (id: number, title: string) => ({
  id,
  typology: "SOC",
  title,
  data: { denominazione: title },
  letter: title[0],
  date_create: "",
  date_last_modify: "",
});

const queued = (id: number) => ({
  id,
  template: 5,
  template_title: NDA.title,
  source: "contacts",
  format: "pdf",
  state: "queued",
  total: 2,
  processed: 0,
  counts: { drafted: 0, failed: 0, cancelled: 0, pending: 2 },
  agreements: [],
  download_ready: false,
  created_at: "2026-11-29T09:30:00Z",
  finished_at: null,
  expires_at: null,
});

type Answer = (url: string, init: RequestInit) => Response | undefined;
let unmount = () => {};
let router: ReturnType<typeof createMemoryRouter>;
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function open(answer: Answer = () => undefined) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const given = answer(String(url), init);
    if (given) return given;
    if (url.includes("/template/retrieve/5/")) return json(200, NDA);
    if (url.includes("schema-parties"))
      return json(200, {
        results: [
          {
            template: 5,
            language: "it",
            parties: [role("prima", "Prima Parte"), role("seconda", "Seconda Parte")],
          },
        ],
      });
    if (url.includes("/address-book/list/"))
      return json(200, {
        results: [company(1, "Alfa S.r.l."), company(2, "Beta S.p.A."), company(3, "Gamma S.r.l.")],
      });
    return json(200, { results: [] });
  });
  vi.stubGlobal("fetch", fetch);
  router = createMemoryRouter([{ path: "/customer/bulk/:idTemplate/", element: await bulkRouteElement() }], {
    initialEntries: ["/customer/bulk/5/"],
  });
  ({ unmount } = await renderScreen(<RouterProvider router={router} />));
  await click(button("Dalla rubrica — Per ogni contatto"));
  return fetch;
}

const creates = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes("/bulk/create-from-contacts/"));

/** The contacts' «Avvia» (the spreadsheet's, in its hidden tab, has the same name). */
function start(): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (found?.textContent !== "Avvia") throw new Error("No «Avvia» of the contacts' way");
  return found;
}

async function chooseParty(label: string) {
  const radio = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (input) => input.labels?.[0]?.textContent === label,
  );
  if (!radio) throw new Error(`No party «${label}»`);
  await click(radio);
}

describe("«Per ogni contatto» on the «Compilazione multipla» page", { timeout: 60_000 }, () => {
  it("asks the party, its contacts and the other answers, and starts nothing while one is wrong", async () => {
    const fetch = await open();
    expect(await showsText("1. Scegli la parte")).toBe(true);
    await chooseParty("Seconda Parte");
    expect(await showsText("Alfa S.r.l.")).toBe(true);
    // The chosen party's own question is the contacts' to answer.
    expect(hasText("Denominazione della seconda parte")).toBe(false);
    expect(hasText("Denominazione della prima parte")).toBe(true);
    expect(start().disabled).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);

    await click(field("Seleziona tutti i contatti trovati (3)"));
    expect(hasText("3 contatti scelti (al massimo 500)")).toBe(true);
    await click(start());
    expect(creates(fetch)).toHaveLength(0);
    expect(errorOf(field("Denominazione della prima parte"))).not.toBe("");
    expect(hasText("2 risposte mancano o non sono valide")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("sends the batch with one key per prepared submission, says a refusal, and follows the batch", async () => {
    let answered = 0;
    const fetch = await open((url) => {
      if (url.includes("/bulk/retrieve/44/")) return json(200, queued(44));
      if (!url.includes("/bulk/create-from-contacts/")) return undefined;
      answered += 1;
      return answered === 1
        ? json(409, { errors: [{ key: "bulk.busy", message: "Una compilazione è già in corso." }] })
        : json(202, { job_id: 44 });
    });
    await chooseParty("Seconda Parte");
    await showsText("Alfa S.r.l.");
    await click(field("Alfa S.r.l."));
    await click(field("Gamma S.r.l."));
    await type(field("Denominazione della prima parte"), "Studio Rossi S.r.l.");
    await type(field("Penale"), "10000");
    await click(field("Invia a ogni contatto il suo documento per e-mail"));
    await click(start());
    expect(await showsText("Una compilazione è già in corso.")).toBe(true);
    expect(hasText("La compilazione non è stata avviata")).toBe(true);
    await click(start());
    expect(router.state.location.search).toBe("?batch=44");
    expect(await showsText("Compilazione n. 44")).toBe(true);

    const sent = creates(fetch);
    expect(sent).toHaveLength(2);
    const keys = sent.map(([, init]) => new Headers(init.headers).get("Idempotency-Key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(String(sent[1]?.[1]?.body))).toEqual({
      template: 5,
      party: "seconda",
      contacts: [1, 3],
      values: { prima_denominazione: "Studio Rossi S.r.l.", penale: "10000" },
      format: "pdf",
      send_email: true,
    });
  });

  it("makes a new key once the choices change", async () => {
    const fetch = await open((url) =>
      url.includes("/bulk/create-from-contacts/")
        ? json(400, { errors: [{ key: "bulk.contact", message: "Un contatto non è in rubrica." }] })
        : undefined,
    );
    await chooseParty("Seconda Parte");
    await showsText("Beta S.p.A.");
    await click(field("Beta S.p.A."));
    await type(field("Denominazione della prima parte"), "Studio Rossi S.r.l.");
    await type(field("Penale"), "10000");
    await click(start());
    expect(await showsText("Un contatto non è in rubrica.")).toBe(true);
    await click(field("Gamma S.r.l."));
    await click(start());
    const keys = creates(fetch).map(([, init]) => new Headers(init.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
