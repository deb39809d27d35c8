import { z } from "zod";
import { agreementSummarySchema } from "./agreement";

// Editor calls on every customer's agreements (spec §7, base /api/agreement/editor/agreement):
// `list/` (read-only) and `export/` (xlsx, same filters and ordering).

/** A row of the editor's agreement list: the customer's list row plus its owner and version. */
// Editors read the version; whether a customer should update is the customer's own notice.
export const editorAgreementListItemSchema = agreementSummarySchema.omit({ update_available: true }).extend({
  owner_id: z.number().int(),
  owner_username: z.string(),
  /** First and last name; empty when the account has none. */
  owner_name: z.string(),
  owner_email: z.string(),
  /** Version number of the template the agreement was made from; null if withdrawn. */
  template_version: z.number().int().nullable(),
});
export type EditorAgreementListItem = z.infer<typeof editorAgreementListItemSchema>;

/** The editor list's allowed `filter__<key>` (text filters match a part, whatever the case). */
export const EDITOR_AGREEMENT_FILTERS = [
  "title",
  "template",
  "template_title",
  "template_language",
  "status",
  "is_valid",
  "owner",
  "owner_username",
  "date_create",
  "date_last_modify",
] as const;

/** Ordering keys (`order_by__`, `-` for descending); default `-date_last_modify`. */
export const EDITOR_AGREEMENT_ORDERINGS = [
  "id",
  "title",
  "template_title",
  "template_language",
  "status",
  "is_valid",
  "owner_username",
  "date_create",
  "date_last_modify",
] as const;

/** Most rows one export may hold: past it, the editor narrows the filters. */
export const AGREEMENT_EXPORT_MAX_ROWS = 150_000;
