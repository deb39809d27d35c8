import {
  FAVOURITES_PAGE_SIZE,
  type Favourite,
  type FavouriteCreateBody,
  type ListResponse,
} from "@app/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, pageOffset, readListParams } from "../../platform/list/list-params";
import type { CatalogueService } from "../catalogue";
import { favourites } from "./favourite.table";

interface FavouriteRow extends Record<string, unknown> {
  id: number | string;
  typology: "agreement" | "calculator";
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

/** A customer's favourite templates, newest first, six to a page (spec §7, §9). */
export function createFavouriteService(db: Database, catalogue: CatalogueService) {
  return {
    async list(ownerId: number, query: ListQueryInput): Promise<ListResponse<Favourite>> {
      // The spec's call is `?per_page=6&page=`: six by default, any size the list platform allows.
      const params = readListParams(query);
      const noPage = params.noPage;
      const perPage = params.perPage ?? FAVOURITES_PAGE_SIZE;
      const offset = pageOffset(params, perPage);
      // Each favourite opens its template's public version, or its latest one if none is public.
      const result = await db.execute<FavouriteRow>(sql`
        select f.id, f.typology, t.id as template_id, t.title as template_title,
               t.language as template_language, count(*) over() as total
        from ${favourites} f
        join lateral (
          select id, title, language from templates
          where family_id = f.template_family_id
          order by (status = 'public') desc, version desc limit 1
        ) t on true
        where f.owner_id = ${ownerId}
        order by f.created_at desc, f.id desc
        ${noPage ? sql`` : sql`limit ${perPage} offset ${offset}`}`);
      // Both drivers answer `{ rows }`.
      const rows = (result as unknown as { rows: FavouriteRow[] }).rows;
      const count = rows[0]
        ? Number(rows[0].total)
        : await db.$count(favourites, eq(favourites.owner_id, ownerId));
      return { results: rows.map(toFavourite), per_page: noPage ? rows.length : perPage, count };
    },

    /** Stars a template the customer can open; starring it twice keeps one favourite. */
    async create(viewer: Viewer, body: FavouriteCreateBody): Promise<Favourite> {
      const template = await catalogue.getTemplate(viewer, body.template_id);
      const family = (await catalogue.familyOf(template.id)) ?? template.id;
      await db
        .insert(favourites)
        .values({ owner_id: viewer.userId, typology: body.typology, template_family_id: family })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: favourites.id })
        .from(favourites)
        .where(
          and(
            eq(favourites.owner_id, viewer.userId),
            eq(favourites.typology, body.typology),
            eq(favourites.template_family_id, family),
          ),
        );
      return {
        id: row?.id ?? 0,
        typology: body.typology,
        template_id: template.id,
        template_title: template.title,
        template_language: template.language,
      };
    },

    async destroy(ownerId: number, id: number): Promise<void> {
      const rows = await db
        .delete(favourites)
        .where(and(eq(favourites.owner_id, ownerId), eq(favourites.id, id)))
        .returning({ id: favourites.id });
      if (rows.length === 0) throw AppError.notFound();
    },
  };
}
