/** Rows read at once: a page of a person's data, small enough for any heap. */
export const BATCH = 200;

/**
 * Every row of one kind, in batches read one after the other by id (keyset): the export never
 * holds more than a batch, whatever the number of contracts or contacts.
 */
export async function* byId<Row extends { id: number | string }>(
  read: (afterId: number | string | null, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: number | string | null = null;
  for (;;) {
    const rows = await read(after, BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]?.id ?? null;
  }
}
