import { LICENCE_PLANS, type Licence, type LicencePlan } from "@app/contracts";
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { useTranslation } from "../../../lib/use-translation";
import { useLicence, useLicences, useSaveLicenceRequest, useSubscription } from "../api/profile-api";
import { LicenceDetails } from "../components/licence-details";
import { LicenceTable } from "../components/licence-table";
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
            <LicenceTable label={t("profile.licences.ofFirm")} licences={licences.data.results} linked />
          )}
        </Card>
      )}
    </Stack>
  );
}

type RequestValues = { plan: LicencePlan; seats: number; note: string };

/** A licence shown rather than edited: any but a request not yet approved, for the administrator. */
function useLicenceReadOnly(licence: Licence | undefined) {
  const subscription = useSubscription();
  if (!licence) return null;
  if (subscription.isPending) return "pending";
  const editable = licence.status === "requested" && subscription.data?.role === "administrator";
  return editable ? null : (
    <LicenceDetails licence={licence} back={pathTo("customer-profile-licence-list")} />
  );
}

function LicenceRequestForm({ values, set, errors }: FormProps<Licence, RequestValues>) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{t("profile.licences.requestHelp")}</Text>
      <Select
        label={t("profile.licences.plan")}
        data={LICENCE_PLANS.map((plan) => ({ value: plan, label: t(`profile.plans.${plan}`) }))}
        value={values.plan}
        allowDeselect={false}
        onChange={(value) => value && set({ plan: value as LicencePlan })}
        error={errors.fields.plan}
      />
      <NumberInput
        label={t("profile.licences.seats")}
        min={1}
        max={1000}
        value={values.seats}
        onChange={(value) => set({ seats: Number(value) || 1 })}
        error={errors.fields.seats}
      />
      <Textarea
        label={t("profile.licences.note")}
        value={values.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        error={errors.fields.note}
        maxLength={1000}
      />
    </>
  );
}

/**
 * `customer-profile-licence-create` and `{id}/edit`: a request for a module or more seats, which
 * the administrator may change until it is approved; any other licence of the firm is shown read
 * only, and one of another firm (404) is not found.
 */
const licenceRequestEdit: EditPageDeclaration<Licence, RequestValues> = {
  list: "customer-profile-licence-list",
  edit: "customer-profile-licence-edit",
  useItem: useLicence,
  useSave: useSaveLicenceRequest,
  newValues: () => ({ plan: "work", seats: 1, note: "" }),
  valuesOf: ({ plan, seats, note }) => ({ plan, seats, note }),
  fields: ["plan", "seats", "note"],
  texts: {
    new: "profile.licences.requestTitle",
    edit: "profile.licences.requestTitle",
    save: "profile.licences.send",
    back: "profile.cancel",
    notSaved: "profile.notSaved",
    saved: "profile.licences.requested",
  },
  afterSave: "list",
  useInstead: useLicenceReadOnly,
  Form: LicenceRequestForm,
};

export const LicenceRequestPage = () => <ResourceEditPage declaration={licenceRequestEdit} />;
