import type { BulkJob, TemplateDetail } from "@app/contracts";
import { modelHeadersOf } from "./bulk-workbook";

// Bulk drafting (issue 48) over real HTTP, as a browser calls it: for the tests and the bench that
// run the server as its own process.

export const BULK = "/api/agreement/customer/bulk";
const auth = (token: string) => ({ authorization: `JWT ${token}` });

/** The customer's full view of the first public template whose title matches `title`. */
export async function templateOver(base: string, token: string, title: RegExp): Promise<TemplateDetail> {
  const list = await fetch(`${base}/api/agreement/customer/template/list/?no_page=no_page`, {
    headers: auth(token),
  });
  const { results } = (await list.json()) as { results: { id: number; title: string }[] };
  const found = results.find((r) => title.test(r.title));
  if (!found) throw new Error(`no template matches ${title}`);
  const detail = await fetch(`${base}/api/agreement/customer/template/retrieve/${found.id}/`, {
    headers: auth(token),
  });
  return (await detail.json()) as TemplateDetail;
}

/** The model's two header rows for a template, downloaded as the page does. */
export async function modelHeadersOver(base: string, token: string, templateId: number) {
  const model = await fetch(`${base}${BULK}/template/${templateId}/`, { headers: auth(token) });
  if (!model.ok) throw new Error(`no model: ${model.status}`);
  return modelHeadersOf(new Uint8Array(await model.arrayBuffer()));
}

/** A bulk file to `check/` or `create/` as multipart FormData; the answer's status and JSON. */
export async function postBulkFile(
  base: string,
  token: string,
  path: "check" | "create",
  bytes: Buffer,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)]), "lotto.xlsx");
  const response = await fetch(`${base}${BULK}/${path}/`, {
    method: "POST",
    headers: auth(token),
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The batch as `retrieve/` shows it. */
export async function batchOver(base: string, token: string, id: number): Promise<BulkJob> {
  const response = await fetch(`${base}${BULK}/retrieve/${id}/`, { headers: auth(token) });
  if (!response.ok) throw new Error(`retrieve ${id}: ${response.status}`);
  return (await response.json()) as BulkJob;
}

/** Reads the batch every `everyMs` until `done` holds (by default: it has ended), or throws. */
export async function waitForBatch(
  base: string,
  token: string,
  id: number,
  timeoutMs: number,
  done: (job: BulkJob) => boolean = (job) => job.finished_at !== null,
  everyMs = 200,
): Promise<BulkJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await batchOver(base, token, id);
    if (done(job)) return job;
    if (Date.now() > deadline)
      throw new Error(`batch ${id} still ${job.state} at ${job.processed}/${job.total}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
