import { COMPANY_FIELDS, type Company } from "@app/contracts";
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { type CompanyValues, companyForm } from "../../../components/company-fields";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { type EditPageDeclaration, ResourceEditPage } from "../../../components/resource-edit-page";
import { useTranslation } from "../../../lib/use-translation";
import { useCompanies, useCompany, useSaveCompany, useSubscription } from "../api/profile-api";
import { ProfileNav } from "../components/profile-nav";

/** `customer-profile-company-list` (issue 16): the firm; its administrator edits it. */
export function CompanyPage() {
  const { t } = useTranslation();
  const companies = useCompanies();
  const subscription = useSubscription();
  const company = companies.data?.results[0];
  return (
    <Stack gap="md">
      <Title order={1}>{t("profile.company.title")}</Title>
      <ProfileNav active="company" />
      {companies.isError ? (
        <LoadErrorAlert onRetry={() => void companies.refetch()} />
      ) : !companies.data ? (
        <Skeleton height={200} />
      ) : !company ? (
        <Card withBorder>
          <Text mb="sm">{t("profile.company.none")}</Text>
          <Button component={Link} to={pathTo("customer-profile-company-create")}>
            {t("profile.company.register")}
          </Button>
        </Card>
      ) : (
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {company.name}
            </Title>
            {subscription.data?.role === "administrator" && (
              <Button
                component={Link}
                to={pathTo("customer-profile-company-edit", { id: company.id })}
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
              >
                {t("profile.company.edit")}
              </Button>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {COMPANY_FIELDS.filter((f) => f !== "name").map((field) => (
              <div key={field}>
                <Text size="xs" c="dimmed">
                  {t(`profile.company.fields.${field}`)}
                </Text>
                <Text size="sm">{company[field] || "—"}</Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
      )}
    </Stack>
  );
}

/** `customer-profile-company-create` and `{id}/edit`: the firm's details, checked by the server. */
const companyEdit: EditPageDeclaration<Company, CompanyValues> = {
  list: "customer-profile-company-list",
  edit: "customer-profile-company-edit",
  useItem: useCompany,
  useSave: useSaveCompany,
  ...companyForm("profile.company.fields"),
  texts: {
    new: "profile.company.register",
    edit: "profile.company.edit",
    save: "profile.save",
    back: "profile.cancel",
    notSaved: "profile.notSaved",
  },
  afterSave: "list",
};

export const CompanyFormPage = () => <ResourceEditPage declaration={companyEdit} />;
