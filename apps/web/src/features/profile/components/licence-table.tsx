import type { Licence } from "@app/contracts";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { LicenceStatusBadge } from "../../../components/licence-status-badge";
import type { TFunction } from "../../../lib/translator";
import { useTranslation } from "../../../lib/use-translation";
import { licencePeriod } from "./licence-details";

type LicenceRow = Pick<Licence, "id" | "name" | "seats" | "valid_from" | "valid_to" | "status">;

function licenceColumns(t: TFunction, linked: boolean): DataColumn<LicenceRow, never>[] {
  return [
    {
      key: "plan",
      label: t("profile.licences.plan"),
      // A request the administrator may change, or any licence to read.
      cell: (licence) =>
        linked ? (
          <Anchor component={Link} to={pathTo("customer-profile-licence-edit", { id: licence.id })}>
            {licence.name}
          </Anchor>
        ) : (
          licence.name
        ),
    },
    { key: "seats", label: t("profile.licences.seats"), cell: (licence) => licence.seats },
    { key: "validity", label: t("profile.licences.validity"), cell: (licence) => licencePeriod(t, licence) },
    {
      key: "status",
      label: t("profile.licences.status"),
      cell: (licence) => (
        <LicenceStatusBadge status={licence.status} label={t(`profile.status.${licence.status}`)} />
      ),
    },
  ];
}

/** The firm's licences: on their own screen each opens (`linked`), on the subscription they are read. */
export function LicenceTable({
  label,
  licences,
  linked = false,
}: {
  label: string;
  licences: readonly LicenceRow[];
  linked?: boolean;
}) {
  const { t } = useTranslation();
  return <DataTable label={label} columns={licenceColumns(t, linked)} rows={licences} minWidth={560} />;
}
