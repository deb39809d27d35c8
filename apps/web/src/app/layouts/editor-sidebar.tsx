import { NavLink as MantineNavLink, Stack } from "@mantine/core";
import {
  IconBuildingStore,
  IconCalculator,
  IconCalendarEvent,
  IconCalendarTime,
  IconCategory,
  IconFileDescription,
  IconFiles,
  IconHistory,
  IconLicense,
  IconNews,
  IconRoute,
  IconShieldLock,
  IconSitemap,
  IconStar,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType, CSSProperties } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { pathTo, type RouteName } from "../paths";
import { routeTitleKey } from "../route-meta";

/** The six sidebar links of spec §2, in the spec's order, then the subscribers' screens. */
const SIDEBAR_LINKS: readonly { name: RouteName; icon: ComponentType<{ size?: number }> }[] = [
  { name: "editor-agreement-template-list", icon: IconFileDescription },
  { name: "editor-agreement-category-list", icon: IconCategory },
  { name: "editor-agreement-wizard-list", icon: IconSitemap },
  { name: "editor-agreement-agreement-list", icon: IconFiles },
  { name: "editor-calculator-template-list", icon: IconCalculator },
  { name: "editor-calculator-wizard-list", icon: IconRoute },
  // Issue 16: the subscribers' back office.
  { name: "editor-profile-company-list", icon: IconBuildingStore },
  { name: "editor-profile-licence-list", icon: IconLicense },
  { name: "editor-profile-profile-list", icon: IconUsers },
  // Issue 17: the agendas published to subscribers, and their appointments.
  { name: "editor-calendar-agenda-list", icon: IconCalendarEvent },
  { name: "editor-calendar-appointment-list", icon: IconCalendarTime },
  // Issue 18: the news customers read in their dashboard.
  { name: "editor-news-list", icon: IconNews },
  // Issue 34: which templates the customers star.
  { name: "editor-agreement-favourite-count-list", icon: IconStar },
  // Issue 35: the audit trail, and the editor's own two-factor sign-in.
  { name: "editor-audit-list", icon: IconHistory },
  { name: "editor-security", icon: IconShieldLock },
];

export function EditorSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="nav" aria-label={t("layout.editorNav")}>
      {SIDEBAR_LINKS.map(({ name, icon: Icon }) => (
        <MantineNavLink
          key={name}
          component={NavLink}
          to={pathTo(name)}
          label={t(routeTitleKey(name))}
          leftSection={<Icon size={18} />}
          onClick={onNavigate}
          // Also active on the section's create/edit pages, which live under the list path.
          active={pathname.startsWith(pathTo(name))}
          // Under the pointer an active link's tint darkens to indigo 2, where its text falls
          // to 4.1:1: indigo 1 keeps AA's 4.5:1.
          style={{ "--nl-hover": "var(--mantine-color-indigo-1)" } as CSSProperties}
        />
      ))}
    </Stack>
  );
}
