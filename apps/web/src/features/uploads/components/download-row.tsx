import { ActionIcon, Group, Progress, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { type DownloadItem, downloads } from "../../../lib/downloads";
import { UPLOAD_STATUS } from "../../../lib/upload-queue";
import { useTranslation } from "../../../lib/use-translation";

/** A transfer's file name, and the bin that takes it off the list once it is no longer running. */
export function TransferName({ name, onRemove }: { name: string; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" truncate title={name}>
        {name}
      </Text>
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="sm"
          aria-label={t("uploads.remove", { name })}
          onClick={onRemove}
        >
          <IconTrash size={14} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** Bytes as a person reads them, in the interface's language: "1,2 MB", "340 KB". */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), "MB"]
      : bytes >= 1024
        ? [bytes / 1024, "KB"]
        : [bytes, "B"];
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === "B" ? 0 : 1 }).format(value)} ${unit}`;
}

/**
 * A download in the upload panel (issue 35): a streamed export has no size until it ends, so the
 * bar moves, striped, with the bytes received beside it; it fills when the file is saved.
 */
export function DownloadRow({ item }: { item: DownloadItem }) {
  const { t, i18n } = useTranslation();
  const loading = item.status === UPLOAD_STATUS.loading;
  const failed = item.status === UPLOAD_STATUS.error;
  const size = formatBytes(item.receivedBytes, i18n.language);
  const percentage = loading
    ? item.totalBytes
      ? Math.round((item.receivedBytes / item.totalBytes) * 100)
      : 100
    : 100;
  return (
    <li>
      <TransferName name={item.fileName} onRemove={loading ? undefined : () => downloads.remove(item.uuid)} />
      <Progress
        value={percentage}
        striped={loading}
        animated={loading}
        color={failed ? "red" : loading ? "blue" : "green"}
        aria-label={t("uploads.downloadProgress", { name: item.fileName })}
        mt={4}
      />
      <Text size="xs" c={failed ? "red.8" : "dimmed"} mt={2} aria-live="polite">
        {failed
          ? t("uploads.status.error")
          : loading
            ? t("uploads.downloading", { size })
            : t("uploads.downloaded", {
                size: formatBytes(item.totalBytes ?? item.receivedBytes, i18n.language),
              })}
      </Text>
    </li>
  );
}
