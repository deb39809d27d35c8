import type { Licence } from "@app/contracts";
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { LicenceStatusBadge } from "../../../components/licence-status-badge";
import { formatDate } from "../../../lib/format-date";
import type { TFunction } from "../../../lib/translator";
import { useTranslation } from "../../../lib/use-translation";

/** A licence's days of validity, first and last, as the profile screens write them. */
export function licencePeriod(t: TFunction, licence: Pick<Licence, "valid_from" | "valid_to">): string {
  return t("profile.licences.period", {
    from: formatDate(licence.valid_from),
    to: formatDate(licence.valid_to),
  });
}

/**
 * A licence read, not edited: one in force, suspended or ended, or any licence for a member who
 * is not the firm's administrator. Only a request not yet approved can be changed.
 */
export function LicenceDetails({ licence, back }: { licence: Licence; back: string }) {
  const { t } = useTranslation();
  const rows = [
    { label: t("profile.licences.plan"), value: licence.name },
    { label: t("profile.licences.seats"), value: String(licence.seats) },
    {
      label: t("profile.licences.validity"),
      value: licencePeriod(t, licence),
    },
    ...(licence.note ? [{ label: t("profile.licences.note"), value: licence.note }] : []),
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t("profile.licences.viewTitle", { name: licence.name })}</Title>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Text size="sm">{t("profile.licences.readOnly")}</Text>
          <LicenceStatusBadge status={licence.status} label={t(`profile.status.${licence.status}`)} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {rows.map((row) => (
            <div key={row.label}>
              <Text size="xs" c="dimmed" fw={600} component="dt">
                {row.label}
              </Text>
              <Text size="sm" component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
                {row.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      <Group>
        <Button
          variant="default"
          component={Link}
          to={back}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t("profile.licences.back")}
        </Button>
      </Group>
    </Stack>
  );
}
