import type { PecMessage } from "@app/contracts";
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconDownload } from "@tabler/icons-react";
import { useId } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { notifyError } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { downloadPecMessage } from "../api/pec-api";
import { MESSAGE_STATUS_COLOUR } from "../model/pec-states";
import { PecRecipientTimeline, receiptTime } from "./pec-recipient-timeline";

/** One PEC sent for the contract: what, from where, when, its state, and each recipient's way. */
export function PecMessageCard({ message }: { message: PecMessage }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} size="h4" id={titleId} style={{ overflowWrap: "anywhere" }}>
              {message.subject}
            </Title>
            <Text size="sm">{t("pec.from", { address: message.from_address })}</Text>
            <Text size="sm">{t("pec.attachment", { name: message.attachment_name })}</Text>
            <Text size="sm">
              {message.sent_at
                ? t("pec.sentAt", { time: receiptTime(message.sent_at) })
                : t("pec.createdAt", { time: receiptTime(message.created_at) })}
            </Text>
          </Stack>
          <Stack gap="xs" align="flex-end">
            <Badge variant="outline" color={MESSAGE_STATUS_COLOUR[message.status]}>
              {t(`pec.status.${message.status}`)}
            </Badge>
            {message.status === "inviato" && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={t("pec.downloadMessageOf", { subject: message.subject })}
                onClick={() => void downloadPecMessage(message).catch(notifyError)}
              >
                {t("pec.downloadMessage")}
              </Button>
            )}
          </Stack>
        </Group>
        {message.status === "non_inviato" && (
          <Alert
            styles={READABLE_ALERT}
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t("pec.notSentTitle")}
          >
            {message.error ?? t("pec.notSentUnknown")}
          </Alert>
        )}
        <Title order={4} size="h5">
          {t("pec.recipients")}
        </Title>
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {message.recipients.map((recipient) => (
            <li key={recipient.address}>
              {message.status === "non_inviato" ? (
                // Never sent: no provider has said anything of these addresses.
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {recipient.address}
                </Text>
              ) : (
                <PecRecipientTimeline recipient={recipient} />
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
