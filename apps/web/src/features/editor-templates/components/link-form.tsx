import { SimpleGrid, TextInput } from "@mantine/core";
import { useState } from "react";
import { RowFormShell } from "../../../components/editor-table/row-form-shell";
import { useTranslation } from "../../../lib/use-translation";
import { type LinkRef, linkError, linkRaw } from "../model/placeholder-views";

/**
 * A dynamic link or memento link (spec §3, §5): linkName and idLink required, Apply disabled
 * while either is missing or would break the placeholder.
 */
export function LinkForm({
  kind,
  onCancel,
  onApply,
}: {
  kind: LinkRef["kind"];
  onCancel: () => void;
  onApply: (link: LinkRef) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [idLink, setIdLink] = useState("");
  const [touched, setTouched] = useState({ name: false, idLink: false });
  const nameError = linkError(name);
  const idError = linkError(idLink);
  const message = (error: "required" | "syntax" | null, shown: boolean) =>
    shown && error
      ? t(`editorTemplates.validation.${error === "required" ? "required" : "linkSyntax"}`)
      : undefined;

  return (
    <RowFormShell
      label={t(`editorTemplates.links.form.${kind}`)}
      onCancel={onCancel}
      applyDisabled={Boolean(nameError || idError)}
      onApply={() =>
        onApply({ kind, name: name.trim(), idLink: idLink.trim(), raw: linkRaw(kind, name, idLink) })
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t(kind === "link" ? "editorTemplates.links.label" : "editorTemplates.links.linkName")}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => setTouched((s) => ({ ...s, name: true }))}
          error={message(nameError, touched.name)}
          required
          autoFocus
        />
        <TextInput
          label={t("editorTemplates.links.idLink")}
          value={idLink}
          onChange={(e) => setIdLink(e.currentTarget.value)}
          onBlur={() => setTouched((s) => ({ ...s, idLink: true }))}
          error={message(idError, touched.idLink)}
          required
        />
      </SimpleGrid>
    </RowFormShell>
  );
}
