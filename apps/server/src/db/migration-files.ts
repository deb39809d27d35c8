import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The migrations the product ships (drizzle-kit writes them: `npm run db:generate`). */
export const shippedMigrationsFolder = resolve(import.meta.dirname, "migrations");

/**
 * First line of a migration that must run outside a transaction, one statement at a time:
 * `CREATE INDEX CONCURRENTLY` refuses to run inside one (apps/server/src/db/README.md).
 */
export const NO_TRANSACTION_MARKER = "-- migration: no-transaction";

/**
 * First line of a migration that removes or reshapes what an earlier release read: it names the
 * release whose code no longer reads the old shape, which every instance must run first
 * (deploy/README.md, "Change the schema").
 */
export const CONTRACT_STEP_MARKER = /^-- contract-step: follows (\S+)\s*$/;

export interface MigrationFile {
  /** drizzle-kit's name for it, the file's name without `.sql`: `0037_bulk_jobs`. */
  tag: string;
  /** The journal's `when`: drizzle records it as `created_at` and applies what is newer. */
  when: number;
  /** sha256 of the file, as drizzle's own migrator records it. */
  hash: string;
  text: string;
  /** The statements, split where drizzle-kit writes `--> statement-breakpoint`. */
  statements: string[];
  /** False when the file starts with NO_TRANSACTION_MARKER. */
  transactional: boolean;
  /** The release named by a CONTRACT_STEP_MARKER first line, or null. */
  contractStepFollows: string | null;
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/** Reads a drizzle-kit migrations folder in its journal's order, as drizzle's migrator does. */
export function readMigrationFiles(folder: string): MigrationFile[] {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as Journal;
  return journal.entries.map(({ tag, when }) =>
    migrationFile(tag, when, readFileSync(join(folder, `${tag}.sql`), "utf8")),
  );
}

/** One migration's text, split and read as the migrator runs it. */
export function migrationFile(tag: string, when: number, text: string): MigrationFile {
  const firstLine = text.split("\n", 1)[0]?.trim() ?? "";
  return {
    tag,
    when,
    hash: createHash("sha256").update(text).digest("hex"),
    text,
    statements: text.split("--> statement-breakpoint").filter((s) => s.trim() !== ""),
    transactional: firstLine !== NO_TRANSACTION_MARKER,
    contractStepFollows: CONTRACT_STEP_MARKER.exec(firstLine)?.[1] ?? null,
  };
}
