import type { BulkJob } from "@app/contracts";
import { Anchor, Badge, Button, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { LoadErrorAlert, LoadingBlock } from "../../../components/load-error-alert";
import { DISPLAY_DATE_TIME, formatDate } from "../../../lib/format-date";
import { notifyError } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { downloadBulkZip, useBulkJobs } from "../api/bulk-api";
import { BULK_STATE_COLOR } from "../model/bulk-states";

/** «Le mie compilazioni multiple»: the user's batches, each opening its progress, its ZIP while kept. */
export function BulkJobList() {
  const { t } = useTranslation();
  const query = useBulkJobs();
  return (
    <Stack gap="sm" component="section" aria-labelledby="bulk-jobs-heading">
      <Title order={2} size="h3" id="bulk-jobs-heading">
        {t("bulk.list.heading")}
      </Title>
      {query.isPending ? (
        <LoadingBlock height={60} label={t("bulk.list.loading")} />
      ) : query.isError ? (
        <LoadErrorAlert onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("bulk.list.empty")}
        </Text>
      ) : (
        <JobTable jobs={query.data} />
      )}
    </Stack>
  );
}

function JobTable({ jobs }: { jobs: BulkJob[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("bulk.list.template")}</Table.Th>
            <Table.Th scope="col">{t("bulk.list.when")}</Table.Th>
            <Table.Th scope="col">{t("bulk.list.state")}</Table.Th>
            <Table.Th scope="col">{t("bulk.list.counts")}</Table.Th>
            <Table.Th scope="col">{t("bulk.list.zip")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathTo("customer-bulk", { idTemplate: job.template }, { batch: job.id })}
                >
                  {job.template_title}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(job.created_at, DISPLAY_DATE_TIME)}</Table.Td>
              <Table.Td>
                <Badge color={BULK_STATE_COLOR[job.state]} variant="dot" radius="sm">
                  {t(`bulk.state.${job.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {t("bulk.list.countsValue", {
                  drafted: job.counts.drafted,
                  failed: job.counts.failed,
                  total: job.total,
                })}
              </Table.Td>
              <Table.Td>
                {job.download_ready ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={t("bulk.list.downloadOf", { id: job.id, title: job.template_title })}
                    onClick={() => downloadBulkZip(job.id).catch(notifyError)}
                  >
                    {t("bulk.list.download")}
                  </Button>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t("bulk.list.noZip")}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
