import { z } from "zod";

/** Page sizes a list accepts (spec §9). Favourites use their own size of 6. */
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The error body every failing call answers (DESIGN §4):
 * `status_code`, optional `non_field_errors`, and one array of messages per invalid field.
 */
export const errorBodySchema = z
  .object({
    status_code: z.number().int(),
    non_field_errors: z.array(z.string()).optional(),
  })
  // Field errors: one array of messages per field (the union only admits status_code itself).
  .catchall(z.union([z.array(z.string()), z.number()]));
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Answer of every `list/` call. */
export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    per_page: z.number().int(),
    count: z.number().int(),
  });
export type ListResponse<T> = { results: T[]; per_page: number; count: number };

/**
 * The answer of a list that counts its rows only up to a bound, so that counting never reads a
 * whole table (issue 49: the activity log). The spec's answer, and `count_is_estimate`: true when
 * there are more rows than the bound, then `count` is the bound plus one ("more than 10,000")
 * and the pages reach that far; false when `count` is exact.
 */
export const estimatedListResponseSchema = <T extends z.ZodType>(item: T) =>
  listResponseSchema(item).extend({ count_is_estimate: z.boolean() });
export type EstimatedListResponse<T> = ListResponse<T> & { count_is_estimate: boolean };

/** Whether a list's answer says its count is an estimate (`EstimatedListResponse`). */
export const isEstimatedCount = (page: ListResponse<unknown> | undefined): boolean =>
  (page as Partial<EstimatedListResponse<unknown>> | undefined)?.count_is_estimate === true;

/** A plain `{ detail }` answer for calls that only confirm (logout, password reset...). */
export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

/**
 * An id in a path: plain digits only (no sign, exponent, spaces or hex), a positive safe
 * integer, so `1e3` or ` 7` is a 400 like any other id that is not an id (issue 13).
 */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});
export type IdParam = z.infer<typeof idParamSchema>;

export const LANGUAGES = ["it", "en"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/**
 * The shapes of one resource's generic calls (spec §7 `list/`, `retrieve/`, `create/`,
 * `partial-update/`, `set-status/`): its item, its lighter list row, and the body each write
 * takes. Each resource declares them once (resources.ts), for every variant that serves it.
 */
export interface ResourceShapes {
  item: z.ZodType;
  /** The list's whole answer, when it says more than the spec's `{results, per_page, count}`. */
  list?: z.ZodType;
  /** The list row, when lighter than the item (e.g. a summary). */
  listItem?: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  setStatus?: z.ZodType;
}
