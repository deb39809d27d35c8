import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useMyDataExport } from "../api/my-data-api";

/** "Profilo › I miei dati": the whole account in one download (GDPR arts. 15 and 20). */
export function MyDataExport() {
  const { t } = useTranslation();
  const download = useMyDataExport();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="my-data-export-title">
      <Stack gap="sm" maw={720}>
        <Title order={2} size="h4" id="my-data-export-title">
          {t("profile.myData.exportTitle")}
        </Title>
        <Text size="sm">{t("profile.myData.exportIntro")}</Text>
        <Text size="sm">{t("profile.myData.exportFiles")}</Text>
        <div>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: (name) => notifySuccess(t("profile.myData.exportDone", { name })),
              })
            }
          >
            {t("profile.myData.exportButton")}
          </Button>
        </div>
        <Text size="xs" c="dimmed">
          {t("profile.myData.exportProgress")}
        </Text>
      </Stack>
    </Paper>
  );
}
