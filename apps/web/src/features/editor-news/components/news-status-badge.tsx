import type { EditorNews } from "@app/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";

/** Published or draft, as a dot badge (the light variant's coloured words fall short of AA). */
export function NewsStatusBadge({ status }: { status: EditorNews["status"] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === "public" ? "green" : "gray"} variant="dot" radius="sm" style={{ flex: "none" }}>
      {t(`editorNews.statuses.${status}`)}
    </Badge>
  );
}
