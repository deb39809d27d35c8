import { Badge, Button, Code, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLink, IconNotebook } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { LinkRef } from "../model/placeholder-views";
import { LinkForm } from "./link-form";

interface LinksPanelProps {
  /** Links cited by the texts plus those prepared in this session. */
  links: LinkRef[];
  onAdd: (link: LinkRef) => void;
  readOnly: boolean;
}

/**
 * Dynamic links and memento links (spec §3): prepared here, then inserted from the editors'
 * "insert" list like fields and notes, where they appear as chips with their name.
 */
export function LinksPanel({ links, onAdd, readOnly }: LinksPanelProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<LinkRef["kind"] | null>(null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("editorTemplates.links.title")}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t("editorTemplates.links.title")}
          </Title>
          {!readOnly && adding === null && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconLink size={16} aria-hidden />}
                onClick={() => setAdding("link")}
              >
                {t("editorTemplates.links.addLink")}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconNotebook size={16} aria-hidden />}
                onClick={() => setAdding("mementolink")}
              >
                {t("editorTemplates.links.addMemento")}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t("editorTemplates.links.help")}
        </Text>
        {adding && (
          <Paper p="sm" radius="sm" bg="var(--mantine-color-gray-light)">
            <LinkForm
              kind={adding}
              onCancel={() => setAdding(null)}
              onApply={(link) => {
                onAdd(link);
                setAdding(null);
              }}
            />
          </Paper>
        )}
        {links.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("editorTemplates.links.none")}
          </Text>
        ) : (
          <List spacing={4} size="sm" listStyleType="none" aria-label={t("editorTemplates.links.title")}>
            {links.map((link) => (
              <List.Item key={link.raw}>
                <Group gap="xs" wrap="nowrap">
                  <Badge size="sm" variant="dot" color={link.kind === "link" ? "blue" : "grape"}>
                    {t(`editorTemplates.links.kind.${link.kind}`)}
                  </Badge>
                  <Text size="sm" fw={500} truncate>
                    {link.name}
                  </Text>
                  <Code>{link.idLink}</Code>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
