import { BULK_FORMATS, type BulkFormat } from "@app/contracts";
import { Group, Radio } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";

/** The documents' format of a batch: PDF, DOCX or both (either way of drafting). */
export function BulkFormatChoice({
  value,
  onChange,
}: {
  value: BulkFormat;
  onChange: (value: BulkFormat) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t("bulk.start.format")}
      value={value}
      onChange={(next) => onChange(next as BulkFormat)}
    >
      <Group mt={4}>
        {BULK_FORMATS.map((format) => (
          <Radio key={format} value={format} label={t(`bulk.format.${format}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
