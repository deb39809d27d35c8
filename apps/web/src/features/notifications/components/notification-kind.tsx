import type { NotificationKind } from "@app/contracts";
import { ThemeIcon } from "@mantine/core";
import {
  IconCalendarEvent,
  IconFileDiff,
  IconFileImport,
  IconFiles,
  IconLicense,
  IconMailCheck,
  IconNote,
  type TablerIcon,
} from "@tabler/icons-react";

const KIND_ICONS: Record<NotificationKind, { icon: TablerIcon; colour: string }> = {
  appointment_reminder: { icon: IconCalendarEvent, colour: "blue" },
  template_revised: { icon: IconFileDiff, colour: "violet" },
  licence_expiring: { icon: IconLicense, colour: "orange" },
  import_finished: { icon: IconFileImport, colour: "teal" },
  pec_delivery: { icon: IconMailCheck, colour: "green" },
  bulk_finished: { icon: IconFiles, colour: "teal" },
  note: { icon: IconNote, colour: "gray" },
};

/** A notification's kind at a glance; its name is written beside it, so the icon is decoration. */
export function NotificationKindIcon({ kind, size = 36 }: { kind: NotificationKind; size?: number }) {
  const { icon: Icon, colour } = KIND_ICONS[kind];
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={colour} aria-hidden>
      <Icon size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
}

/** The unread mark: a dot for the eye; the words are the caller's, for screen readers. */
export function UnreadDot() {
  return (
    <span
      aria-hidden
      style={{
        display: "inline-block",
        flex: "none",
        width: 8,
        height: 8,
        borderRadius: "50%",
        background: "var(--mantine-color-red-8)",
      }}
    />
  );
}
