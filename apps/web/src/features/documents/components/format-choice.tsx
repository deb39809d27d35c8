import type { DownloadFormat } from "@app/contracts";
import { Radio, Stack } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";

// The contract's DOWNLOAD_FORMATS, spelled out: importing values from @app/contracts would bring
// zod into the page (type imports are free).
const FORMATS: readonly DownloadFormat[] = ["docx", "pdf"];

const isFormat = (value: string): value is DownloadFormat => (FORMATS as readonly string[]).includes(value);

/** docx (the default, spec §9) or pdf, each with what it is good for. */
export function FormatChoice({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: DownloadFormat;
  onChange: (format: DownloadFormat) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => {
        if (isFormat(next)) onChange(next);
      }}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {FORMATS.map((format) => (
          <Radio
            key={format}
            value={format}
            label={t(`documents.formats.${format}`)}
            description={t(`documents.formats.${format}Hint`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
