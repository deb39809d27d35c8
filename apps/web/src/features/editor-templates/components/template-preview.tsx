import type { AgreementValues, Language, TemplateField, TemplateParty } from "@app/contracts";
import {
  agreementContext,
  type DocumentModel,
  parseHtml,
  type RenderContext,
  resolveTemplate,
} from "@app/documents";
import { Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { type SampleGender, sampleValues, withSampleGenders } from "../model/sample-values";
import { SampleAnswers } from "./sample-answers";

/** How the route draws a document (the drafting screen's renderer, composed in by the route). */
export type RenderTemplateDocument = (input: { model: DocumentModel; ctx: RenderContext }) => ReactNode;

interface TemplatePreviewProps {
  body: string;
  fields: TemplateField[];
  parties: TemplateParty[];
  language: Language;
  title: string;
  renderDocument: RenderTemplateDocument;
}

/** The contract as a customer would print it, compiled with sample values, following every edit. */
export function TemplatePreview({
  body,
  fields,
  parties,
  language,
  title,
  renderDocument,
}: TemplatePreviewProps) {
  const { t } = useTranslation();
  // Typing stays fluid: the preview catches up when the browser is idle.
  const deferredBody = useDeferredValue(body);
  const deferredFields = useDeferredValue(fields);
  const parsed = useMemo(() => parseHtml(deferredBody), [deferredBody]);
  // The editor's own answers to the questions the logic turns on, over the sample values.
  const [answers, setAnswers] = useState<AgreementValues>({});
  const [genders, setGenders] = useState<Record<string, SampleGender>>({});
  const values = useMemo(
    () =>
      withSampleGenders({ ...sampleValues(deferredFields), ...answers }, deferredFields, parties, genders),
    [deferredFields, answers, parties, genders],
  );
  const ctx = useMemo<RenderContext>(
    () => agreementContext({ fields: deferredFields, values, language, title, parties }),
    [deferredFields, values, language, title, parties],
  );
  // Conditions, repetitions and terms as the sample answers call for them (issue 32).
  const model = useMemo(() => resolveTemplate(parsed, ctx), [parsed, ctx]);

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t("editorTemplates.preview.help")}
      </Text>
      <SampleAnswers
        fields={deferredFields}
        values={values}
        onChange={(slug, value) => setAnswers((current) => ({ ...current, [slug]: value }))}
        parties={parties}
        genders={genders}
        onGender={(party, gender) => setGenders((current) => ({ ...current, [party]: gender }))}
      />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "xl" }} data-testid="template-preview">
        {deferredBody.trim() ? (
          renderDocument({ model, ctx })
        ) : (
          <Text c="dimmed" ta="center" py="xl">
            {t("editorTemplates.preview.empty")}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
