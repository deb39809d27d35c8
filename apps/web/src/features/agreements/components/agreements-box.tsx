import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { BoxList, DashboardBox } from "../../../components/dashboard-box";
import { AGREEMENT_STATUS_COLOURS, isFrozenStatus } from "../../../lib/agreement-status";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { useLatestAgreements } from "../api/agreement-list-api";
import { editPath } from "./agreement-card";
import { ValidityDot } from "./agreement-parts";
import { AgreementsEmpty } from "./agreements-empty";

/** The dashboard's "My agreements" box: the four latest changed (spec §7), or the empty state. */
export function AgreementsBox() {
  const { t } = useTranslation();
  const latest = useLatestAgreements(4);
  return (
    <DashboardBox
      name="agreements"
      icon={<IconFileText size={24} aria-hidden />}
      title={t("dashboard.boxes.agreements")}
      all={{
        to: pathTo("customer-agreement-agreement-list"),
        label: t("agreements.box.all"),
        shown: (latest.data?.count ?? 0) > 0,
      }}
    >
      <BoxList query={latest} error={t("agreements.box.error")} empty={<AgreementsEmpty compact />}>
        {(rows) => (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {rows.map((agreement) => (
              <Group key={agreement.id} component="li" gap="xs" wrap="nowrap" align="baseline">
                <ValidityDot isValid={agreement.is_valid} size={10} />
                <Stack gap={0} miw={0}>
                  <Anchor
                    component={Link}
                    to={editPath(agreement.id)}
                    size="sm"
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {agreement.title}
                  </Anchor>
                  <Group gap={6} wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {t("agreements.box.modified", { date: formatDate(agreement.date_last_modify) })}
                    </Text>
                    {/* Out for signature or signed (issue 45): where a contract stands that matters most. */}
                    {isFrozenStatus(agreement.status) && (
                      <Badge size="xs" variant="light" color={AGREEMENT_STATUS_COLOURS[agreement.status]}>
                        {t(`agreements.status.${agreement.status}`)}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </BoxList>
    </DashboardBox>
  );
}
