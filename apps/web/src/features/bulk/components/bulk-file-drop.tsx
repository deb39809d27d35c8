import { Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { FileDropZone } from "../../../components/file-drop-zone";
import { useTranslation } from "../../../lib/use-translation";

const ACCEPTED =
  ".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel";

/**
 * Where the filled model is dropped or chosen (as the signed copies are): a new file each time,
 * so a fixed one is simply dropped again.
 */
export function BulkFileDrop({
  onFile,
  busy,
  fileName,
}: {
  onFile: (file: File) => void;
  busy: boolean;
  fileName: string | null;
}) {
  const { t } = useTranslation();
  return (
    <FileDropZone onFile={(file) => file && onFile(file)}>
      <Stack gap="xs">
        <Text size="sm">{t("bulk.file.hint")}</Text>
        <Group>
          <FileButton onChange={(file) => file && onFile(file)} accept={ACCEPTED}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                loading={busy}
              >
                {t("bulk.file.choose")}
              </Button>
            )}
          </FileButton>
          {fileName && (
            <Text size="sm" role="status">
              {busy ? t("bulk.file.checking", { name: fileName }) : t("bulk.file.chosen", { name: fileName })}
            </Text>
          )}
        </Group>
      </Stack>
    </FileDropZone>
  );
}
