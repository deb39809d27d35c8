import type { Me } from "@app/contracts";
import { Avatar, Box, Button, Menu, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconFileText, IconHome, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { MENU_PROPS } from "../../../components/menu-props";
import { displayName } from "../../../lib/display-name";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./user-menu.module.css";

/** Where the entries of the signed-in menu lead; null hides an entry the user has no use for. */
export interface UserMenuLinks {
  home: string | null;
  agreements: string | null;
  profile: string | null;
  logout: string;
}

interface UserMenuProps {
  user: Me;
  links: UserMenuLinks;
  /** Saved agreements; 0 disables "my agreements" with a hint (spec §2). Unknown keeps it enabled. */
  agreementCount: number | undefined;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/** The signed-in navbar dropdown (spec §2). */
export function UserMenu({ user, links, agreementCount }: UserMenuProps) {
  const { t } = useTranslation();
  const name = displayName(user);
  const noAgreements = agreementCount === 0;

  return (
    <Menu position="bottom-end" width={260} withinPortal {...MENU_PROPS}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={
            <Avatar size={28} radius="xl" color="indigo" aria-hidden>
              <span className={classes.initials} data-initials={initials(name)} />
            </Avatar>
          }
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={t("auth.menu.open", { name })}
        >
          <Box
            component="span"
            visibleFrom="sm"
            maw={180}
            style={{ overflow: "hidden", textOverflow: "ellipsis" }}
          >
            {name}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
        </Menu.Label>
        {links.home && (
          <Menu.Item component={Link} to={links.home} leftSection={<IconHome size={16} aria-hidden />}>
            {t("auth.menu.homepage")}
          </Menu.Item>
        )}
        {links.agreements &&
          (noAgreements ? (
            <Tooltip label={t("auth.menu.noAgreements")} position="left" withArrow>
              <div>
                <Menu.Item disabled leftSection={<IconFileText size={16} aria-hidden />}>
                  {t("auth.menu.agreements")}
                  <VisuallyHidden> ({t("auth.menu.noAgreements")})</VisuallyHidden>
                </Menu.Item>
              </div>
            </Tooltip>
          ) : (
            <Menu.Item
              component={Link}
              to={links.agreements}
              leftSection={<IconFileText size={16} aria-hidden />}
            >
              {t("auth.menu.agreements")}
            </Menu.Item>
          ))}
        {links.profile && (
          <Menu.Item component={Link} to={links.profile} leftSection={<IconUser size={16} aria-hidden />}>
            {t("auth.menu.profile")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={links.logout}
          c="red.9"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t("auth.menu.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
