import { Button, Collapse, Paper, Stack } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";

/** A list's filters: always shown on wide screens, behind a toggle on phones (they would fill the screen). */
export function CollapsibleFilters({ children, active }: { children: ReactNode; active: boolean }) {
  const { t } = useTranslation();
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const [open, { toggle }] = useDisclosure(active);
  return (
    <Paper withBorder radius="md" p={wide ? "md" : "xs"} component="section" aria-label={t("list.filters")}>
      {wide ? (
        children
      ) : (
        <Stack gap="xs">
          <Button
            variant="subtle"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={toggle}
            aria-expanded={open}
            justify="flex-start"
          >
            {open ? t("list.hideFilters") : t("list.showFilters")}
          </Button>
          <Collapse expanded={open}>{children}</Collapse>
        </Stack>
      )}
    </Paper>
  );
}
