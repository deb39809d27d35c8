import { LICENCE_PLANS, type Licence, type LicencePlan } from "@app/contracts";
import {
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { LicenceStatusBadge } from "../../../components/licence-status-badge";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useLicence, useLicences, useSaveLicenceRequest, useSubscription } from "../api/profile-api";
import { LicenceDetails } from "../components/licence-details";
import { ProfileNav } from "../components/profile-nav";

/** `customer-profile-licence-list` (issue 16): the firm's licences; the administrator requests more. */
export function LicencesPage() {
  const { t } = useTranslation();
  const licences = useLicences();
  const subscription = useSubscription();
  const isAdmin = subscription.data?.role === "administrator";
  return (
    <Stack gap="md">
      <Title order={1}>{t("profile.licences.title")}</Title>
      <ProfileNav active="licences" />
      {licences.isError ? (
        <LoadErrorAlert onRetry={() => void licences.refetch()} />
      ) : !licences.data ? (
        <Skeleton height={200} />
      ) : (
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t("profile.licences.ofFirm")}
            </Title>
            {isAdmin && (
              <Button
                component={Link}
                to={pathTo("customer-profile-licence-create")}
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
              >
                {t("profile.licences.request")}
              </Button>
            )}
          </Group>
          {licences.data.results.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("profile.licences.none")}
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("profile.licences.plan")}</Table.Th>
                  <Table.Th>{t("profile.licences.seats")}</Table.Th>
                  <Table.Th>{t("profile.licences.validity")}</Table.Th>
                  <Table.Th>{t("profile.licences.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {licences.data.results.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      {/* A request the administrator may change, or any licence to read. */}
                      <Anchor component={Link} to={pathTo("customer-profile-licence-edit", { id: l.id })}>
                        {l.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{l.seats}</Table.Td>
                    <Table.Td>
                      {t("profile.licences.period", {
                        from: formatDate(l.valid_from),
                        to: formatDate(l.valid_to),
                      })}
                    </Table.Td>
                    <Table.Td>
                      <LicenceStatusBadge status={l.status} label={t(`profile.status.${l.status}`)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      )}
    </Stack>
  );
}

/**
 * `customer-profile-licence-create` and `{id}/edit`: a request for a module or more seats, which
 * the administrator may change until it is approved; any other licence of the firm is shown read
 * only, and one of another firm (404) is not found.
 */
export function LicenceRequestPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const licence = useLicence(id);
  const subscription = useSubscription();
  const back = pathTo("customer-profile-licence-list");
  if (useItemMissing(licence.error)) return <NotFoundState back={{ to: back }} />;
  if (id !== null && licence.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void licence.refetch()} />;
  if (id !== null && (!licence.data || subscription.isPending)) return <Skeleton height={300} />;
  const editable =
    !licence.data || (licence.data.status === "requested" && subscription.data?.role === "administrator");
  if (licence.data && !editable) return <LicenceDetails licence={licence.data} back={back} />;
  return <LicenceRequestForm id={id} current={licence.data} back={back} />;
}

function LicenceRequestForm({ id, current, back }: { id: number | null; current?: Licence; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveLicenceRequest(id);
  const [values, setValues] = useState({ plan: "work" as LicencePlan, seats: 1, note: "" });
  useEffect(() => {
    if (current) setValues({ plan: current.plan, seats: current.seats, note: current.note });
  }, [current]);
  const errors = serverFormErrors(save.error, ["plan", "seats", "note"]);
  return (
    <Stack gap="md">
      <Title order={1}>{t("profile.licences.requestTitle")}</Title>
      <Paper withBorder p="md" radius="md">
        <ResourceForm
          framed={false}
          onSubmit={() =>
            save.mutate(values, {
              onSuccess: () => {
                notifySuccess(t("profile.licences.requested"));
                navigate(back);
              },
            })
          }
          otherErrors={errors.other}
          otherErrorsTitle={t("profile.notSaved")}
          submitLabel={t("profile.licences.send")}
          cancel={{ label: t("profile.cancel"), to: back }}
          pending={save.isPending}
        >
          <Text size="sm">{t("profile.licences.requestHelp")}</Text>
          <Select
            label={t("profile.licences.plan")}
            data={LICENCE_PLANS.map((plan) => ({ value: plan, label: t(`profile.plans.${plan}`) }))}
            value={values.plan}
            allowDeselect={false}
            onChange={(value) => value && setValues((v) => ({ ...v, plan: value as LicencePlan }))}
            error={errors.fields.plan}
          />
          <NumberInput
            label={t("profile.licences.seats")}
            min={1}
            max={1000}
            value={values.seats}
            onChange={(value) => setValues((v) => ({ ...v, seats: Number(value) || 1 }))}
            error={errors.fields.seats}
          />
          <Textarea
            label={t("profile.licences.note")}
            value={values.note}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((v) => ({ ...v, note: value }));
            }}
            error={errors.fields.note}
            maxLength={1000}
          />
        </ResourceForm>
      </Paper>
    </Stack>
  );
}
