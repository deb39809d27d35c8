import { Paper, Stack, Text, Title } from "@mantine/core";
import { useCurrentUser } from "../../../lib/current-user";
import { displayName } from "../../../lib/display-name";
import { useTranslation } from "../../../lib/use-translation";

export function EditorHomePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t("editorHome.title")}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Text>{user ? t("editorHome.greeting", { name: displayName(user) }) : null}</Text>
        <Text c="dimmed" mt="xs">
          {t("editorHome.intro")}
        </Text>
      </Paper>
    </Stack>
  );
}
