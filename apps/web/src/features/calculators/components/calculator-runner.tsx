import type { CalculatorDetail, CalculatorEvaluation } from "@app/contracts";
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconDownload, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { memo, useCallback, useMemo, useRef, useState } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { type CalculatorSide, useDownloadProspetto } from "../api/calculator-api";
import { useLiveEvaluation } from "../hooks/use-live-evaluation";
import { fieldErrorsToShow } from "../model/field-errors";
import { type ApiValue, type FormValue, initialForm, refusedNumbers, toApiValues } from "../model/values";
import { CalculatorInputs } from "./calculator-inputs";
import { CalculatorResults } from "./calculator-results";

/**
 * A calculator at work: its inputs, and the results recomputed on each keystroke (in the
 * browser, on the calculator's series; by the server while they load). Refusals stay beside
 * the fields.
 */
export function CalculatorRunner({
  calculator,
  side = "customer",
  actions,
  initialValues,
}: {
  calculator: CalculatorDetail;
  /** The values of a calculation opened again (kept with a contract). */
  initialValues?: Record<string, unknown>;
  /** Editors try any calculator, drafts too; the prospetto is the customers'. */
  side?: CalculatorSide;
  /** More buttons beside the downloads, given the results on screen (e.g. insert into the contract). */
  actions?: (evaluation: CalculatorEvaluation, values: Record<string, ApiValue>) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  // What a comma means depends on the screen's language (30,000 is thirty thousand in English).
  const locale = i18n.language === "en" ? "en" : "it";
  const [form, setForm] = useState(() => initialForm(calculator.inputs, initialValues, locale));
  // The fields the user has typed in; a calculation opened again counts as typed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(
    () => new Set(initialValues ? calculator.inputs.map((input) => input.slug) : []),
  );
  const values = useMemo(
    () => toApiValues(calculator.inputs, form, locale),
    [calculator.inputs, form, locale],
  );
  const evaluation = useLiveEvaluation(calculator, values, side, locale);
  const { errors } = evaluation;
  // A number the screen's language cannot read is refused by its own words, never guessed.
  const refused = useMemo(
    () => refusedNumbers(calculator.inputs, form, locale),
    [calculator.inputs, form, locale],
  );
  const fields = { ...errors.fields };
  for (const [slug, suggestion] of Object.entries(refused))
    fields[slug] = t("calculators.run.decimalComma", { suggestion });
  const fieldErrors = fieldErrorsToShow(fields, form, touched, evaluation.missing);
  const missing = evaluation.missing || fieldErrors.held;
  const change = useCallback((slug: string, value: FormValue) => {
    setForm((current) => ({ ...current, [slug]: value }));
    setTouched((current) => (current.has(slug) ? current : new Set(current).add(slug)));
  }, []);
  const download = useDownloadProspetto();
  // The buttons read the values when clicked, so that typing does not draw them again.
  const latestValues = useRef(values);
  latestValues.current = values;
  const { mutate } = download;
  const save = useCallback(
    (format: "pdf" | "docx") =>
      mutate(
        { id: calculator.id, title: calculator.title, values: latestValues.current, format },
        { onSuccess: (name) => notifySuccess(t("calculators.run.downloaded", { name })) },
      ),
    [mutate, calculator.id, calculator.title, t],
  );

  return (
    <Stack gap="md">
      <CalculatorInputs inputs={calculator.inputs} form={form} errors={fieldErrors.shown} onChange={change} />
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
        ) : evaluation.data ? (
          <Stack gap="md" style={{ opacity: evaluation.stale ? 0.6 : 1 }}>
            <CalculatorResults
              outputs={calculator.outputs}
              evaluation={evaluation.data}
              breakdown={calculator.breakdown}
            />
            {side === "customer" && (
              <Group gap="xs">
                {actions?.(evaluation.data, values)}
                <DownloadButtons
                  pending={download.isPending ? (download.variables?.format ?? null) : null}
                  onSave={save}
                />
              </Group>
            )}
          </Stack>
        ) : evaluation.pending ? (
          <Loader size="sm" aria-label={t("common.loading")} />
        ) : null}
      </div>
    </Stack>
  );
}

/** The prospetto's two downloads, kept while nothing about them changes. */
const DownloadButtons = memo(function DownloadButtons({
  pending,
  onSave,
}: {
  pending: "pdf" | "docx" | null;
  onSave: (format: "pdf" | "docx") => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => onSave("pdf")}
        loading={pending === "pdf"}
      >
        {t("calculators.run.downloadPdf")}
      </Button>
      <Button variant="default" onClick={() => onSave("docx")} loading={pending === "docx"}>
        {t("calculators.run.downloadDocx")}
      </Button>
    </>
  );
});
