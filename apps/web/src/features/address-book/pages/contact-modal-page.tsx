import { useNavigate, useParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { ContactFormDialog } from "../components/contact-form-dialog";

/**
 * `addressbook-create` and `{id}/addressbook-edit` (spec §2): the contact's form over the
 * dashboard. A new contact with possible duplicates moves to its edit route, the warning shown.
 */
export function ContactModalPage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  return (
    <ContactFormDialog
      opened
      key={id ?? "new"}
      id={id}
      onClose={() => navigate(pathTo("customer-home"))}
      onSaved={(saved) => {
        if (id === null && saved.duplicates.length > 0)
          navigate(pathTo("customer-dashboard-agreement-addressbook-edit", { id: saved.id }), {
            replace: true,
          });
      }}
    />
  );
}
