import type { CalculatorListItem } from "@app/contracts";
import { Badge, Button, Card, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalculator, IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { routeTitleKey } from "../../../app/route-meta";
import { DebouncedTextInput } from "../../../components/debounced-text-input";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { useCalculator, useCalculatorList } from "../api/calculator-api";
import { CalculatorRunner } from "../components/calculator-runner";

const MODULES = ["civil_commercial", "work"] as const;

/** The favourites' star for a calculator, composed in by the route (features never import each other). */
export type CalculatorStar = (calculator: { id: number; title: string }) => ReactNode;

function CalculatorCard({
  calculator,
  onOpen,
  star,
}: {
  calculator: CalculatorListItem;
  onOpen: () => void;
  star?: CalculatorStar;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCalculator size={20} aria-hidden style={{ flex: "none", marginTop: 2 }} />
            <Text fw={600} style={{ flex: 1 }}>
              {calculator.title}
            </Text>
            {!calculator.is_locked && star?.(calculator)}
          </Group>
          {calculator.code && (
            <Text size="xs" c="dimmed" ff="monospace">
              {calculator.code}
            </Text>
          )}
        </Stack>
        {calculator.is_locked ? (
          <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
            {t("calculators.list.locked")}
          </Badge>
        ) : (
          <Button
            variant="light"
            size="xs"
            onClick={onOpen}
            aria-label={t("calculators.list.openLabel", { title: calculator.title })}
          >
            {t("calculators.list.open")}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The open calculator, in a side panel that keeps the list behind it (its id in the URL). */
function CalculatorPanel({
  id,
  onClose,
  star,
}: {
  id: number | null;
  onClose: () => void;
  star?: CalculatorStar;
}) {
  const { t } = useTranslation();
  const calculator = useCalculator(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Group gap="xs" wrap="nowrap">
          <Text fw={700}>{calculator.data?.title ?? t("common.loading")}</Text>
          {calculator.data && !calculator.data.is_locked && star?.(calculator.data)}
        </Group>
      }
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {calculator.isError ? (
        <LoadErrorAlert onRetry={() => void calculator.refetch()} />
      ) : calculator.data ? (
        <CalculatorRunner key={calculator.data.id} calculator={calculator.data} />
      ) : (
        <Skeleton height={240} />
      )}
    </Drawer>
  );
}

/**
 * `customer-calculator-template-list`: the publisher's calculators by subject, searchable; one
 * opens beside the list and computes as the user types. Those outside the subscription are
 * shown locked (spec §6).
 */
export function CalculatorListPage({ favouriteStar }: { favouriteStar?: CalculatorStar }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const text = search.get("q") ?? "";
  const opened = /^\d+$/.test(search.get("calculator") ?? "") ? Number(search.get("calculator")) : null;
  const list = useCalculatorList(text.trim());
  const set = (key: string, value: string | null) =>
    setSearch(
      (current) => {
        if (value) current.set(key, value);
        else current.delete(key);
        return current;
      },
      { replace: key === "q", preventScrollReset: true },
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t(routeTitleKey("customer-calculator-template-list"))}
        </Title>
        <Text c="dimmed">{t("calculators.list.intro")}</Text>
      </Stack>
      <DebouncedTextInput
        label={t("calculators.list.search")}
        value={text}
        onCommit={(value) => set("q", value.trim() || null)}
      />
      {list.isError ? (
        <LoadErrorAlert onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : list.data.count === 0 ? (
        <Text>{text ? t("calculators.list.noMatch", { text }) : t("calculators.list.empty")}</Text>
      ) : (
        MODULES.map((module) => {
          const rows = list.data.results.filter((row) => row.module === module);
          if (rows.length === 0) return null;
          return (
            <Stack key={module} gap="xs" component="section" aria-labelledby={`module-${module}`}>
              <Title order={2} size="h4" id={`module-${module}`}>
                {t(`calculators.module.${module}`)}
              </Title>
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                component="ul"
                style={{ listStyle: "none", padding: 0, margin: 0 }}
              >
                {rows.map((row) => (
                  <CalculatorCard
                    key={row.id}
                    calculator={row}
                    onOpen={() => set("calculator", String(row.id))}
                    star={favouriteStar}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })
      )}
      <CalculatorPanel id={opened} onClose={() => set("calculator", null)} star={favouriteStar} />
    </Stack>
  );
}
