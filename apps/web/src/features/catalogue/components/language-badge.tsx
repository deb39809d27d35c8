import type { Language } from "@app/contracts";
import { Badge, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";

/** The language flag of a template: shown for English only, Italian being the norm (spec §2). */
export function LanguageBadge({ language }: { language: Language }) {
  const { t } = useTranslation();
  if (language !== "en") return null;
  return (
    <Badge size="xs" variant="outline" color="blue" radius="sm" title={t("catalogue.template.englishLabel")}>
      <span aria-hidden>{t("catalogue.template.english")}</span>
      <VisuallyHidden>{t("catalogue.template.englishLabel")}</VisuallyHidden>
    </Badge>
  );
}
