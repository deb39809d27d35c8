import { type Module, PLAN_MODULES, type Subscription } from "@app/contracts";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { displayName } from "../../platform/auth/display-name";
import type { Viewer } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { parseListQuery } from "../../platform/list/list-query";
import { calculatorTemplates } from "../calculators/calculator.table";
import { templates } from "../catalogue/template.table";
import type { CustomerProfileService } from "./customer-profile.service";
import { createFirmRepository } from "./firm.repository";
import { createPeopleRepository, profileListSpec } from "./people.repository";
import { romeToday } from "./profile.mappers";

const DAY_MS = 86_400_000;
/** The renewal warning shows from this many days before the end. */
export const EXPIRY_WARNING_DAYS = 30;

/** The public templates and calculators each module opens, by title. */
async function opensByModule(db: Database) {
  const [t, c] = await Promise.all([
    db
      .select({
        id: templates.id,
        title: templates.title,
        language: templates.language,
        module: templates.module,
      })
      .from(templates)
      .where(eq(templates.status, "public"))
      .orderBy(asc(templates.title)),
    db
      .select({
        id: calculatorTemplates.id,
        title: calculatorTemplates.title,
        module: calculatorTemplates.module,
      })
      .from(calculatorTemplates)
      .where(eq(calculatorTemplates.status, "public"))
      .orderBy(asc(calculatorTemplates.title)),
  ]);
  return (m: Module) => ({
    module: m,
    templates: t.filter((r) => r.module === m).map(({ id, title, language }) => ({ id, title, language })),
    calculators: c.filter((r) => r.module === m).map(({ id, title }) => ({ id, title })),
  });
}

/**
 * `customer-profile-subscription` (issue 16): the modules in force, the days left, the seats
 * used and who holds them, what each module opens, where to renew.
 */
export function createSubscriptionService(ctx: AppContext, profiles: CustomerProfileService) {
  const { db } = ctx;
  const firms = createFirmRepository(db);
  const peopleRepository = createPeopleRepository(db);
  return {
    async of(viewer: Viewer): Promise<Subscription> {
      const membership = await profiles.firmOf(viewer);
      const shop_url = ctx.config.SHOP_URL ?? "";
      const opens = await opensByModule(db);
      if (!membership)
        return {
          company: null,
          role: null,
          licences: [],
          modules: [],
          seats: { used: 0, total: 0 },
          holders: [],
          days_left: null,
          expiring: false,
          opens: [],
          shop_url,
        };
      const today = romeToday();
      const all = await profiles.licenceItems(membership.company_id, viewer.language);
      const inForce = all.filter(
        (l) => l.status === "active" && l.valid_from <= today && l.valid_to >= today,
      );
      const modules = [...new Set(inForce.flatMap((l) => [...PLAN_MODULES[l.plan]]))] as Module[];
      // The firm's people with their live sessions, in one query: those signed in hold a seat.
      const people = await peopleRepository.list(
        parseListQuery({ no_page: "no_page" }, profileListSpec),
        peopleRepository.inCompany(membership.company_id),
      );
      const holders = people.results
        .filter((p) => p.live_sessions > 0)
        .map((p) => ({ id: p.id, name: displayName(p), username: p.username, sessions: p.live_sessions }));
      const firstEnd = inForce.map((l) => l.valid_to).sort()[0];
      const days_left = firstEnd ? Math.round((Date.parse(firstEnd) - Date.parse(today)) / DAY_MS) : null;
      const company = await firms.company(membership.company_id);
      return {
        company: company ? { id: company.id, name: company.name } : null,
        role: membership.role,
        licences: all,
        modules,
        seats: { used: holders.length, total: inForce.reduce((sum, l) => sum + l.seats, 0) },
        holders,
        days_left,
        expiring: days_left !== null && days_left <= EXPIRY_WARNING_DAYS,
        opens: modules.map(opens),
        shop_url,
      };
    },
  };
}
