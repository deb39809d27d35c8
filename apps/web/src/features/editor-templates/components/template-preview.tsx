import type { Language, TemplateField } from "@app/contracts";
import { type DocumentModel, parseHtml, type RenderContext } from "@app/documents";
import { Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { sampleValues } from "../model/sample-values";

/** How the route draws a document (the drafting screen's renderer, composed in by the route). */
export type RenderTemplateDocument = (input: { model: DocumentModel; ctx: RenderContext }) => ReactNode;

interface TemplatePreviewProps {
  body: string;
  fields: TemplateField[];
  language: Language;
  title: string;
  renderDocument: RenderTemplateDocument;
}

/** The contract as a customer would print it, compiled with sample values, following every edit. */
export function TemplatePreview({ body, fields, language, title, renderDocument }: TemplatePreviewProps) {
  const { t } = useTranslation();
  // Typing stays fluid: the preview catches up when the browser is idle.
  const deferredBody = useDeferredValue(body);
  const deferredFields = useDeferredValue(fields);
  const model = useMemo(() => parseHtml(deferredBody), [deferredBody]);
  const ctx = useMemo<RenderContext>(
    () => ({ fields: deferredFields, values: sampleValues(deferredFields), language, title }),
    [deferredFields, language, title],
  );

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t("editorTemplates.preview.help")}
      </Text>
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
