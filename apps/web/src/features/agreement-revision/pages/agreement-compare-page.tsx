import type { AgreementCompare } from "@app/contracts";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { NotFoundState } from "../../../components/not-found-state";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { ApiError } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format-date";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { useAgreementCompare } from "../api/revision-api";
import { ClauseChangeCard } from "../components/clause-change-card";
import { UpgradeButton } from "../components/upgrade-button";

const editPath = (id: number, tab: "compile" | "customise") =>
  `${pathTo("customer-agreement-agreement-edit-customize-agreement", { id })}?tab=${tab}`;

function Counts({ counts }: { counts: AgreementCompare["counts"] }) {
  const { t } = useTranslation();
  const shown = (["changed", "inserted", "deleted", "moved"] as const).filter((k) => counts[k] > 0);
  if (shown.length === 0) return <Text size="sm">{t("agreementRevision.compare.noTextChanges")}</Text>;
  return (
    <Group gap="xs" aria-label={t("agreementRevision.compare.summary")} role="group">
      {shown.map((k) => (
        <Badge key={k} variant="light" color="gray" size="lg">
          {t(`agreementRevision.counts.${k}`, { count: counts[k] })}
        </Badge>
      ))}
    </Group>
  );
}

function FieldChanges({ compare }: { compare: AgreementCompare }) {
  const { t } = useTranslation();
  if (compare.fields_added.length === 0 && compare.fields_removed.length === 0) return null;
  return (
    <Stack gap="xs">
      {compare.fields_added.length > 0 && (
        <div>
          <Text fw={600}>{t("agreementRevision.fields.added")}</Text>
          <List size="sm">
            {compare.fields_added.map((f) => (
              <List.Item key={f.slug}>
                {f.label}
                {f.required ? ` (${t("agreementRevision.fields.required")})` : ""}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {compare.fields_removed.length > 0 && (
        <div>
          <Text fw={600}>{t("agreementRevision.fields.removed")}</Text>
          <List size="sm">
            {compare.fields_removed.map((f) => (
              <List.Item key={f.slug}>
                {f.label}
                {f.value !== null ? `: «${f.value}» ${t("agreementRevision.fields.notCarried")}` : ""}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

/**
 * `customer-agreement-compare` (issue 18): the contract's template version beside the newer one,
 * both printed with the contract's values, clause by clause; then the update, or for a customised
 * text the way to apply the changes by hand.
 */
export function AgreementComparePage() {
  const { t } = useTranslation();
  const routeId = useRouteId();
  const compare = useAgreementCompare(routeId);
  const [scope, setScope] = useState<"changes" | "all">("changes");
  const missing = useItemMissing(compare.error);
  if (missing || routeId === null)
    return (
      <NotFoundState
        back={{
          to: pathTo("customer-agreement-agreement-list"),
          label: t("agreementRevision.compare.toList"),
        }}
      />
    );
  const id = routeId;

  const back = (
    <Anchor component={Link} to={editPath(id, "compile")} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t("agreementRevision.compare.back")}
      </Group>
    </Anchor>
  );

  if (compare.isPending)
    return (
      <Stack>
        <Title order={1}>{t("agreementRevision.compare.title")}</Title>
        <RowsSkeleton rows={6} height={64} />
      </Stack>
    );
  if (compare.isError) {
    const upToDate = compare.error instanceof ApiError && compare.error.status === 409;
    return (
      <Stack>
        <Title order={1}>{t("agreementRevision.compare.title")}</Title>
        {back}
        {upToDate ? (
          <Alert styles={READABLE_ALERT} color="teal" icon={<IconInfoCircle aria-hidden />}>
            {t("agreementRevision.compare.upToDate")}
          </Alert>
        ) : (
          <LoadErrorAlert onRetry={() => compare.refetch()} />
        )}
      </Stack>
    );
  }

  const data = compare.data;
  const clauses = scope === "changes" ? data.clauses.filter((c) => c.status !== "same") : data.clauses;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t("agreementRevision.compare.title")}</Title>
        {back}
        <Text>
          {t("agreementRevision.compare.lead", {
            agreement: data.agreement.title,
            template: data.to.title,
            from: data.from.version,
            to: data.to.version,
          })}
          {data.to.published_at &&
            ` ${t("agreementRevision.compare.publishedOn", { date: formatDate(data.to.published_at) })}`}
        </Text>
      </Stack>
      <Counts counts={data.counts} />
      {data.agreement.customised ? (
        <Alert styles={READABLE_ALERT} color="yellow" icon={<IconInfoCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("agreementRevision.compare.customised")}</Text>
            <Button component={Link} to={editPath(id, "customise")} variant="white" size="compact-sm">
              {t("agreementRevision.compare.openCustomise")}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Group gap="sm">
          <UpgradeButton agreementId={id} />
          <Text size="sm" c="dimmed">
            {t("agreementRevision.upgrade.explain")}
          </Text>
        </Group>
      )}
      <FieldChanges compare={data} />
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t("agreementRevision.compare.clauses")}
        </Title>
        <SegmentedControl
          aria-label={t("agreementRevision.compare.scope")}
          value={scope}
          onChange={(value) => setScope(value as "changes" | "all")}
          data={[
            { value: "changes", label: t("agreementRevision.compare.onlyChanges") },
            { value: "all", label: t("agreementRevision.compare.wholeText") },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t("agreementRevision.compare.legend")}
      </Text>
      {clauses.length === 0 ? (
        <Text>{t("agreementRevision.compare.noTextChanges")}</Text>
      ) : (
        <Stack gap="sm">
          {clauses.map((change, index) => (
            // Clauses repeat neither heading nor place: the position is stable for one answer.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once per answer
            <ClauseChangeCard key={index} change={change} language={data.to.language} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
