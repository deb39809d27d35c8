import type { TemplateNote } from "@app/contracts";
import { Alert, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "../../../lib/use-translation";

/** The editors' notes on the clause a field belongs to, shown right under the field. */
export const FieldNotes = memo(function FieldNotes({
  id,
  notes,
}: {
  id: string;
  notes: readonly TemplateNote[];
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} id={id}>
      {notes.map((note) => (
        <Alert
          key={note.slug}
          variant="light"
          color="gray"
          radius="md"
          p="xs"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title={`${t("agreementEditor.compile.note")}: ${note.label}`}
        >
          <Text size="xs">{note.help}</Text>
        </Alert>
      ))}
    </Stack>
  );
});
