import { useParams } from "react-router";
import { isNotFound } from "./api-error";

/** A route's id as the server's ids are written: digits only, at most nine of them. */
export function parseRouteId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The `:id` of a create-or-edit route: a number on the edit route, null on create. */
export function useRouteId(): number | null {
  return parseRouteId(useParams().id);
}

/**
 * Whether an edit or detail route has nothing to show: its id parameter (`param`) is there but is
 * no id, or the call for its item answered 404. The screen then shows the not-found state
 * (components/not-found-state.tsx) instead of its form; a malformed id never opens a create form.
 */
export function useItemMissing(error: unknown, param = "id"): boolean {
  const raw = useParams()[param];
  return (raw !== undefined && parseRouteId(raw) === null) || isNotFound(error);
}
