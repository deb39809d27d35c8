import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";
import { useSubscription } from "../api/profile-api";
import { LicenceTable } from "../components/licence-table";
import { ProfileNav } from "../components/profile-nav";
import { SeatHolders } from "../components/seat-holders";

/**
 * `customer-profile-subscription` (issue 16): the modules in force and until when, the seats
 * used and who holds them (the administrator can free one), what each module opens, where to renew.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const data = subscription.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t("profile.subscription.title")}</Title>
      <ProfileNav active="subscription" />
      {subscription.isError ? (
        <LoadErrorAlert onRetry={() => void subscription.refetch()} />
      ) : !data ? (
        <Skeleton height={240} />
      ) : !data.company ? (
        <Text>{t("profile.subscription.noFirm")}</Text>
      ) : (
        <>
          {data.expiring && (
            <Alert
              styles={READABLE_ALERT}
              color="orange"
              icon={<IconAlertTriangle aria-hidden />}
              title={t("profile.subscription.expiringTitle")}
            >
              <Text size="sm">{t("profile.subscription.expiring", { days: data.days_left })}</Text>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Card withBorder>
              <Text size="sm" c="dimmed">
                {t("profile.subscription.modules")}
              </Text>
              <Group gap="xs" mt={4}>
                {data.modules.length === 0 ? (
                  <Text fw={600}>{t("profile.subscription.none")}</Text>
                ) : (
                  data.modules.map((m) => (
                    <Badge key={m} variant="outline" color="indigo.9">
                      {t(`profile.modules.${m}`)}
                    </Badge>
                  ))
                )}
              </Group>
            </Card>
            <Card withBorder>
              <Text size="sm" c="dimmed">
                {t("profile.subscription.validity")}
              </Text>
              <Text fw={600} mt={4}>
                {data.days_left === null
                  ? "—"
                  : t("profile.subscription.daysLeft", { count: data.days_left })}
              </Text>
            </Card>
            <Card withBorder>
              <Text size="sm" c="dimmed">
                {t("profile.subscription.seats")}
              </Text>
              <Text fw={600} mt={4} data-testid="seats-used">
                {t("profile.subscription.seatsUsed", { used: data.seats.used, total: data.seats.total })}
              </Text>
            </Card>
          </SimpleGrid>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t("profile.subscription.holders")}
            </Title>
            {data.holders.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("profile.subscription.noHolders")}
              </Text>
            ) : (
              <SeatHolders holders={data.holders} administrator={data.role === "administrator"} />
            )}
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t("profile.subscription.opens")}
            </Title>
            <Accordion variant="contained" multiple>
              {data.opens.map((o) => (
                <Accordion.Item key={o.module} value={o.module}>
                  <Accordion.Control>
                    {t("profile.subscription.opensLine", {
                      module: t(`profile.modules.${o.module}`),
                      templates: t("profile.subscription.templatesCount", { count: o.templates.length }),
                      calculators: t("profile.subscription.calculatorsCount", {
                        count: o.calculators.length,
                      }),
                    })}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <div>
                        <Title order={3} size="h6" mb={4}>
                          {t("profile.subscription.opensTemplates")}
                        </Title>
                        <List size="sm" spacing={2}>
                          {o.templates.map((template) => (
                            <List.Item key={template.id}>
                              {template.title}
                              {template.language !== "it" && ` (${template.language.toUpperCase()})`}
                            </List.Item>
                          ))}
                        </List>
                      </div>
                      <div>
                        <Title order={3} size="h6" mb={4}>
                          {t("profile.subscription.opensCalculators")}
                        </Title>
                        {o.calculators.length === 0 ? (
                          <Text size="sm">{t("profile.subscription.opensNoCalculators")}</Text>
                        ) : (
                          <List size="sm" spacing={2}>
                            {o.calculators.map((calculator) => (
                              <List.Item key={calculator.id}>{calculator.title}</List.Item>
                            ))}
                          </List>
                        )}
                      </div>
                    </SimpleGrid>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t("profile.subscription.licences")}
            </Title>
            <LicenceTable label={t("profile.subscription.licences")} licences={data.licences} />
          </Card>
          {data.shop_url && (
            <Anchor href={data.shop_url} target="_blank" rel="noopener noreferrer">
              {t("profile.subscription.shop")}
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}
