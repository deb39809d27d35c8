import type { CalculatorListItem } from "@app/contracts";
import {
  Card,
  Drawer,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCalculator } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { DebouncedTextInput } from "../../../components/debounced-text-input";
import { GuidedWizard } from "../../../components/guided-path/guided-wizard";
import type { WizardSource } from "../../../components/guided-path/use-wizard-levels";
import { formatWizardPath, WIZARD_PATH_PARAM } from "../../../components/guided-path/wizard-path";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { useTranslation } from "../../../lib/use-translation";
import { useCalculator, useCalculatorList } from "../api/calculator-api";
import { CalculatorRunner } from "../components/calculator-runner";
import { CalculatorWizardResult, OpenOrLocked } from "../components/calculator-wizard-result";

/** The calculators' guided path (editors keep it at /editor/calculator/wizard/). */
const CALCULATOR_WIZARD: WizardSource = {
  base: "/api/calculator/customer/wizard",
  key: ["calculator", "customer", "wizard"],
  staleTime: 5 * 60_000,
};

/** The guided view of the calculators' screen, at the given answers. */
const guidedHref = (path: readonly number[]) =>
  pathTo(
    "customer-calculator-template-list",
    {},
    path.length ? { view: "guided", [WIZARD_PATH_PARAM]: formatWizardPath(path) } : { view: "guided" },
  );

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
        <OpenOrLocked title={calculator.title} locked={calculator.is_locked} onOpen={onOpen} />
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
  const guided = search.get("view") === "guided";
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
      <SegmentedControl
        aria-label={t("calculators.wizard.viewLabel")}
        data={[
          { value: "list", label: t("calculators.wizard.all") },
          { value: "guided", label: t("calculators.wizard.guided") },
        ]}
        value={guided ? "guided" : "list"}
        onChange={(view) =>
          setSearch(view === "guided" ? { view: "guided" } : {}, { preventScrollReset: true })
        }
        style={{ alignSelf: "flex-start" }}
      />
      {guided ? (
        <GuidedWizard
          source={CALCULATOR_WIZARD}
          hrefFor={guidedHref}
          areaQuestion={t("calculators.wizard.areaQuestion")}
          resultTitle={t("calculators.wizard.resultTitle")}
          renderResult={(leaf, labelledBy) => (
            <CalculatorWizardResult
              calculators={leaf.templates}
              labelledBy={labelledBy}
              onOpen={(id) => set("calculator", String(id))}
            />
          )}
        />
      ) : (
        <>
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
        </>
      )}
      <CalculatorPanel id={opened} onClose={() => set("calculator", null)} star={favouriteStar} />
    </Stack>
  );
}
