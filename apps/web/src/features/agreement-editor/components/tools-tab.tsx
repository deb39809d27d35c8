import type { AgreementCalculation, AgreementCalculationBody } from "@app/contracts";
import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalculator } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { InsertedResults } from "../model/calculator-insert";

/** The calculators beside the contract, from the calculators feature (composed in by the route). */
export type CalculatorToolsSlot = (
  props: ToolsProps & {
    /** Shown when the template offers no calculator. */
    empty: ReactNode;
  },
) => ReactNode;

interface ToolsProps {
  templateId: number;
  /** Fills the mapped fields of the compile form with the results; the save keeps the calculation. */
  onInsert: (results: InsertedResults, calculation: AgreementCalculationBody) => void;
  /** The calculations the saved agreement keeps: each calculator opens on its own again. */
  kept: readonly AgreementCalculation[];
  /** Calculations inserted since the last save, which the next save keeps. */
  pending: readonly AgreementCalculationBody[];
}

function NoTools() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconCalculator size={30} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t("agreementEditor.tools.title")}
        </Title>
        <Text c="dimmed" maw={480}>
          {t("agreementEditor.tools.text")}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The tools tab: the template's calculators, whose results fill the contract's fields. */
export function ToolsTab({ tools, ...props }: ToolsProps & { tools?: CalculatorToolsSlot }) {
  return tools ? tools({ ...props, empty: <NoTools /> }) : <NoTools />;
}
