import type { PecReceipt, PecRecipient } from "@app/contracts";
import { Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconDownload } from "@tabler/icons-react";
import { notifyError } from "../../../lib/notify";
import { formatInRome } from "../../../lib/rome-time";
import { useTranslation } from "../../../lib/use-translation";
import { downloadPecReceipt } from "../api/pec-api";
import { RECIPIENT_STATE_COLOUR } from "../model/pec-states";

/** The providers' own time, in Rome, to the second: what the receipt certifies. */
export const receiptTime = (moment: string) => formatInRome(moment, "DD/MM/YYYY HH:mm:ss");

/**
 * One recipient's way (issue 47 §3): the state in words (with the provider's reason for a
 * refusal or a failed delivery), then each receipt in the order it came, with its type, the
 * provider's time, whether its signature holds, and the receipt itself to download.
 */
export function PecRecipientTimeline({ recipient }: { recipient: PecRecipient }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {recipient.address}
        </Text>
        <Badge variant="outline" color={RECIPIENT_STATE_COLOUR[recipient.state]}>
          {t(`pec.state.${recipient.state}`)}
        </Badge>
      </Group>
      {recipient.reason && <Text size="sm">{t("pec.reason", { reason: recipient.reason })}</Text>}
      {recipient.state === "nessuna_ricevuta" && <Text size="sm">{t("pec.noReceiptHint")}</Text>}
      {recipient.receipts.length === 0 ? (
        recipient.state !== "nessuna_ricevuta" && (
          <Text size="sm" c="dimmed">
            {t("pec.noReceiptsYet")}
          </Text>
        )
      ) : (
        <List
          size="sm"
          spacing={4}
          listStyleType="none"
          aria-label={t("pec.receiptsOf", { address: recipient.address })}
        >
          {[...recipient.receipts]
            .sort((a, b) => a.received_at.localeCompare(b.received_at))
            .map((receipt) => (
              <List.Item key={receipt.id}>
                <ReceiptLine receipt={receipt} address={recipient.address} />
              </List.Item>
            ))}
        </List>
      )}
    </Stack>
  );
}

function ReceiptLine({ receipt, address }: { receipt: PecReceipt; address: string }) {
  const { t } = useTranslation();
  const type = t(`pec.receipt.${receipt.type}`);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {receipt.valid ? (
        <IconCircleCheck
          size={16}
          aria-hidden
          color="var(--mantine-color-teal-9)"
          style={{ flexShrink: 0, marginTop: 2 }}
        />
      ) : (
        <IconAlertTriangle
          size={16}
          aria-hidden
          color="var(--mantine-color-red-9)"
          style={{ flexShrink: 0, marginTop: 2 }}
        />
      )}
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm">
          <Text span fw={600} size="sm">
            {type}
          </Text>{" "}
          {t("pec.receiptAt", { time: receiptTime(receipt.received_at) })}
          {" · "}
          {receipt.valid
            ? t("pec.receiptValid")
            : t("pec.receiptInvalid", { problem: receipt.problem ?? t("pec.receiptProblemUnknown") })}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t("pec.downloadReceiptOf", { type: type.toLowerCase(), address })}
          onClick={() => void downloadPecReceipt(receipt).catch(notifyError)}
        >
          {t("pec.downloadReceipt")}
        </Button>
      </Group>
    </Group>
  );
}
