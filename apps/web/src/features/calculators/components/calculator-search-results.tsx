import { Anchor, Badge, Box, Group, Stack, Text, Title } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconCalculator } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";
import { useCalculatorList } from "../api/calculator-api";

/**
 * The calculators a free search finds (spec §7: templates, agreements and calculator templates,
 * calculators by title), each opening on the calculators' screen. Nothing when none matches.
 */
export function CalculatorSearchResults({ text }: { text: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const found = useCalculatorList(text);
  if (!text || !found.data || found.data.count === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="calculator-search-results">
      <Title order={2} size="h4" id={headingId} mb={4}>
        {t("calculators.search.title")}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {found.data.results.map((calculator) => (
          <Group key={calculator.id} component="li" gap="xs" wrap="nowrap">
            <IconCalculator size={16} aria-hidden style={{ flex: "none" }} />
            <Anchor
              component={Link}
              to={`${pathTo("customer-calculator-template-list")}?calculator=${calculator.id}`}
            >
              {calculator.title}
            </Anchor>
            {calculator.is_locked && (
              <Badge variant="light" color="gray" size="sm">
                {t("calculators.list.locked")}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt={4}>
        {t("calculators.search.hint")}
      </Text>
    </Box>
  );
}
