import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { FramedSection } from "../../../components/framed-section";
import { useTranslation } from "../../../lib/use-translation";

/** The framed block of a record's own data (title, code, unit…). */
export function MetadataBlock({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <FramedSection label={t("editorCalculators.edit.metadata")}>{children}</FramedSection>;
}

/** A titled section of the authoring screen, with an optional line saying what it is for. */
export function EditorSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
