import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { LoadErrorAlert, LoadingBlock } from "../../../components/load-error-alert";
import { formatInRome } from "../../../lib/rome-time";
import { useTranslation } from "../../../lib/use-translation";
import { PEC_POLL_MS, usePecMessages } from "../api/pec-api";
import { isAwaitingReceipts } from "../model/pec-states";
import { PecMessageCard } from "./pec-message-card";

/**
 * The drafting screen's «PEC» tab (issue 47 §3): every PEC sent for the contract, each
 * recipient's acceptance and delivery with the providers' times, and the receipts to download as
 * evidence. Read again by itself while a receipt is awaited, and on «Aggiorna».
 */
export function PecPanel({ agreementId, pollMs = PEC_POLL_MS }: { agreementId: number; pollMs?: number }) {
  const { t } = useTranslation();
  const messages = usePecMessages(agreementId, pollMs);
  const awaiting = isAwaitingReceipts(messages.data ?? []);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={2} size="h3">
          {t("pec.heading")}
        </Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void messages.refetch()}
          aria-busy={messages.isFetching || undefined}
        >
          {t("pec.refresh")}
        </Button>
      </Group>
      <Text size="sm" maw={720}>
        {t("pec.intro")}
      </Text>
      {messages.isError && !messages.data ? (
        <LoadErrorAlert onRetry={() => void messages.refetch()} />
      ) : messages.isPending ? (
        <LoadingBlock height={120} label={t("common.loading")} />
      ) : messages.data.length === 0 ? (
        <Text>{t("pec.empty")}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t(awaiting ? "pec.updatedAwaiting" : "pec.updated", {
              time: formatInRome(new Date(messages.dataUpdatedAt), "HH:mm:ss"),
            })}
          </Text>
          {messages.data.map((message) => (
            <PecMessageCard key={message.id} message={message} />
          ))}
        </>
      )}
    </Stack>
  );
}
