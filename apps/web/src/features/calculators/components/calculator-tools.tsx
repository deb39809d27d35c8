import type {
  AgreementCalculation,
  AgreementCalculationBody,
  ListResponse,
  TemplateCalculator,
} from "@app/contracts";
import { Accordion, Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { CSSProperties, ReactNode } from "react";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { api } from "../../../lib/api-client";
import { DISPLAY_DATE_TIME, formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { useCalculator } from "../api/calculator-api";
import { CalculatorRunner } from "./calculator-runner";

/** A result bound for a contract field, with its output type (as the drafting screen wants it). */
export type ToolResults = Record<string, { value: string | boolean | null; type: string }>;

function useTemplateCalculators(templateId: number) {
  return useQuery({
    queryKey: ["calculator", "customer", "template-links", templateId],
    queryFn: ({ signal }) =>
      api.get<ListResponse<TemplateCalculator>>("/api/agreement/customer/template-with-calculator/list/", {
        query: { no_page: "no_page", filter__template: templateId, order_by__: "position" },
        signal,
      }),
  });
}

type Insert = (results: ToolResults, calculation: AgreementCalculationBody) => void;

/** Whether the contract keeps this calculator's calculation, or will at the next save. */
function KeptNote({ kept, pending }: { kept?: AgreementCalculation; pending: boolean }) {
  const { t } = useTranslation();
  if (pending)
    return (
      <Badge variant="dot" color="orange" radius="sm" style={{ maxWidth: "none" }}>
        {t("calculators.tools.pending")}
      </Badge>
    );
  if (!kept) return null;
  return (
    <Badge variant="dot" color="teal" radius="sm" style={{ maxWidth: "none" }}>
      {t("calculators.tools.kept", { date: formatDate(kept.calculated_at, DISPLAY_DATE_TIME) })}
    </Badge>
  );
}

function LinkedCalculator({
  link,
  onInsert,
  kept,
}: {
  link: TemplateCalculator;
  onInsert: Insert;
  /** The values this calculator's calculation was kept with, to open it again. */
  kept?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const calculator = useCalculator(link.calculator);
  if (calculator.isError) return <LoadErrorAlert onRetry={() => void calculator.refetch()} />;
  if (!calculator.data) return <Skeleton height={160} />;
  const outputs = new Map(calculator.data.outputs.map((output) => [output.slug, output.type]));
  const mapped = Object.entries(link.mapping).filter(([output]) => outputs.has(output));
  return (
    <CalculatorRunner
      calculator={calculator.data}
      initialValues={kept}
      actions={(evaluation, values) =>
        mapped.length > 0 && (
          <Button
            variant="filled"
            // teal.9, and darker still under the pointer: white on the theme's filled teal
            // (shade 8), which is also teal.9's hover colour, is 3.94:1, short of AA.
            color="teal.9"
            style={
              {
                "--button-hover": "color-mix(in srgb, var(--mantine-color-teal-9) 80%, black)",
              } as CSSProperties
            }
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() =>
              onInsert(
                Object.fromEntries(
                  mapped.map(([output, field]) => [
                    field,
                    { value: evaluation.results[output] ?? null, type: outputs.get(output) ?? "number" },
                  ]),
                ),
                { calculator: link.calculator, values },
              )
            }
          >
            {t("calculators.tools.insert")}
          </Button>
        )
      }
    />
  );
}

/**
 * The tools tab of the drafting screen (issue 14): the calculators the template offers, each
 * at work beside the contract; "Insert into the contract" fills the fields the editors mapped.
 */
export function CalculatorTools({
  templateId,
  onInsert,
  kept,
  pending,
  empty,
}: {
  templateId: number;
  onInsert: Insert;
  /** The calculations the contract keeps: each calculator opens on its own again. */
  kept: readonly AgreementCalculation[];
  /** Calculations inserted since the last save. */
  pending: readonly AgreementCalculationBody[];
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const links = useTemplateCalculators(templateId);
  const keptBy = new Map(kept.map((calculation) => [calculation.calculator.id, calculation]));
  if (links.isError) return <LoadErrorAlert onRetry={() => void links.refetch()} />;
  if (!links.data) return <Skeleton height={200} radius="md" />;
  if (links.data.results.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm">
      <Text c="dimmed">{t("calculators.tools.intro")}</Text>
      <Accordion variant="separated" radius="md" defaultValue={String(links.data.results[0]?.id)}>
        {links.data.results.map((link) => (
          <Accordion.Item key={link.id} value={String(link.id)}>
            <Accordion.Control>
              <Group gap="sm">
                <Text fw={600}>{link.calculator_title}</Text>
                <KeptNote
                  kept={keptBy.get(link.calculator)}
                  pending={pending.some((calculation) => calculation.calculator === link.calculator)}
                />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <LinkedCalculator
                link={link}
                onInsert={onInsert}
                kept={
                  pending.find((calculation) => calculation.calculator === link.calculator)?.values ??
                  keptBy.get(link.calculator)?.values
                }
              />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
