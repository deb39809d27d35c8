import type { Company } from "@app/contracts";
import { Anchor, Paper, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { type CompanyValues, companyForm } from "../../../components/company-fields";
import { type EditPageDeclaration, ResourceEditPage } from "../../../components/resource-edit-page";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { useTranslation } from "../../../lib/use-translation";
import { useCompany, useCompanyList, useProfileList, useSaveCompany } from "../api/editor-profile-api";

/** `editor-profile-company-list`: the subscriber firms, searchable by name, VAT number or city. */
const COMPANY_LIST: ListPageDeclaration<Company, "name" | "city" | "created_at", "search"> = {
  route: "editor-profile-company-list",
  orders: ["name", "city", "created_at"],
  defaultOrder: "name",
  filters: ["search"],
  useList: useCompanyList,
  create: { route: "editor-profile-company-create", label: "editorProfile.company.new" },
  search: "editorProfile.company.search",
  columns: (t) => [
    {
      key: "name",
      label: t("editorProfile.company.name"),
      sort: "name",
      cell: (row) => (
        <Anchor component={Link} to={pathTo("editor-profile-company-edit", { id: row.id })} fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: "vat", label: t("editorProfile.company.vat_number"), cell: (row) => row.vat_number || "—" },
    {
      key: "city",
      label: t("editorProfile.company.city"),
      sort: "city",
      cell: (row) => [row.city, row.province].filter(Boolean).join(" ") || "—",
    },
    { key: "members", label: t("editorProfile.company.members"), cell: (row) => row.members_count },
  ],
  table: { label: "editorProfile.company.table", minWidth: 640 },
  empty: "editorProfile.company.empty",
};

export function CompanyListPage() {
  return <ResourceListPage declaration={COMPANY_LIST} />;
}

/** `editor-profile-company-create` and `{id}/edit`: a firm's details, and its people. */
const COMPANY_EDIT: EditPageDeclaration<Company, CompanyValues> = {
  list: "editor-profile-company-list",
  edit: "editor-profile-company-edit",
  useItem: useCompany,
  useSave: useSaveCompany,
  ...companyForm("editorProfile.company"),
  title: (company) => company.name,
  texts: {
    new: "editorProfile.company.new",
    save: "editorProfile.save",
    back: "editorProfile.back",
    notSaved: "editorProfile.notSaved",
  },
  After: ({ item }) => <CompanyMembers companyId={item.id} />,
};

export function CompanyEditPage() {
  return <ResourceEditPage declaration={COMPANY_EDIT} />;
}

function CompanyMembers({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const people = useProfileList({ no_page: "no_page", filter__company: companyId });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-members">
      <Title order={2} size="h4" id="company-members" mb="sm">
        {t("editorProfile.company.members")}
      </Title>
      {people.data?.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("editorProfile.company.noMembers")}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {people.data?.results.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} to={pathTo("editor-profile-profile-edit", { id: p.id })}>
                    {[p.first_name, p.last_name].filter(Boolean).join(" ") || p.username}
                  </Anchor>
                </Table.Td>
                <Table.Td>{p.username}</Table.Td>
                <Table.Td>{p.role ? t(`editorProfile.roles.${p.role}`) : "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
