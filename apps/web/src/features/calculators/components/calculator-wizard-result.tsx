import type { TemplateRef } from "@app/contracts";
import { Anchor, Button, Group, Paper, Popover, Stack, Text } from "@mantine/core";
import { IconCalculator, IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";

/** Where the calculators' guided path ends: the calculators of the leaf reached, each to open. */
export function CalculatorWizardResult({
  calculators,
  labelledBy,
  onOpen,
}: {
  calculators: readonly TemplateRef[];
  labelledBy: string;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (calculators.length === 0)
    return (
      <Paper withBorder radius="md" p="md">
        <Text>{t("calculators.wizard.resultEmpty")}</Text>
      </Paper>
    );
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-labelledby={labelledBy}>
      {[...calculators]
        .sort((a, b) => a.title.localeCompare(b.title, "it"))
        .map((calculator) => (
          <Paper key={calculator.id} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="xs" wrap="nowrap">
                <IconCalculator size={20} aria-hidden style={{ flex: "none" }} />
                <Text fw={600}>{calculator.title}</Text>
              </Group>
              <OpenOrLocked
                title={calculator.title}
                locked={calculator.locked}
                onOpen={() => onOpen(calculator.id)}
              />
            </Group>
          </Paper>
        ))}
    </Stack>
  );
}

/** A calculator's way in: open it, or, outside the subscription, say it is locked (spec §6). */
export function OpenOrLocked({
  title,
  locked,
  onOpen,
}: {
  title: string;
  locked: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return locked ? (
    // As the catalogue does for its templates: why it is locked, and where the subscription is.
    <Popover position="bottom-end" width={280} withArrow shadow="md" returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLock size={14} aria-hidden />}
          aria-label={t("calculators.list.lockedLabel", { title })}
        >
          {t("calculators.list.locked")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t("calculators.list.lockedTitle")}
          </Text>
          <Text size="sm">{t("calculators.list.lockedText")}</Text>
          <Anchor component={Link} to={pathTo("customer-profile-subscription")} size="sm">
            {t("calculators.list.lockedLink")}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  ) : (
    <Button
      variant="light"
      size="xs"
      onClick={onOpen}
      aria-label={t("calculators.list.openLabel", { title })}
    >
      {t("calculators.list.open")}
    </Button>
  );
}
