import type { BulkCheckResult } from "@app/contracts";
import { Alert, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";

/**
 * The check's verdict: every problem named by its row and column, to fix in the spreadsheet and
 * drop again; or that every row is fine.
 */
export function BulkCheckResultView({ result }: { result: BulkCheckResult }) {
  const { t } = useTranslation();
  if (result.errors.length === 0)
    return (
      <Alert styles={READABLE_ALERT} color="green" icon={<IconCircleCheck aria-hidden />} role="status">
        {t("bulk.check.allValid", { count: result.rows })}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Alert
        styles={READABLE_ALERT}
        color={result.valid > 0 ? "yellow" : "red"}
        icon={<IconAlertTriangle aria-hidden />}
        role="status"
        title={t("bulk.check.summary", { rows: result.rows, valid: result.valid })}
      >
        {result.valid > 0 ? t("bulk.check.someInvalid") : t("bulk.check.noneValid")}
      </Alert>
      <ScrollArea.Autosize mah={420} type="auto">
        <Table striped withTableBorder stickyHeader>
          <Table.Caption>{t("bulk.check.caption", { count: result.errors.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("bulk.check.row")}</Table.Th>
              <Table.Th scope="col">{t("bulk.check.column")}</Table.Th>
              <Table.Th scope="col">{t("bulk.check.message")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.errors.map((error) => (
              // The same cell may have two problems: the message keeps them apart.
              <Table.Tr key={`${error.row}-${error.key}-${error.message}`}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>
                  {error.column || (
                    <Text span c="dimmed" size="sm">
                      {t("bulk.check.wholeRow")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
