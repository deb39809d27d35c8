// `npm run bench` (second part): free search over 10,000 generated templates, on PostgreSQL
// when DATABASE_URL is set and on PGlite, side by side.
import { writeResults } from "./bench-utils";
import { benchSearch } from "./search-bench";

const rows = [];
if (process.env.DATABASE_URL) rows.push(...(await benchSearch("postgres")));
rows.push(...(await benchSearch("pglite")));
console.table(rows);
console.log("budget: p95 ≤ 20 ms on PostgreSQL (issue 4)");
console.log(`results written to ${writeResults("search", { date: new Date().toISOString(), rows })}`);
