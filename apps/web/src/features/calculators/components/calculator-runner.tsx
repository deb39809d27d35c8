import type { CalculatorDetail } from "@app/contracts";
import { Alert, Loader, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { serverFormErrors } from "../../../lib/form-errors";
import { useEvaluation } from "../api/calculator-api";
import { initialForm, toApiValues } from "../model/values";
import { CalculatorInputs } from "./calculator-inputs";
import { CalculatorResults } from "./calculator-results";

/**
 * A calculator at work: its inputs, and the results recomputed as the user types (after a short
 * pause, so a fast typist sends one call). The server's refusals stay beside the fields.
 */
export function CalculatorRunner({ calculator }: { calculator: CalculatorDetail }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initialForm(calculator.inputs));
  const values = useMemo(() => toApiValues(calculator.inputs, form), [calculator.inputs, form]);
  const [debounced] = useDebouncedValue(values, 250);
  const missing = calculator.inputs.some((input) => input.required && debounced[input.slug] === undefined);
  const evaluation = useEvaluation(calculator.id, debounced, !missing && !calculator.is_locked);
  const errors = serverFormErrors(
    evaluation.error,
    calculator.inputs.map((input) => input.slug),
  );

  return (
    <Stack gap="md">
      <CalculatorInputs
        inputs={calculator.inputs}
        form={form}
        errors={errors.fields}
        onChange={(slug, value) => setForm((current) => ({ ...current, [slug]: value }))}
      />
      <div aria-live="polite">
        {missing ? (
          <Text size="sm" c="dimmed">
            {t("calculators.run.fillIn")}
          </Text>
        ) : errors.other.length > 0 ? (
          <Alert
            styles={READABLE_ALERT}
            color="orange"
            icon={<IconInfoCircle aria-hidden />}
            title={t("calculators.run.cannot")}
          >
            {errors.other.map((line) => (
              <Text key={line} size="sm">
                {line.replace(/^[a-z_]+: /, "")}
              </Text>
            ))}
          </Alert>
        ) : evaluation.data && !evaluation.isError ? (
          <div style={{ opacity: evaluation.isPlaceholderData ? 0.6 : 1 }}>
            <CalculatorResults outputs={calculator.outputs} evaluation={evaluation.data} />
          </div>
        ) : evaluation.isFetching ? (
          <Loader size="sm" aria-label={t("common.loading")} />
        ) : null}
      </div>
    </Stack>
  );
}
