import type { SignatureLevel } from "@app/contracts";
import { Alert } from "@mantine/core";
import { IconScale } from "@tabler/icons-react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";

/** Which signature this contract needs and why, citing the Civil Code and the CAD (issue 45 §3). */
export function SignatureLevelNote({ level }: { level: SignatureLevel }) {
  const { t } = useTranslation();
  return (
    <Alert
      styles={READABLE_ALERT}
      color={level === "feq" ? "orange" : "blue"}
      icon={<IconScale size={18} aria-hidden />}
      title={t("signatures.level.title", { level: t(`signatures.level.${level}`) })}
    >
      {t(`signatures.level.${level}Why`)}
    </Alert>
  );
}
