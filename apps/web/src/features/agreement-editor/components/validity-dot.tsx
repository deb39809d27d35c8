import { Box, Group, Text } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";

/** Green when the contract is complete, red otherwise, always with the words (colour is not enough). */
export function ValidityIndicator({ isValid }: { isValid: boolean }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={6}
      wrap="nowrap"
      title={t(isValid ? "agreementEditor.validity.validHint" : "agreementEditor.validity.invalidHint")}
    >
      <Box
        w={12}
        h={12}
        bg={isValid ? "teal.6" : "red.6"}
        style={{ borderRadius: "50%", flex: "none" }}
        aria-hidden
        data-testid="validity-dot"
        data-valid={isValid}
      />
      <Text size="sm" fw={500} data-testid="validity-text">
        {t(isValid ? "agreementEditor.validity.valid" : "agreementEditor.validity.invalid")}
      </Text>
    </Group>
  );
}
