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
      const addedNotValid = new Set<string>();
      for (const { text, nodes } of statements) {
        for (const reason of validatedInTheSameTransaction(nodes, addedNotValid)) refuse(text, reason);
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

/**
 * A constraint added NOT VALID and validated in the same transaction: the ADD's lock, which holds
 * the table's writes, lasts until the validation's scan ends. `addedNotValid` carries the names.
 */
function validatedInTheSameTransaction(nodes: Node[], addedNotValid: Set<string>): string[] {
  const commands = nodes.flatMap((node) =>
    (kinds(node).AlterTableStmt?.cmds ?? []).flatMap((command) => kinds(command).AlterTableCmd ?? []),
  );
  return commands.flatMap((command) => {
    const constraint = kinds(command.def).Constraint;
    if (command.subtype === "AT_AddConstraint" && constraint?.skip_validation && constraint.conname)
      addedNotValid.add(constraint.conname);
    return command.subtype === "AT_ValidateConstraint" && addedNotValid.has(command.name ?? "")
      ? [
          "validates a constraint in the transaction that added it, holding the table's writes during the scan: validate it in a later migration",
        ]
      : [];
  });
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
  const alter =
    node.AlterTableStmt && existingTable(node.AlterTableStmt.relation) ? node.AlterTableStmt : null;
  const commands = (alter?.cmds ?? []).flatMap((command) => kinds(command).AlterTableCmd ?? []);
  const reasons = lockRefusals(node, commands, existingTable);
  return contractStep ? reasons : [...reasons, ...shapeRefusals(node, commands)];
}

/** Volatile defaults: each row gets its own value, so adding the column rewrites the table. */
const VOLATILE_DEFAULTS = new Set([
  "random",
  "gen_random_uuid",
  "uuid_generate_v4",
  "clock_timestamp",
  "nextval",
]);
const SERIAL_TYPES = new Set(["serial", "serial4", "bigserial", "serial8", "smallserial", "serial2"]);

/** What holds an existing table's reads or writes for as long as the table is big: refused in any migration. */
function lockRefusals(
  node: Kinds,
  commands: AlterTableCmd[],
  existingTable: (table: RangeVar | undefined) => boolean,
): string[] {
  const reasons: string[] = [];
  if (node.IndexStmt?.concurrent)
    reasons.push(
      "CREATE INDEX CONCURRENTLY cannot run in a transaction: start the file with «-- migration: no-transaction»",
    );
  else if (node.IndexStmt && existingTable(node.IndexStmt.relation))
    reasons.push(
      `indexes the existing table «${relname(node.IndexStmt.relation)}» while blocking its writes: use CREATE INDEX CONCURRENTLY IF NOT EXISTS in a no-transaction migration`,
    );
  for (const command of commands) {
    const constraint = kinds(command.def).Constraint;
    if (command.subtype === "AT_AddConstraint" && constraint) {
      const checksRows = constraint.contype === "CONSTR_FOREIGN" || constraint.contype === "CONSTR_CHECK";
      if (checksRows && !constraint.skip_validation)
        reasons.push(
          "checks every existing row while blocking the table's writes: add the constraint NOT VALID, and VALIDATE CONSTRAINT in a later migration",
        );
      if (!checksRows && !constraint.indexname)
        reasons.push(
          "builds an index while blocking the table's writes: build it CONCURRENTLY (no-transaction migration), then ADD CONSTRAINT … USING INDEX",
        );
    }
    const column = kinds(command.def).ColumnDef;
    if (command.subtype !== "AT_AddColumn" || !column) continue;
    const typeName = column.typeName?.names?.map((n) => kinds(n) as { String?: { sval?: string } }).at(-1)
      ?.String?.sval;
    const volatile = (column.constraints ?? []).some((c) => {
      const found = kinds(c).Constraint;
      return (
        found?.contype === "CONSTR_DEFAULT" &&
        functionsCalled(found.raw_expr).some((f) => VOLATILE_DEFAULTS.has(f))
      );
    });
    if (volatile || SERIAL_TYPES.has(typeName ?? ""))
      reasons.push(
        "adds a column whose default differs row by row, which rewrites the whole table under an exclusive lock: add it nullable and fill it with a job in batches",
      );
  }
  return reasons;
}

/** The names of the functions an expression calls, however deep. */
function functionsCalled(expression: unknown): string[] {
  if (typeof expression !== "object" || expression === null) return [];
  const call = (expression as { FuncCall?: { funcname?: Node[] } }).FuncCall;
  const name = call?.funcname?.map((part) => (part as { String?: { sval?: string } }).String?.sval).at(-1);
  return [...(name ? [name] : []), ...Object.values(expression).flatMap(functionsCalled)];
}

/** What changes the shape the running release reads: only a contract step may. */
function shapeRefusals(node: Kinds, commands: AlterTableCmd[]): string[] {
  const reasons: string[] = [];
  if (node.RenameStmt) reasons.push(`renames what the running release reads: ${HOW_TO_CONTRACT}`);
  if (node.DropStmt?.removeType === "OBJECT_TABLE") reasons.push(`drops a table: ${HOW_TO_CONTRACT}`);
  for (const command of commands) {
    const subtype = command.subtype as string | undefined;
    if (subtype && subtype in CONTRACT_ONLY)
      reasons.push(`${CONTRACT_ONLY[subtype as keyof typeof CONTRACT_ONLY]}: ${HOW_TO_CONTRACT}`);
    const constraints = (kinds(command.def).ColumnDef?.constraints ?? []).map(
      (c) => kinds(c).Constraint?.contype,
    );
    if (
      subtype === "AT_AddColumn" &&
      constraints.includes("CONSTR_NOTNULL") &&
      !constraints.includes("CONSTR_DEFAULT")
    )
      reasons.push(
        "adds a NOT NULL column without a DEFAULT, which the running release's inserts leave empty: give it a DEFAULT or make it nullable",
      );
  }
  return reasons;
}
