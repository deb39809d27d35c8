import type { BulkJob } from "@app/contracts";
import { Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";

/**
 * How many drafted agreements are listed before «Mostra tutti». A batch may draft 500: listed
 * whole they would bury the page and its other controls under 500 tab stops. The rest are one
 * disclosure away rather than behind a link to the agreements list, which cannot be narrowed to
 * one batch (the agreements know nothing of batches).
 */
export const BULK_AGREEMENTS_SHOWN = 20;

/** The agreements a batch drafted, by their title now and the row they came from, each opening the editor. */
export function BulkDraftedAgreements({ job }: { job: BulkJob }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const hidden = job.agreements.length - BULK_AGREEMENTS_SHOWN;
  const shown = all || hidden <= 0 ? job.agreements : job.agreements.slice(0, BULK_AGREEMENTS_SHOWN);
  const headingId = `bulk-agreements-${job.id}`;
  const listId = `bulk-agreements-list-${job.id}`;
  const origin = job.source === "contacts" ? "bulk.ended.contactOrigin" : "bulk.ended.rowOrigin";
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={headingId}>
        {t("bulk.ended.agreements", { count: job.agreements.length })}
      </Text>
      <List size="sm" id={listId} aria-labelledby={headingId}>
        {shown.map((agreement) => (
          <List.Item key={agreement.id}>
            <Text span size="sm" c="dimmed">
              {t(origin, { row: agreement.row })}
              {" · "}
            </Text>
            <Anchor component={Link} to={pathTo("customer-agreement-agreement-edit", { id: agreement.id })}>
              {agreement.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all
              ? t("bulk.ended.showFirst", { count: BULK_AGREEMENTS_SHOWN })
              : t("bulk.ended.showAll", { count: job.agreements.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
