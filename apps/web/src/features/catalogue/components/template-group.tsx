import type { TemplateRef } from "@app/contracts";
import { Box, Stack, Text, Title } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconClockHour4 } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/use-translation";
import { TemplateItem } from "./template-item";

interface TemplateGroupProps {
  title: string;
  /** Ancestors between the root and this group (category screen), outermost first. */
  path?: readonly string[];
  templates: readonly TemplateRef[];
  /** A disabled subcategory: shown greyed, with a hint and no template. */
  disabled?: boolean;
  headingOrder?: 2 | 3;
}

/** A heading and the templates under it, as every catalogue screen lists them. */
export function TemplateGroup({
  title,
  path = [],
  templates,
  disabled = false,
  headingOrder = 2,
}: TemplateGroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-disabled={disabled || undefined}>
      <Title order={headingOrder} size="h5" id={headingId} c={disabled ? "dimmed" : undefined} mb={4}>
        {/* Nested levels carry their path, on its own line above the subcategory's title. */}
        {path.length > 0 && (
          <Text component="span" display="block" size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
            {`${path.join(" › ")} › `}
          </Text>
        )}
        {title}
      </Title>
      {disabled ? (
        <Text size="sm" c="dimmed" fs="italic">
          <IconClockHour4 size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
          {t("catalogue.category.disabledHint")}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }}>
          {templates.map((template) => (
            <li key={template.id}>
              <TemplateItem template={template} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
