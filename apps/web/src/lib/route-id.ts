import { useParams } from "react-router";

/** The `:id` of a create-or-edit route: a number on the edit route, null on create. */
export function useRouteId(): number | null {
  const { id } = useParams();
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null;
}
