import type { FileProgress } from "@app/contracts";
import {
  Affix,
  Badge,
  Collapse,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure, useId } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api } from "../../../lib/api-client";
import { useDownloads } from "../../../lib/downloads";
import { UPLOAD_STATUS, type UploadItem } from "../../../lib/upload-queue";
import { uploads, useUploads } from "../../../lib/uploads";
import { useTranslation } from "../../../lib/use-translation";
import { UPLOAD_PANEL_SPACE } from "../panel-space";
import { DownloadRow, TransferName } from "./download-row";

/** The panel's distance from the window's edges, also kept between it and the page's end. */
const EDGE = 16;

/**
 * Keeps the page's reserved room (UPLOAD_PANEL_SPACE) equal to the panel's height while it is
 * shown. A callback ref: the panel is drawn in a portal, after its first effects have run.
 */
function useReservedSpace() {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!panel) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(UPLOAD_PANEL_SPACE, `${panel.offsetHeight + 2 * EDGE}px`),
    );
    observer.observe(panel);
    return () => {
      observer.disconnect();
      root.removeProperty(UPLOAD_PANEL_SPACE);
    };
  }, [panel]);
  return setPanel;
}

/**
 * The file-upload progress panel fixed on customer pages (spec §2, §4), which follows downloads of
 * the customer's own data too (issue 35), with the page padded by its
 * height so it never hides the page's end: it opens by itself when
 * the list grows and the user may close it; each item has a striped, moving bar while loading,
 * the danger colour on error, and a delete button unless it is loading.
 */
export function UploadPanel() {
  const { t } = useTranslation();
  const items = useUploads();
  const downloadItems = useDownloads();
  const count = items.length + downloadItems.length;
  const [opened, { toggle, open }] = useDisclosure(false);
  const bodyId = useId();
  const seen = useRef(count);
  const panelRef = useReservedSpace();
  useEffect(() => {
    if (count > seen.current) open();
    seen.current = count;
  }, [count, open]);

  return (
    <Affix position={{ bottom: EDGE, right: EDGE }} zIndex={150}>
      <Paper
        ref={panelRef}
        withBorder
        shadow="md"
        radius="md"
        w={320}
        component="section"
        aria-label={t("uploads.title")}
      >
        <UnstyledButton
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={bodyId}
          w="100%"
          px="md"
          py="xs"
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconUpload size={18} aria-hidden />
              <Text fw={600} size="sm">
                {t("uploads.title")}
              </Text>
              <Badge size="sm" variant="light" color="gray">
                {count}
              </Badge>
            </Group>
            {opened ? <IconChevronDown size={16} aria-hidden /> : <IconChevronUp size={16} aria-hidden />}
          </Group>
        </UnstyledButton>
        <Collapse expanded={opened} id={bodyId}>
          {count === 0 ? (
            <Text size="sm" c="dimmed" px="md" pb="md">
              {t("uploads.empty")}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={260} px="md" pb="md">
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                {items.map((item) => (
                  <UploadRow key={item.uuid} item={item} />
                ))}
                {downloadItems.map((item) => (
                  <DownloadRow key={item.uuid} item={item} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Collapse>
      </Paper>
    </Affix>
  );
}

const STATUS_KEYS = ["toLoad", "loading", "loaded", "error"] as const;

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const loading = item.status === UPLOAD_STATUS.loading;
  const failed = item.status === UPLOAD_STATUS.error;
  // Once the bytes are sent the server reads and saves the rows: its own count says how far.
  const server = useServerProgress(item, loading && item.uploadPercentage >= 90);
  return (
    <li>
      <TransferName name={item.fileName} onRemove={loading ? undefined : () => uploads.remove(item.uuid)} />
      <Progress
        value={item.uploadPercentage}
        striped={loading}
        animated={loading}
        color={failed ? "red" : item.status === UPLOAD_STATUS.loaded ? "green" : "blue"}
        aria-label={t("uploads.progress", { name: item.fileName })}
        mt={4}
      />
      <Text size="xs" c={failed ? "red.8" : "dimmed"} mt={2} aria-live="polite">
        {server && server.total > 0
          ? t("uploads.saving", { processed: server.processed, total: server.total })
          : `${t(`uploads.status.${STATUS_KEYS[item.status]}`)} · ${item.uploadPercentage}%`}
      </Text>
    </li>
  );
}

/** The server's count of rows saved for this file (spec §7 `file-progress/`), while it works. */
function useServerProgress(item: UploadItem, active: boolean) {
  const progress = useQuery({
    queryKey: ["file-progress"],
    queryFn: ({ signal }) => api.get<FileProgress>("/api/agreement/customer/file-progress/", { signal }),
    enabled: active,
    refetchInterval: active ? 500 : false,
  });
  if (!active) return null;
  return (
    progress.data?.results.filter((r) => r.file_name === item.fileName && r.phase === "saving").at(-1) ?? null
  );
}
