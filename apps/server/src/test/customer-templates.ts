import type { TemplateDetail } from "@app/contracts";
import type { TestApp } from "./test-app";

/** The customer's full view of the first public template whose title matches `title`. */
export async function customerTemplate(t: TestApp, token: string, title: RegExp): Promise<TemplateDetail> {
  const list = await t.call("GET", "/api/agreement/customer/template/list/?no_page=no_page", token);
  const found = (list.body.results as { id: number; title: string }[]).find((r) => title.test(r.title));
  if (!found) throw new Error(`no template matches ${title}`);
  return (await t.call("GET", `/api/agreement/customer/template/retrieve/${found.id}/`, token)).body;
}
