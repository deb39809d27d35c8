import type { ListResponse, TemplateCalculator } from "@app/contracts";
import { Accordion, Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { api } from "../../../lib/api-client";
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

function LinkedCalculator({
  link,
  onInsert,
}: {
  link: TemplateCalculator;
  onInsert: (results: ToolResults) => void;
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
      actions={(evaluation) =>
        mapped.length > 0 && (
          <Button
            variant="filled"
            color="teal"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() =>
              onInsert(
                Object.fromEntries(
                  mapped.map(([output, field]) => [
                    field,
                    { value: evaluation.results[output] ?? null, type: outputs.get(output) ?? "number" },
                  ]),
                ),
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
  empty,
}: {
  templateId: number;
  onInsert: (results: ToolResults) => void;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const links = useTemplateCalculators(templateId);
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
              <Text fw={600}>{link.calculator_title}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <LinkedCalculator link={link} onInsert={onInsert} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
