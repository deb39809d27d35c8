import type { SignInvite } from "@app/contracts";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { LoadErrorAlert, LoadingBlock } from "../../../components/load-error-alert";
import { useTranslation } from "../../../lib/use-translation";
import { useSignInvites } from "../api/sign-invite-api";
import { romeDateAndTime } from "../model/signer-words";

/** The darkest shades, outlined: a badge's small bold text needs them for AA's 4.5:1 on white. */
const STATUS_COLOUR: Record<SignInvite["status"], string> = {
  attivo: "teal.9",
  firmato: "green.9",
  scaduto: "gray.7",
  revocato: "red.9",
};

/** The invitations sent for a contract: to whom, whether the link still opens, until when. */
export function SignInviteList(props: { agreementId: number; onRevoke: (invite: SignInvite) => void }) {
  const { t } = useTranslation();
  const invites = useSignInvites(props.agreementId);
  if (invites.isError) return <LoadErrorAlert onRetry={() => void invites.refetch()} />;
  if (invites.isPending) return <LoadingBlock height={60} label={t("common.loading")} />;
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t("signatures.invite.listTitle")}
      </Title>
      {invites.data.length === 0 ? (
        <Text size="sm">{t("signatures.invite.empty")}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {invites.data.map((invite) => (
            <Paper key={invite.id} withBorder p="sm" component="li">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{invite.name}</Text>
                    <Badge variant="outline" color={STATUS_COLOUR[invite.status]}>
                      {t(`signatures.invite.status.${invite.status}`)}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {invite.email} · {invite.fiscal_code}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(
                      invite.status === "scaduto"
                        ? "signatures.invite.expiredAt"
                        : "signatures.invite.expiresAt",
                      romeDateAndTime(invite.expires_at),
                    )}
                  </Text>
                </Stack>
                {invite.status === "attivo" && (
                  <Button
                    variant="default"
                    color="red"
                    size="xs"
                    leftSection={<IconLinkOff size={14} aria-hidden />}
                    aria-label={t("signatures.invite.revokeOf", { name: invite.name })}
                    onClick={() => props.onRevoke(invite)}
                  >
                    {t("signatures.invite.revoke")}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
