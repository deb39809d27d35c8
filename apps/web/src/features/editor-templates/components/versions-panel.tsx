import type { EditorTemplateDetail } from "@app/contracts";
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconCopyPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { TemplateStatusBadge, VersionBadge } from "../../../components/status-badge";
import { useTranslation } from "../../../lib/use-translation";

/** Every version of the template's family, newest first, each a link to its own editor. */
export function VersionsPanel({
  detail,
  onNewVersion,
  creating,
}: {
  detail: EditorTemplateDetail;
  onNewVersion: () => void;
  creating: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("editorTemplates.version.title")}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t("editorTemplates.version.title")}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopyPlus size={16} aria-hidden />}
            onClick={onNewVersion}
            loading={creating}
          >
            {t("editorTemplates.actions.newVersion")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t("editorTemplates.version.help")}
        </Text>
        <Table aria-label={t("editorTemplates.version.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("editorTemplates.list.version")}</Table.Th>
              <Table.Th>{t("editorTemplates.fields.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.versions.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Td>
                  {version.id === detail.id ? (
                    <Group gap="xs">
                      <VersionBadge version={version.version} />
                      <Text size="sm" c="dimmed">
                        {t("editorTemplates.version.current")}
                      </Text>
                    </Group>
                  ) : (
                    <Anchor
                      component={Link}
                      to={pathTo("editor-agreement-template-edit", { id: version.id })}
                    >
                      {t("editorTemplates.versionLabel", { version: version.version })}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>
                  <TemplateStatusBadge status={version.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
