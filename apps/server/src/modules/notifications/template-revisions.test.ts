import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobQueue } from "../../platform/jobs/job-queue";
import { C, E, type EditorTestContext, setUpEditorTest } from "../../test/editor-test-support";
import { templateRevisedJobKey } from "./notification.table";
import { TEMPLATE_REVISED_JOB } from "./template-revisions";

// Issue 18: publishing a revised template tells every customer with a contract on an older
// version, once per contract; the comparison shows what changed; the update drafts a new contract.
let ctx: EditorTestContext;
const T = `${E}/template`;
const N = "/api/account/customer/notify";
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
let v1: any;
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
let v2: any;
let first: number;
let second: number;
let customised: number;
let otherCustomers: number;

const notices = async (token: string) =>
  (await ctx.call("GET", `${N}/list/?no_page=no_page&filter__kind=template_revised`, token)).body.results;

beforeAll(async () => {
  ctx = await setUpEditorTest();
  const list = (await ctx.call("GET", `${T}/list/?filter__title=uso abitativo`, ctx.editor)).body.results;
  v1 = (await ctx.call("GET", `${T}/retrieve/${list[0].id}/`, ctx.editor)).body;
  const draft = async (token: string, title: string, template = v1.id, extra = {}) =>
    (
      await ctx.call("POST", `${C}/agreement/create/`, token, {
        title,
        template,
        values: { locazione_nome: "Mario Rossi", locazione_controparte: "Anna Bianchi" },
        ...extra,
      })
    ).body.id;
  first = await draft(ctx.mario, "Locazione via Roma");
  second = await draft(ctx.mario, "Locazione via Po");
  customised = await draft(ctx.mario, "Locazione personalizzata", v1.id, {
    customized_body: "<h1>Locazione</h1><p>Testo mio.</p>",
  });
  // Giulia's contract is on another template: the lease's revision is not hers to hear of.
  const others = (await ctx.call("GET", `${T}/list/?filter__title=transitoria`, ctx.editor)).body.results;
  const transitoria = (await ctx.call("GET", `${T}/retrieve/${others[0].id}/`, ctx.editor)).body;
  otherCustomers = (
    await ctx.call("POST", `${C}/agreement/create/`, ctx.giulia, {
      title: "Transitoria",
      template: transitoria.id,
      values: {},
    })
  ).body.id;
});
afterAll(() => ctx.t.close());

describe("publishing a revised template", () => {
  it("answers at once and writes one notice per contract on an older version, in the background", async () => {
    // The first page is kept by the instance (decision 0024) before the revision: it must not
    // outlive it (below, it shows the update).
    const before = (await ctx.call("GET", `${C}/agreement/list/?per_page=100`, ctx.mario)).body.results;
    expect(before.map((r: { update_available: unknown }) => r.update_available)).toEqual([null, null, null]);
    const created = await ctx.call("POST", `${T}/create-new-version/${v1.id}/`, ctx.editor, {
      body: `<h1>${v1.title}</h1><ol><li><p>{{field::locazione_nome}} e {{field::locazione_controparte}}</p></li><li><p><strong>Deposito cauzionale.</strong> Il Conduttore versa un deposito di € {{field::deposito}}.</p></li></ol>`,
      fields: [
        ...v1.fields,
        {
          slug: "deposito",
          label: "Deposito cauzionale",
          type: "text",
          required: true,
          field_set: "Parte A",
        },
      ],
    });
    expect(created.status).toBe(201);
    const published = await ctx.call("PATCH", `${T}/set-status/${created.body.id}/`, ctx.editor, {
      status: "public",
    });
    expect(published.status).toBe(200);
    v2 = published.body;
    expect(v2.minor).toBe(false);
    expect(v2.published_at).not.toBeNull();
    expect(v2.alerts).toEqual({ agreements: 0, customers: 0, pending: true });
    expect(await notices(ctx.mario)).toEqual([]);

    expect(await ctx.t.app.jobs.runDue()).toBe(1);
    const mine = await notices(ctx.mario);
    expect(mine.map((n: { agreement: number }) => n.agreement).sort()).toEqual(
      [first, second, customised].sort(),
    );
    expect(mine[0]).toMatchObject({ kind: "template_revised", read: false, template: v2.id });
    // Mario reads Italian (his profile's language), whatever the request's.
    const roma = mine.find((n: { agreement: number }) => n.agreement === first);
    expect(roma.title).toBe(`Modello aggiornato: ${v1.title}`);
    expect(roma.text).toContain("«Locazione via Roma»");
    expect(roma.text).toContain("versione 2");
    expect(await notices(ctx.giulia)).toEqual([]);

    const detail = (await ctx.call("GET", `${T}/retrieve/${v2.id}/`, ctx.editor)).body;
    expect(detail.alerts).toEqual({ agreements: 3, customers: 1, pending: false });
  });

  it("never writes a notice twice, however often the job runs", async () => {
    await jobQueue.schedule(ctx.t.database.db, {
      kind: TEMPLATE_REVISED_JOB,
      key: templateRevisedJobKey(v2.id),
      payload: { template: v2.id },
      runAt: new Date(),
    });
    expect(await ctx.t.app.jobs.runDue()).toBe(1);
    expect(await notices(ctx.mario)).toHaveLength(3);
  });

  it("marks the contracts on the old version as having an update", async () => {
    const rows = (await ctx.call("GET", `${C}/agreement/list/?no_page=no_page`, ctx.mario)).body.results;
    const roma = rows.find((r: { id: number }) => r.id === first);
    expect(roma).toMatchObject({ template_version: 1, update_available: { template: v2.id, version: 2 } });
    // The first page, written by PostgreSQL (decision 0022), says the same of the update.
    expect((await ctx.call("GET", `${C}/agreement/list/?per_page=100`, ctx.mario)).body.results).toEqual(
      rows,
    );
    const detail = (await ctx.call("GET", `${C}/agreement/retrieve/${first}/`, ctx.mario)).body;
    expect(detail.update_available).toEqual({ template: v2.id, version: 2 });
  });
});

describe("the comparison", () => {
  it("shows the clauses with the contract's values, the inserted one marked, and the new field", async () => {
    const { status, body } = await ctx.call("GET", `${C}/agreement/compare/${first}/`, ctx.mario);
    expect(status).toBe(200);
    expect(body.from).toMatchObject({ template: v1.id, version: 1 });
    expect(body.to).toMatchObject({ template: v2.id, version: 2 });
    expect(body.agreement).toEqual({ id: first, title: "Locazione via Roma", customised: false });
    expect(body.counts).toEqual({ changed: 0, inserted: 1, deleted: 0, moved: 0 });
    const inserted = body.clauses.find((c: { status: string }) => c.status === "inserted");
    expect(inserted.new).toMatchObject({ label: "2.", title: "Deposito cauzionale." });
    expect(body.clauses[1]).toMatchObject({ status: "same", new: { text: "Mario Rossi e Anna Bianchi" } });
    expect(body.fields_added).toEqual([{ slug: "deposito", label: "Deposito cauzionale", required: true }]);
    expect(body.fields_removed).toEqual([]);
  });

  it("says a contract on the latest version has nothing to compare (409), and another's is unknown (404)", async () => {
    expect((await ctx.call("GET", `${C}/agreement/compare/${otherCustomers}/`, ctx.giulia)).status).toBe(409);
    expect((await ctx.call("GET", `${C}/agreement/compare/${first}/`, ctx.giulia)).status).toBe(404);
  });
});

describe("the update to the new version", () => {
  it("drafts a new contract with the values carried over, lists the field to fill, keeps the old one", async () => {
    const before = (await ctx.call("GET", `${C}/agreement/retrieve/${first}/`, ctx.mario)).body;
    const { status, body } = await ctx.call("POST", `${C}/agreement/upgrade/${first}/`, ctx.mario);
    expect(status).toBe(201);
    expect(body.id).not.toBe(first);
    expect(body).toMatchObject({
      title: "Locazione via Roma",
      template: v2.id,
      template_version: 2,
      update_available: null,
      upgraded_from: first,
      status: "draft",
      is_valid: false,
      values: { locazione_nome: "Mario Rossi", locazione_controparte: "Anna Bianchi" },
      new_fields: [{ slug: "deposito", label: "Deposito cauzionale", required: true }],
      dropped: [],
    });
    expect(body.carried.sort()).toEqual(["locazione_controparte", "locazione_nome"]);
    const after = (await ctx.call("GET", `${C}/agreement/retrieve/${first}/`, ctx.mario)).body;
    expect(after).toEqual(before);
    // Its notice is done with.
    const notice = (await notices(ctx.mario)).find((n: { agreement: number }) => n.agreement === first);
    expect(notice.read).toBe(true);
  });

  it("refuses a customised text (409) but still compares it, and refuses another customer's (404)", async () => {
    const refused = await ctx.call("POST", `${C}/agreement/upgrade/${customised}/`, ctx.mario);
    expect(refused.status).toBe(409);
    expect(refused.body.non_field_errors[0]).toMatch(/customised/);
    const compared = await ctx.call("GET", `${C}/agreement/compare/${customised}/`, ctx.mario);
    expect(compared.body.agreement.customised).toBe(true);
    expect((await ctx.call("POST", `${C}/agreement/upgrade/${second}/`, ctx.giulia)).status).toBe(404);
  });
});

describe("a minor version", () => {
  it("is published without notices, and alone raises no update", async () => {
    const created = await ctx.call("POST", `${T}/create-new-version/${v2.id}/`, ctx.editor, {
      body: v2.body.replace("Il Conduttore versa", "Il Conduttore corrisponde"),
    });
    const published = await ctx.call("PATCH", `${T}/set-status/${created.body.id}/`, ctx.editor, {
      status: "public",
      minor: true,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      minor: true,
      alerts: { agreements: 0, customers: 0, pending: false },
    });
    expect(await ctx.t.app.jobs.runDue()).toBe(0);
    expect(await notices(ctx.mario)).toHaveLength(3);
    const rows = (await ctx.call("GET", `${C}/agreement/list/?no_page=no_page`, ctx.mario)).body.results;
    // The first page, kept since version 2 was published, follows the minor version too.
    expect((await ctx.call("GET", `${C}/agreement/list/?per_page=100`, ctx.mario)).body.results).toEqual(
      rows,
    );
    // The upgraded contract is on version 2: only a minor version followed.
    const upgraded = rows.find(
      (r: { title: string; id: number }) => r.title === "Locazione via Roma" && r.id !== first,
    );
    expect(upgraded.update_available).toBeNull();
    // The contracts on version 1 move to the newest public version, 3.
    expect(rows.find((r: { id: number }) => r.id === second).update_available).toEqual({
      template: published.body.id,
      version: 3,
    });
  });
});
