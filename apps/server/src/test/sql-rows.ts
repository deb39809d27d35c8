import type { SQL } from "drizzle-orm";
import type { Database } from "../db/client";

/** The rows a raw statement returns, on either driver (both answer `{ rows }`). */
export const sqlRows = async <T>(db: Database, statement: SQL): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
