import { customType } from "drizzle-orm/pg-core";

/**
 * A file's exact bytes (PostgreSQL `bytea`): a frozen PDF, a signed copy, a PEC as sent and its
 * receipts, a batch's ZIP. PGlite answers a Uint8Array, node-postgres a Buffer: both come back a
 * Buffer, byte for byte.
 */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
