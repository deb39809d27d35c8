import type { AddressBookImportResult } from "@app/contracts";
import { Button, FileInput, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconDownload, IconFileSpreadsheet } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyDetails, notifyError } from "../../../lib/notify";
import { uploads } from "../../../lib/uploads";
import { useTranslation } from "../../../lib/use-translation";
import {
  addressBookKeys,
  downloadAddressBook,
  downloadRejectedRows,
  IMPORT_URL,
} from "../api/address-book-api";

/** Spec §5: only xlsx or xls. The server checks the content again. */
const SPREADSHEET = /\.(xlsx|xls)$/i;
/** Refused rows listed in the notice; the rest are in the downloadable file. */
const SHOWN_REJECTIONS = 5;

/**
 * The address book's Import dialog (spec §2): three steps, an .xlsx/.xls picker, Import enabled
 * only with a file chosen. The file goes to the upload queue; when it is in, the list reloads
 * and a notice tells what was created, updated and refused.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const wrongType = file !== null && !SPREADSHEET.test(file.name);

  const start = () => {
    if (!file || wrongType) return;
    const chosen = file;
    uploads.enqueue({
      file: chosen,
      fileName: chosen.name,
      apiUrl: IMPORT_URL,
      method: "POST",
      fileFieldName: "file",
      callBack: (response) => {
        void client.invalidateQueries({ queryKey: addressBookKeys.all });
        showOutcome(response as AddressBookImportResult, chosen);
      },
    });
    setFile(null);
    onClose();
  };

  const showOutcome = (result: AddressBookImportResult, chosen: File) => {
    const refused = new Set(result.rejected.filter((r) => r.row > 1).map((r) => r.row)).size;
    notifyDetails({
      title: t("addressBook.import.doneTitle", { name: chosen.name }),
      color: refused > 0 ? "yellow" : "green",
      message: (
        <Stack gap={4}>
          <Text size="sm">
            {t("addressBook.import.done", { created: result.created, updated: result.updated, refused })}
          </Text>
          {result.rejected.length > 0 && (
            <List size="xs" spacing={0}>
              {result.rejected.slice(0, SHOWN_REJECTIONS).map((r) => (
                <List.Item key={`${r.row}-${r.column}`}>
                  {t("addressBook.import.rejectedLine", {
                    row: r.row,
                    // Most messages start with their column's name already.
                    message: r.message.startsWith(r.column) ? r.message : `${r.column}: ${r.message}`,
                  })}
                </List.Item>
              ))}
            </List>
          )}
          {refused > 0 && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconDownload size={12} aria-hidden />}
              onClick={() =>
                downloadRejectedRows(chosen, t("addressBook.import.rejectedFileSuffix")).catch(notifyError)
              }
            >
              {t("addressBook.import.downloadRejected")}
            </Button>
          )}
        </Stack>
      ),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t("addressBook.import.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <List type="ordered" size="sm" spacing="xs">
          <List.Item>
            {t("addressBook.import.step1")}{" "}
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => downloadAddressBook(true).catch(notifyError)}
            >
              {t("addressBook.import.template")}
            </Button>
          </List.Item>
          <List.Item>{t("addressBook.import.step2")}</List.Item>
          <List.Item>{t("addressBook.import.step3")}</List.Item>
        </List>
        <FileInput
          label={t("addressBook.import.file")}
          placeholder={t("addressBook.import.filePlaceholder")}
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ "aria-label": t("addressBook.import.clear") }}
          error={wrongType ? t("addressBook.import.wrongType") : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("addressBook.import.cancel")}
          </Button>
          <Button onClick={start} disabled={!file || wrongType}>
            {t("addressBook.import.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
