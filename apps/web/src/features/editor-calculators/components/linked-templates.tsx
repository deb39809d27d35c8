import { Anchor, List, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { TemplateStatusBadge } from "../../../components/status-badge";
import { useLinkedTemplates } from "../api/calculator-editor-api";

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
  const { t, i18n } = useTranslation();
  const links = useLinkedTemplates(calculatorId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="linked-templates-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="linked-templates-title">
          {t("editorCalculators.linked.title")}
        </Title>
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
                    date: new Intl.DateTimeFormat(i18n.language === "en" ? "en-GB" : "it-IT", {
                      dateStyle: "short",
                      timeStyle: "short",
                      timeZone: "Europe/Rome",
                    }).format(new Date(v.published_at)),
                  })}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
