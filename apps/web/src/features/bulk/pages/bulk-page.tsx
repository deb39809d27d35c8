import { Button, Stack, Tabs, Text } from "@mantine/core";
import { IconAddressBook, IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { ScreenHeading } from "../../../components/screen-heading";
import { useTranslation } from "../../../lib/use-translation";
import { BULK_POLL_MS, useBulkTemplate } from "../api/bulk-api";
import { BulkContactsWay } from "../components/bulk-contacts-way";
import { BulkJobList } from "../components/bulk-job-list";
import { BulkProgress } from "../components/bulk-progress";
import { BulkSection } from "../components/bulk-section";
import { BulkSheetWay } from "../components/bulk-sheet-way";
import type { BulkContactsSlots } from "../components/bulk-slots";

type Way = "sheet" | "contacts";

/**
 * `customer-bulk` (issue 48 §4): many agreements from one template, either one per row of a
 * spreadsheet or one per address-book contact (the route hands in the address book's picker and
 * the compile screen's form). The batch's id is in the address (`?batch=`): a reload, or a link
 * from the list, finds its progress again.
 */
export function BulkPage({ pollMs = BULK_POLL_MS, ...slots }: { pollMs?: number } & BulkContactsSlots) {
  const { t } = useTranslation();
  const templateId = Number(useParams().idTemplate);
  const [search, setSearch] = useSearchParams();
  const batch = Number(search.get("batch"));
  const jobId = Number.isInteger(batch) && batch > 0 ? batch : null;
  const template = useBulkTemplate(templateId);
  const [way, setWay] = useState<Way>("sheet");
  const started = (id: number) => setSearch({ batch: String(id) });

  return (
    <Stack gap="lg">
      <ScreenHeading
        title={t("bulk.title")}
        below={template.data && <Text c="dimmed">{template.data.title}</Text>}
      />
      {jobId !== null && (
        <BulkSection heading={t("bulk.progress.section")}>
          <BulkProgress jobId={jobId} pollMs={pollMs} />
          <Button variant="subtle" onClick={() => setSearch({}, { replace: true })} w="fit-content">
            {t("bulk.progress.another")}
          </Button>
        </BulkSection>
      )}
      {jobId === null && (
        <Tabs value={way} onChange={(next) => setWay(next === "contacts" ? "contacts" : "sheet")}>
          <Tabs.List aria-label={t("bulk.ways.label")}>
            <Tabs.Tab value="sheet" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
              {t("bulk.ways.sheet")}
            </Tabs.Tab>
            <Tabs.Tab value="contacts" leftSection={<IconAddressBook size={16} aria-hidden />}>
              {t("bulk.ways.contacts")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sheet" pt="lg">
            <BulkSheetWay templateId={templateId} onStarted={started} />
          </Tabs.Panel>
          <Tabs.Panel value="contacts" pt="lg">
            {template.data ? (
              <BulkContactsWay
                templateId={templateId}
                parties={template.data.parties ?? []}
                slots={slots}
                onStarted={started}
              />
            ) : (
              <Text size="sm">{t("bulk.contacts.loading")}</Text>
            )}
          </Tabs.Panel>
        </Tabs>
      )}
      <BulkJobList />
    </Stack>
  );
}
