import { useLocation, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { useRouteId } from "../../../lib/route-id";
import { NoteFormDialog } from "../components/note-form-dialog";

/**
 * `customer-message-notify-create` and `-edit`: the note's dialog over the notification list;
 * closing it goes back to the list with its filters as they were.
 */
export function NoteModalPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = useRouteId();
  return (
    <NoteFormDialog
      key={id ?? "new"}
      id={id}
      onClose={() => navigate(`${pathTo("customer-message-notify-list")}${search}`)}
    />
  );
}
