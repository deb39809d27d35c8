import { COMPANY_FIELDS, type Company } from "@app/contracts";
import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { CompanyFields, companyValues } from "../../../components/company-fields";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
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
export function CompanyFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const company = useCompany(id);
  const back = pathTo("customer-profile-company-list");
  if (useItemMissing(company.error)) return <NotFoundState back={{ to: back }} />;
  return (
    <Stack gap="md">
      <Title order={1}>{id === null ? t("profile.company.register") : t("profile.company.edit")}</Title>
      {id !== null && company.isError ? (
        <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void company.refetch()} />
      ) : id !== null && !company.data ? (
        <Skeleton height={300} />
      ) : (
        <CompanyForm id={id} initial={company.data} onDone={() => navigate(back)} cancelTo={back} />
      )}
    </Stack>
  );
}

function CompanyForm(props: { id: number | null; initial?: Company; onDone: () => void; cancelTo: string }) {
  const { t } = useTranslation();
  const save = useSaveCompany(props.id);
  const [values, setValues] = useState(companyValues());
  useEffect(() => {
    if (props.initial) setValues(companyValues(props.initial));
  }, [props.initial]);
  const errors = serverFormErrors(save.error, [...COMPANY_FIELDS]);
  return (
    <Paper withBorder p="md" radius="md">
      <ResourceForm
        framed={false}
        onSubmit={() =>
          save.mutate(values, {
            onSuccess: () => {
              notifySuccess(t("common.saved"));
              props.onDone();
            },
          })
        }
        otherErrors={errors.other}
        otherErrorsTitle={t("profile.notSaved")}
        submitLabel={t("profile.save")}
        cancel={{ label: t("profile.cancel"), to: props.cancelTo }}
        pending={save.isPending}
        canSubmit={values.name.trim() !== ""}
      >
        <CompanyFields
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          errors={errors.fields}
          label={(field) => t(`profile.company.fields.${field}`)}
        />
      </ResourceForm>
    </Paper>
  );
}
