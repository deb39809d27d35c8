import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app";

/**
 * Makes the activity log refuse the events `when` matches (SQL on the new row, `new`; written
 * into the trigger's body, so a constant of the test's, never a value from outside):
 * the database raises in a trigger, as it would on a full disk or a lost connection. A test then
 * checks that the change the event records did not happen either.
 */
export async function refuseAuditEvents(t: TestApp, when: string) {
  await t.database.db.execute(sql`
    create function refuse_audit_events() returns trigger language plpgsql as $$
    begin
      if ${sql.raw(when)} then
        raise exception 'the activity log refuses %', new.action;
      end if;
      return new;
    end $$`);
  await t.database.db.execute(sql`
    create trigger refuse_audit_events before insert on audit_events
    for each row execute function refuse_audit_events()`);
}
