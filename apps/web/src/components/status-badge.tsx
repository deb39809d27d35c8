import type { TemplateStatus } from "@app/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "../lib/use-translation";

const COLORS: Record<TemplateStatus, string> = {
  draft: "gray",
  ready: "blue",
  public: "green",
  archived: "orange",
};

export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  const { t } = useTranslation();
  return (
    // A dot: the light variant's coloured words fall short of AA contrast on their tint.
    <Badge color={COLORS[status]} variant="dot" radius="sm" style={{ flex: "none", maxWidth: "none" }}>
      {t(`editorTemplates.status.${status}`)}
    </Badge>
  );
}

export function VersionBadge({ version }: { version: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      color="indigo"
      variant="outline"
      radius="sm"
      aria-label={t("editorTemplates.versionLabel", { version })}
    >
      v{version}
    </Badge>
  );
}
