import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../../test/test-app";

// Issue 20: the catalogue's templates are found as a customer looks for them: by the words they
// would type (title, synonyms, body) and under their category.
let t: TestApp;
let token: string;
const C = "/api/agreement/customer";

async function titles(url: string): Promise<string[]> {
  const response = await t.app.inject({ method: "GET", url, headers: authHeader(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.map((row: { title: string }) => row.title);
}

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  token = await t.login("demo-customer");
});
afterAll(() => t.close());

describe("the commercial lease", () => {
  const title = "Contratto di locazione ad uso diverso dall'abitativo (6+6)";

  it("is found by the words of a shopkeeper and of a lawyer", async () => {
    for (const words of ["affitto negozio", "locazione commerciale", "avviamento", "392/1978"])
      expect(
        await titles(`${C}/template/list/?no_page=no_page&free_filter__=${encodeURIComponent(words)}`),
        words,
      ).toContain(title);
  });

  it("is listed under the commercial leases, not the residential ones", async () => {
    const nodesOf = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: authHeader(token) })).json().results as {
        id: number;
        title: string;
      }[];
    const roots = await nodesOf(`${C}/category/root-nodes-list/?no_page=no_page`);
    const nodes = (
      await Promise.all(
        roots.map((root) => nodesOf(`${C}/category/${root.id}/descendant-nodes-list/?no_page=no_page`)),
      )
    ).flat();
    const id = (name: string) => nodes.find((node) => node.title === name)?.id;
    expect(
      await titles(
        `${C}/template/list/?no_page=no_page&filter__category=${id("Locazioni commerciali e professionali")}`,
      ),
    ).toEqual([title]);
    expect(
      await titles(`${C}/template/list/?no_page=no_page&filter__category=${id("Locazioni abitative")}`),
    ).not.toContain(title);
  });
});
