import type { SignedCopyReport } from "@app/contracts";
import { Radio, Stack } from "@mantine/core";
import { formatInRome } from "../../../lib/rome-time";
import { useTranslation } from "../../../lib/use-translation";
import type { PecAttachment } from "../model/pec-recipients";

/**
 * What the PEC carries (issue 47 §2): the contract as PDF or DOCX, the PDF frozen for signature
 * when the contract is frozen, or one of the signed copies kept for it (`.p7m` included).
 */
export function PecAttachmentChoice(props: {
  value: PecAttachment;
  onChange: (value: PecAttachment) => void;
  frozen: boolean;
  copies: readonly SignedCopyReport[];
  error?: string;
}) {
  const { t } = useTranslation();
  const contract: PecAttachment[] = props.frozen ? ["frozen", "pdf", "docx"] : ["pdf", "docx"];
  const values = new Set<string>([...contract, ...props.copies.map((copy) => `copy:${copy.id}`)]);
  return (
    <Radio.Group
      label={t("documents.pec.attachment")}
      value={props.value}
      onChange={(next) => {
        if (values.has(next)) props.onChange(next as PecAttachment);
      }}
      error={props.error}
    >
      <Stack gap="xs" mt="xs">
        {contract.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={t(`documents.pec.attachments.${choice}`)}
            description={t(`documents.pec.attachments.${choice}Hint`)}
          />
        ))}
        {props.copies.map((copy) => (
          <Radio
            key={copy.id}
            value={`copy:${copy.id}`}
            label={t("documents.pec.attachments.copy", { name: copy.file_name })}
            description={t("documents.pec.attachments.copyHint", {
              date: formatInRome(copy.date_create, "DD/MM/YYYY"),
            })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
