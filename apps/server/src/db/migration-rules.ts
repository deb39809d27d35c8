// The expand/contract rules of deploy/README.md ("Change the schema"), read from each migration's
// statements with PostgreSQL's own parser (libpg-query, a development dependency: the suite's
// migration-rules.test.ts is its only user, never the server).
import {
  type AlterTableCmd,
  type AlterTableStmt,
  type ColumnDef,
  type Constraint,
  type CreateStmt,
  type DropStmt,
  type IndexStmt,
  type Node,
  parse,
  type RangeVar,
  type RenameStmt,
} from "libpg-query";
import type { MigrationFile } from "./migration-files";

/**
 * The last migration written before these rules: it and those before it are history, already
 * applied everywhere. Every migration after it is checked.
 */
export const MIGRATION_RULES_BASELINE = "0037_bulk_jobs";

export interface Refusal {
  tag: string;
  statement: string;
  reason: string;
}

/** What only a contract step may do, with the reason the operator reads. */
const CONTRACT_ONLY = {
  AT_DropColumn: "drops a column the running release may still read",
  AT_AlterColumnType: "changes a column's type under the running release (and rewrites the table)",
  AT_SetNotNull: "makes a column NOT NULL, which the running release may leave empty",
} as const;

const HOW_TO_CONTRACT =
  "only a contract step may: a later release's migration whose first line is «-- contract-step: follows <release>»";

/**
 * The migrations after `baseline` that break the rules, each with its statement and why.
 * Tables created by earlier migrations are "existing": what the running release reads.
 */
export async function checkMigrationRules(migrations: MigrationFile[], baseline: string) {
  const baselineAt = migrations.findIndex((m) => m.tag === baseline);
  if (baselineAt < 0) throw new Error(`The baseline migration ${baseline} is not in the journal`);
  const refusals: Refusal[] = [];
  const existing = new Set<string>();
  for (const [at, migration] of migrations.entries()) {
    const statements = await Promise.all(migration.statements.map(parseStatement));
    const createdHere = new Set(
      statements.flatMap(({ nodes }) =>
        nodes.flatMap((node) => {
          const create = kinds(node).CreateStmt;
          return create ? [relname(create.relation)] : [];
        }),
      ),
    );
    if (at > baselineAt) {
      const refuse = (statement: string, reason: string) =>
        refusals.push({ tag: migration.tag, statement: statement.trim(), reason });
      if (/^-- contract-step/.test(migration.text) && migration.contractStepFollows === null)
        refuse(
          migration.statements[0] ?? "",
          "its contract-step line must read «-- contract-step: follows <release>»",
        );
      for (const { text, nodes } of statements) {
        const existingTable = (table: RangeVar | undefined) =>
          existing.has(relname(table)) && !createdHere.has(relname(table));
        const reasons = migration.transactional
          ? nodes.flatMap((node) =>
              transactionalRefusals(node, existingTable, migration.contractStepFollows !== null),
            )
          : noTransactionRefusals(nodes);
        for (const reason of reasons) refuse(text, reason);
      }
    }
    for (const table of createdHere) existing.add(table);
  }
  return refusals;
}

async function parseStatement(text: string) {
  const parsed = await parse(text);
  return { text, nodes: (parsed.stmts ?? []).flatMap((s) => (s.stmt ? [s.stmt] : [])) };
}

/** The parser's Node is a union of one-key objects: this reads the kinds the rules look at. */
interface Kinds {
  CreateStmt?: CreateStmt;
  IndexStmt?: IndexStmt;
  RenameStmt?: RenameStmt;
  DropStmt?: DropStmt;
  AlterTableStmt?: AlterTableStmt;
  AlterTableCmd?: AlterTableCmd;
  ColumnDef?: ColumnDef;
  Constraint?: Constraint;
}
const kinds = (node: Node | undefined) => (node ?? {}) as Kinds;

const relname = (table: RangeVar | undefined) => table?.relname ?? "";

/** A no-transaction migration builds indexes, one per statement, and can be run again. */
function noTransactionRefusals(nodes: Node[]): string[] {
  const index = nodes.length === 1 ? kinds(nodes[0]).IndexStmt : undefined;
  return index?.concurrent && index.if_not_exists
    ? []
    : [
        "a no-transaction migration holds only «CREATE INDEX CONCURRENTLY IF NOT EXISTS», one per statement-breakpoint (so it can be run again)",
      ];
}

function transactionalRefusals(
  statement: Node,
  existingTable: (table: RangeVar | undefined) => boolean,
  contractStep: boolean,
): string[] {
  const node = kinds(statement);
  const reasons: string[] = [];
  if (node.IndexStmt?.concurrent)
    reasons.push(
      "CREATE INDEX CONCURRENTLY cannot run in a transaction: start the file with «-- migration: no-transaction»",
    );
  else if (node.IndexStmt && existingTable(node.IndexStmt.relation))
    reasons.push(
      `indexes the existing table «${relname(node.IndexStmt.relation)}» while blocking its writes: use CREATE INDEX CONCURRENTLY IF NOT EXISTS in a no-transaction migration`,
    );
  if (contractStep) return reasons;
  if (node.RenameStmt) reasons.push(`renames what the running release reads: ${HOW_TO_CONTRACT}`);
  if (node.DropStmt?.removeType === "OBJECT_TABLE") reasons.push(`drops a table: ${HOW_TO_CONTRACT}`);
  const alter = node.AlterTableStmt;
  if (alter && existingTable(alter.relation)) {
    for (const { AlterTableCmd: command } of (alter.cmds ?? []).map(kinds)) {
      const subtype = command?.subtype as keyof typeof CONTRACT_ONLY | "AT_AddColumn" | undefined;
      if (subtype && subtype in CONTRACT_ONLY)
        reasons.push(`${CONTRACT_ONLY[subtype as keyof typeof CONTRACT_ONLY]}: ${HOW_TO_CONTRACT}`);
      const column = kinds(command?.def).ColumnDef;
      const constraints = (column?.constraints ?? []).map((c) => kinds(c).Constraint?.contype);
      if (
        subtype === "AT_AddColumn" &&
        constraints.includes("CONSTR_NOTNULL") &&
        !constraints.includes("CONSTR_DEFAULT")
      )
        reasons.push(
          "adds a NOT NULL column without a DEFAULT, which the running release's inserts leave empty: give it a DEFAULT or make it nullable",
        );
    }
  }
  return reasons;
}
