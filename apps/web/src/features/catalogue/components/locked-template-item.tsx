import type { TemplateRef } from "@app/contracts";
import { Anchor, Group, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconLock } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";
import { LanguageBadge } from "./language-badge";
import classes from "./template-item.module.css";

/** Leaving the row for the popover (to reach its link) must not close it on the way. */
const CLOSE_DELAY_MS = 200;

/**
 * A template outside the subscription (spec §2 "shown locked, with popover texts"). Hover or
 * focus shows the explanation; a click or Enter keeps it open and moves focus to its link;
 * Escape or a click elsewhere closes it and focus returns to the row.
 */
export function LockedTemplateItem({ template }: { template: TemplateRef }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  // Opened by a click: the dropdown holds focus and ignores the pointer leaving.
  const [pinned, setPinned] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  // Focus coming back from the dropdown after a dismissal must not reopen it.
  const ignoreNextFocus = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const open = () => {
    cancelClose();
    setOpened(true);
  };
  const close = () => {
    cancelClose();
    setOpened(false);
    setPinned(false);
  };
  const closeSoon = () => {
    if (pinned) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpened(false), CLOSE_DELAY_MS);
  };

  return (
    <Popover
      opened={opened}
      onDismiss={() => {
        ignoreNextFocus.current = true;
        close();
      }}
      trapFocus={pinned}
      returnFocus
      position="bottom-start"
      width={300}
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <UnstyledButton
          className={`${classes.item} ${classes.locked}`}
          onClick={() => {
            if (pinned) close();
            else {
              open();
              setPinned(true);
            }
          }}
          onMouseEnter={open}
          onMouseLeave={closeSoon}
          onFocus={() => {
            if (ignoreNextFocus.current) ignoreNextFocus.current = false;
            else open();
          }}
          onBlur={closeSoon}
          // Shown by hover or focus, the popover must still be dismissible from here (WCAG 1.4.13).
          onKeyDown={(event) => {
            if (event.key === "Escape" && opened) {
              event.stopPropagation();
              close();
            }
          }}
          data-locked
        >
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconLock size={18} stroke={1.6} aria-hidden className={classes.icon} />
            <Text component="span" inherit>
              <span lang={template.language}>{template.title}</span>{" "}
              <LanguageBadge language={template.language} />
              <VisuallyHidden>{`(${t("catalogue.template.lockedHint")})`}</VisuallyHidden>
            </Text>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId} onMouseEnter={open} onMouseLeave={closeSoon}>
        <Stack gap={6}>
          <Text fw={600} size="sm" id={titleId}>
            {t("catalogue.template.lockedTitle")}
          </Text>
          <Text size="sm">{t("catalogue.template.lockedText")}</Text>
          <Anchor component={Link} to={pathTo("customer-profile-subscription")} size="sm" onClick={close}>
            {t("catalogue.template.lockedLink")}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
