import { useNavigate, useParams, useSearchParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { AppointmentFormDialog } from "../components/appointment-form-dialog";

/**
 * `appointment-create` and `{id}/appointment-edit` (spec §2): the appointment's form over the
 * dashboard; `?day=YYYY-MM-DD` presets a new one's day (the box's selected day).
 */
export function AppointmentModalPage() {
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  return (
    <AppointmentFormDialog
      key={id ?? "new"}
      id={id}
      preset={{ day: search.get("day") }}
      onClose={() => navigate(pathTo("customer-home"))}
    />
  );
}
