import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrationFiles, shippedMigrationsFolder } from "../../db/migration-files";
import { sqlRows } from "../../test/sql-rows";
import { createTestApp, type TestApp } from "../../test/test-app";

// The update each template version's contracts are offered (issue 18's update_available), kept
// beside the version by a trigger (migration 0044), whoever writes the templates (issue 49 §4).
// After every kind of write, each version's kept offer must equal the rule computed afresh: the
// family's public version, when newer and a version published since was not minor.
let t: TestApp;

const rows = <T>(statement: SQL) => sqlRows<T>(t.database.db, statement);
const run = (statement: SQL) => t.database.db.execute(statement);

interface Offer {
  id: number;
  kept: string | null;
  rule: string | null;
}

/** Every version of the family: its kept offer, and the rule's (as the lists computed it before). */
const offers = (family: number) =>
  rows<Offer>(sql`
    select v.id::int as id, v.update_offered::text as kept,
      (select json_build_object('template', n.id, 'version', n.version)
         from templates n
        where n.family_id = v.family_id and n.status = 'public' and n.version > v.version
          and exists (select 1 from templates b
                       where b.family_id = v.family_id and b.version > v.version
                         and b.version <= n.version and b.published_at is not null and not b.minor)
        limit 1)::text as rule
      from templates v where v.family_id = ${family} order by v.version`);

async function expectKeptAsTheRule(family: number) {
  const found = await offers(family);
  for (const offer of found) expect(offer.kept, `version ${offer.id}`).toBe(offer.rule);
  return found;
}

let family: number;
const version = async (number: number, status: string, of = family) =>
  (
    await rows<{ id: number }>(sql`
      insert into templates (family_id, version, title, language, module, status, published_at)
      values (${of}, ${number}, ${`Versione ${number}`}, 'it', 'civil_commercial', ${status},
        ${status === "public" ? sql`now()` : sql`null`})
      returning id::int as id`)
  )[0]?.id as number;

beforeAll(async () => {
  t = await createTestApp();
  // A new family is named by its first version's id, set after the insert (as the editors' create does).
  const [first] = await rows<{ id: number }>(sql`
    insert into templates (version, title, language, module, status, published_at)
    values (1, 'Versione 1', 'it', 'civil_commercial', 'public', now()) returning id::int as id`);
  family = first?.id as number;
  await run(sql`update templates set family_id = id where id = ${family}`);
});
afterAll(() => t.close());

describe("the update a version's contracts are offered", () => {
  it("follows every write of the family, as the rule computes it", async () => {
    const v1 = family;
    expect((await expectKeptAsTheRule(family)).map((o) => o.kept)).toEqual([null]);

    // A draft of version 2: nothing public is newer yet.
    const v2 = await version(2, "draft");
    expect((await expectKeptAsTheRule(family)).map((o) => o.kept)).toEqual([null, null]);

    // Version 2 published (the previous one archived, in one statement as the editors' publish does).
    await run(sql`update templates set
      status = case when id = ${v2} then 'public' else 'archived' end,
      published_at = case when id = ${v2} then now() else published_at end
      where id in (${v1}, ${v2})`);
    const published = await expectKeptAsTheRule(family);
    expect(JSON.parse(published[0]?.kept ?? "null")).toEqual({ template: v2, version: 2 });
    expect(published[1]?.kept).toBeNull();

    // A minor version 3 published: version 1 is offered it (version 2 came in between), 2 is not.
    const v3 = await version(3, "draft");
    await run(sql`update templates set minor = true where id = ${v3}`);
    await run(sql`update templates set status = 'archived' where id = ${v2}`);
    await run(sql`update templates set status = 'public', published_at = now() where id = ${v3}`);
    const minor = await expectKeptAsTheRule(family);
    expect(JSON.parse(minor[0]?.kept ?? "null")).toEqual({ template: v3, version: 3 });
    expect(minor[1]?.kept).toBeNull();

    // Version 2 marked minor after the fact: only typo fixes since version 1, so no offer at all.
    await run(sql`update templates set minor = true where id = ${v2}`);
    expect((await expectKeptAsTheRule(family)).map((o) => o.kept)).toEqual([null, null, null]);
    await run(sql`update templates set minor = false where id = ${v2}`);
    await expectKeptAsTheRule(family);

    // The public version deleted: nothing public to offer.
    await run(sql`delete from templates where id = ${v3}`);
    expect((await expectKeptAsTheRule(family)).map((o) => o.kept)).toEqual([null, null]);

    // Version 2 public again, then moved to a family of its own: version 1 loses its offer.
    await run(sql`update templates set status = 'public' where id = ${v2}`);
    expect(JSON.parse((await expectKeptAsTheRule(family))[0]?.kept ?? "null")).toEqual({
      template: v2,
      version: 2,
    });
    await run(sql`update templates set family_id = ${v2}, version = 1 where id = ${v2}`);
    expect((await expectKeptAsTheRule(family)).map((o) => o.kept)).toEqual([null]);
    await expectKeptAsTheRule(v2);
  });

  it("is filled by the migration for the versions there were before it", async () => {
    // A family whose first version is offered its second.
    const second = await version(2, "public");
    await run(sql`update templates set status = 'archived' where id = ${family}`);
    expect(second).toBeGreaterThan(0);
    // The versions as an older release left them (no offer kept; writing the column alone does
    // not fire the trigger), then the migration's last statement, which fills them.
    await run(sql`update templates set update_offered = null`);
    const migration = readMigrationFiles(shippedMigrationsFolder).find(
      (m) => m.tag === "0044_template_update_offered",
    );
    const fill = migration?.statements.at(-1) ?? "";
    expect(fill).toContain("template_updates_refresh");
    await run(sql.raw(fill));
    const families = await rows<{ family_id: number }>(
      sql`select distinct family_id::int as family_id from templates where family_id is not null`,
    );
    expect(families.length).toBeGreaterThan(1);
    const found = (await Promise.all(families.map(({ family_id }) => expectKeptAsTheRule(family_id)))).flat();
    // The seeded catalogue has families with an update to offer, or this would prove little.
    expect(found.some((offer) => offer.kept !== null)).toBe(true);
  });
});
