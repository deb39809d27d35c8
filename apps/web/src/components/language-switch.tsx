import type { Language } from "@app/contracts";
import { Button, VisuallyHidden } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useState } from "react";
import { refreshCachedData } from "../lib/cached-data";
import { changeLanguage, getLanguage } from "../lib/i18n";
import { useTranslation } from "../lib/use-translation";

const OTHER: Record<Language, Language> = { it: "en", en: "it" };

/**
 * The it/en switch: with two languages one button naming the other language is the quickest
 * control. The choice is remembered and server texts are reloaded in the new language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const target = OTHER[getLanguage()];

  const switchLanguage = async () => {
    setSwitching(true);
    try {
      await changeLanguage(target);
      // Server messages and localised data come back in the new language.
      await refreshCachedData();
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void switchLanguage()}
      loading={switching}
      data-testid="language-switch"
    >
      <VisuallyHidden>{t("language.switchTo")} </VisuallyHidden>
      <span lang={target}>{t(`language.${target}`)}</span>
    </Button>
  );
}
