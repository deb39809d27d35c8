import { Badge, Box, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";

/** Spec §2: green when the agreement is valid, red otherwise; the words are there for everyone else. */
export function ValidityDot({ isValid, size = 12 }: { isValid: boolean; size?: number }) {
  const { t } = useTranslation();
  const label = t(isValid ? "agreements.card.valid" : "agreements.card.invalid");
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      w={size}
      h={size}
      bg={isValid ? "teal.6" : "red.6"}
      style={{ borderRadius: "50%", flex: "none" }}
      data-testid="validity-dot"
      data-valid={isValid}
    />
  );
}

/** The template's language flag, hidden for Italian (spec §2). */
export function LanguageFlag({ language }: { language: string | null }) {
  const { t } = useTranslation();
  if (!language || language === "it") return null;
  return (
    <Badge size="xs" variant="outline" color="blue" radius="sm">
      <span aria-hidden>{language === "en" ? t("agreements.card.english") : language.toUpperCase()}</span>
      <VisuallyHidden>{t("agreements.card.englishLabel")}</VisuallyHidden>
    </Badge>
  );
}
