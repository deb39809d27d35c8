import { eq } from "drizzle-orm";
import { agendas, appointments } from "../../modules/calendar/calendar.table";
import { romeMidnight, romeMoment } from "../../platform/time/rome-time";
import type { Database } from "../client";
import type { SeedAgenda } from "./content/agendas";

const moment = (value: string) =>
  value.length === 10 ? romeMidnight(value) : romeMoment(value.slice(0, 10), value.slice(11, 16));

/** The editors' published agendas, once (found again by `seed_key`). */
export async function seedAgendasInto(db: Database, content: SeedAgenda[]): Promise<number> {
  let added = 0;
  for (const agenda of content) {
    const [existing] = await db
      .select({ id: agendas.id })
      .from(agendas)
      .where(eq(agendas.seed_key, agenda.key));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agendas)
        .values({
          seed_key: agenda.key,
          name: agenda.name,
          colour: agenda.colour,
          description: agenda.description,
          visibility: "published",
          modules: agenda.modules,
        })
        .returning({ id: agendas.id });
      await tx.insert(appointments).values(
        agenda.appointments.map((a) => ({
          agenda_id: row?.id,
          title: a.title,
          description: a.description,
          place: a.place ?? "",
          start_at: moment(a.start),
          end_at: moment(a.end),
          all_day: a.start.length === 10,
        })),
      );
    });
    added += 1;
  }
  return added;
}
