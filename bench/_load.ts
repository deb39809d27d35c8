import { customerHeaders } from "./bench-utils";

const base = "http://127.0.0.1:3912";
const C = `${base}/api/calculator/customer/template`;
const headers = await customerHeaders(base);
const list = (await (await fetch(`${C}/list/?no_page=no_page`, { headers })).json()) as any;
const id = list.results.find((r: any) => r.code === "interessi-legali")?.id;
for (let i = 0; i < 3000; i++)
  await (
    await fetch(`${C}/evaluate/${id}/`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        values: { capitale: "10000.00", data_inizio: "1989-12-31", data_fine: "2025-12-31" },
      }),
    })
  ).arrayBuffer();
