import { COMPANY_FIELDS, type Company } from "@app/contracts";
import { Anchor, Paper, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { CompanyFields, companyValues } from "../../../components/company-fields";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { useCompany, useCompanyList, useProfileList, useSaveCompany } from "../api/editor-profile-api";

type CompanyValues = ReturnType<typeof companyValues>;

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

function CompanyForm({ values, set, errors }: FormProps<Company, CompanyValues>) {
  const { t } = useTranslation();
  return (
    <CompanyFields
      values={values}
      onChange={(field, value) => set({ [field]: value })}
      errors={errors.fields}
      label={(field) => t(`editorProfile.company.${field}`)}
    />
  );
}

/** `editor-profile-company-create` and `{id}/edit`: a firm's details, and its people. */
const COMPANY_EDIT: EditPageDeclaration<Company, CompanyValues> = {
  list: "editor-profile-company-list",
  edit: "editor-profile-company-edit",
  useItem: useCompany,
  useSave: useSaveCompany,
  newValues: () => companyValues(),
  valuesOf: (company) => companyValues(company),
  fields: COMPANY_FIELDS,
  title: (company) => company.name,
  texts: {
    new: "editorProfile.company.new",
    save: "editorProfile.save",
    back: "editorProfile.back",
    notSaved: "editorProfile.notSaved",
  },
  canSubmit: (values) => values.name.trim() !== "",
  Form: CompanyForm,
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
