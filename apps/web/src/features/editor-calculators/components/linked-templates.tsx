import { Anchor, List, Skeleton, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { TemplateStatusBadge } from "../../../components/status-badge";
import { DISPLAY_DATE_TIME, formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { useLinkedTemplates } from "../api/calculator-editor-api";
import { EditorSection } from "./edit-screen-parts";

/**
 * The contract templates that offer this calculator in their tools tab, each version with its
 * status and how many results it maps; linking is done on the template's screen.
 */
export function LinkedTemplates({
  calculatorId,
  versions,
}: {
  calculatorId: number;
  /** The versions published so far, newest first. */
  versions: readonly { version: number; published_at: string }[];
}) {
  const { t } = useTranslation();
  const links = useLinkedTemplates(calculatorId);
  return (
    <EditorSection id="linked-templates-title" title={t("editorCalculators.linked.title")}>
      {links.isError ? (
        <LoadErrorAlert onRetry={() => void links.refetch()} />
      ) : !links.data ? (
        <Skeleton height={48} />
      ) : links.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("editorCalculators.linked.none")}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none">
          {links.data.results.map((link) => (
            <List.Item key={link.id}>
              <Anchor component={Link} to={pathTo("editor-agreement-template-edit", { id: link.template })}>
                {link.template_title}
              </Anchor>{" "}
              <Text span size="sm" c="dimmed">
                {t("editorCalculators.linked.version", { version: link.template_version })} ·{" "}
                {t("editorCalculators.linked.mapped", { count: Object.keys(link.mapping).length })}
              </Text>{" "}
              <TemplateStatusBadge status={link.template_status} />
            </List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed">
        {t("editorCalculators.linked.hint")}
      </Text>
      {versions.length > 0 && (
        <>
          <Title order={3} size="h5" mt="sm">
            {t("editorCalculators.versions.title")}
          </Title>
          <List size="sm" spacing={2}>
            {versions.map((v) => (
              <List.Item key={v.version}>
                {t("editorCalculators.versions.item", {
                  version: v.version,
                  date: formatDate(v.published_at, DISPLAY_DATE_TIME),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </EditorSection>
  );
}
