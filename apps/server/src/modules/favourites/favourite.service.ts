import {
  FAVOURITES_PAGE_SIZE,
  type Favourite,
  type FavouriteCreateBody,
  type ListResponse,
} from "@app/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, pageOffset, readListParams } from "../../platform/list/list-params";
import { type CalculatorService, calculatorTemplates } from "../calculators";
import type { CatalogueService } from "../catalogue";
import { favourites } from "./favourite.table";
import { openedVersion } from "./favourite-opens";

type Typology = Favourite["typology"];

interface FavouriteRow extends Record<string, unknown> {
  id: number | string;
  typology: Typology;
  template_id: number | string;
  template_title: string;
  template_language: string;
  total: number | string;
}

const toFavourite = (row: FavouriteRow): Favourite => ({
  id: Number(row.id),
  typology: row.typology,
  template_id: Number(row.template_id),
  template_title: row.template_title,
  template_language: row.template_language,
});

/**
 * A customer's favourites, each with what it opens:
 * - `agreement`: the template family's public version, or its latest one if none is public;
 * - `calculator`: the calculator itself, while it is public. A calculator the editors withdraw
 *   (draft, archived) is hidden, not shown as a dead link: customers cannot open it. The
 *   favourite is kept, and shows again if the calculator is published again.
 */
function visibleFavourites(ownerId: number, typology: Typology | undefined): SQL {
  return sql`
    from ${favourites} f
    join lateral (
      (select id, title, language from (${openedVersion(sql`f.template_family_id`)}) as v
       where f.typology = 'agreement')
      union all
      (select c.id, c.title, c.language from ${calculatorTemplates} c
       where f.typology = 'calculator' and c.id = f.template_family_id and c.status = 'public')
    ) t on true
    where f.owner_id = ${ownerId} ${typology ? sql`and f.typology = ${typology}` : sql``}`;
}

/** A customer's favourite templates and calculators, newest first, six to a page (spec §7, §9). */
export function createFavouriteService(
  db: Database,
  catalogue: CatalogueService,
  calculators: CalculatorService,
) {
  /** What a new favourite names: a template's family, or a calculator (calculators have no versions). */
  async function starred(viewer: Viewer, body: FavouriteCreateBody) {
    if (body.typology === "calculator") {
      const calculator = await calculators.getUsable(viewer, body.template_id);
      return {
        key: calculator.id,
        id: calculator.id,
        title: calculator.title,
        language: calculator.language,
      };
    }
    const template = await catalogue.getTemplate(viewer, body.template_id);
    const family = (await catalogue.familyOf(template.id)) ?? template.id;
    return { key: family, id: template.id, title: template.title, language: template.language };
  }

  return {
    /** Every favourite (`favourite/agreement-calculator/list/`), or those of one typology. */
    async list(
      ownerId: number,
      query: ListQueryInput,
      typology?: Typology,
    ): Promise<ListResponse<Favourite>> {
      // The spec's call is `?per_page=6&page=`: six by default, any size the list platform allows.
      const params = readListParams(query);
      const noPage = params.noPage;
      const perPage = params.perPage ?? FAVOURITES_PAGE_SIZE;
      const offset = pageOffset(params, perPage);
      const visible = visibleFavourites(ownerId, typology);
      const result = await db.execute<FavouriteRow>(sql`
        select f.id, f.typology, t.id as template_id, t.title as template_title,
               t.language as template_language, count(*) over() as total
        ${visible}
        order by f.created_at desc, f.id desc
        ${noPage ? sql`` : sql`limit ${perPage} offset ${offset}`}`);
      // Both drivers answer `{ rows }`.
      const rows = (result as unknown as { rows: FavouriteRow[] }).rows;
      // Only a page past the end has no row to carry the count: an empty first page counts none.
      const count = rows[0] ? Number(rows[0].total) : noPage || offset === 0 ? 0 : await countOf(visible);
      return { results: rows.map(toFavourite), per_page: noPage ? rows.length : perPage, count };
    },

    /**
     * Stars a template or a calculator the customer can open (403 outside the subscription,
     * 404 unknown or not public); starring it twice keeps one favourite.
     */
    async create(viewer: Viewer, body: FavouriteCreateBody): Promise<Favourite> {
      const item = await starred(viewer, body);
      const key = { owner_id: viewer.userId, typology: body.typology, template_family_id: item.key };
      await db.insert(favourites).values(key).onConflictDoNothing();
      const [row] = await db
        .select({ id: favourites.id })
        .from(favourites)
        .where(
          and(
            eq(favourites.owner_id, key.owner_id),
            eq(favourites.typology, key.typology),
            eq(favourites.template_family_id, key.template_family_id),
          ),
        );
      return {
        id: row?.id ?? 0,
        typology: body.typology,
        template_id: item.id,
        template_title: item.title,
        template_language: item.language,
      };
    },

    /** Removes one of the owner's favourites (of `typology` when given); 404 for any other. */
    async destroy(ownerId: number, id: number, typology?: Typology): Promise<void> {
      const rows = await db
        .delete(favourites)
        .where(
          and(
            eq(favourites.owner_id, ownerId),
            eq(favourites.id, id),
            typology ? eq(favourites.typology, typology) : undefined,
          ),
        )
        .returning({ id: favourites.id });
      if (rows.length === 0) throw AppError.notFound();
    },
  };

  async function countOf(visible: SQL): Promise<number> {
    const result = await db.execute<{ total: number | string }>(sql`select count(*) as total ${visible}`);
    return Number((result as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0);
  }
}
