import type { AgreementDetail } from "@app/contracts";
import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconSparkles } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { pathTo } from "../../../app/paths";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";
import { UpgradeButton, type UpgradedState } from "./upgrade-button";

/**
 * Under the drafting screen's header (composed in by the route): "Updated template available"
 * with the comparison and the update; and, on a contract just brought up to date, the new
 * fields to fill.
 */
export function TemplateUpdateNotice({ agreement }: { agreement: AgreementDetail }) {
  const { t } = useTranslation();
  const location = useLocation();
  const upgraded = (location.state as UpgradedState | null)?.upgradedFields;
  return (
    <>
      {upgraded && agreement.upgraded_from !== null && (
        <Alert styles={READABLE_ALERT} color="teal" icon={<IconSparkles aria-hidden />}>
          <Text size="sm">
            {t("agreementRevision.notice.upgraded", { version: agreement.template_version ?? "" })}
          </Text>
          {upgraded.length > 0 && (
            <>
              <Text size="sm" mt="xs">
                {t("agreementRevision.notice.newFields")}
              </Text>
              <List size="sm">
                {upgraded.map((f) => (
                  <List.Item key={f.slug}>{f.label}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      {agreement.update_available && (
        <Alert
          styles={READABLE_ALERT}
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          title={t("agreementRevision.notice.title")}
          data-testid="template-update-notice"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t("agreementRevision.notice.text", { version: agreement.update_available.version })}
            </Text>
            <Group gap="xs">
              <Button
                component={Link}
                to={pathTo("customer-agreement-compare", { id: agreement.id })}
                variant="white"
                size="compact-sm"
              >
                {t("agreementRevision.notice.compare")}
              </Button>
              {agreement.customized_body === null && (
                <UpgradeButton agreementId={agreement.id} size="compact-sm" />
              )}
            </Group>
          </Stack>
        </Alert>
      )}
    </>
  );
}
