import type { Subscription } from "@app/contracts";
import { Button, Table, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useCurrentUser } from "../../../lib/current-user";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useEndColleagueSessions } from "../api/profile-api";

/**
 * Who holds a seat, with how many sessions. The administrator can free a colleague's seat; on
 * their own row they can only end their sessions on other devices (the server keeps the one
 * they act from), and only when they have some.
 */
export function SeatHolders({
  holders,
  administrator,
}: {
  holders: Subscription["holders"];
  administrator: boolean;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const endSessions = useEndColleagueSessions();
  return (
    <Table>
      <Table.Tbody>
        {holders.map((holder) => {
          const self = holder.username === me?.username;
          const end = () =>
            endSessions.mutate(holder.id, {
              onSuccess: () =>
                notifySuccess(
                  self
                    ? t("profile.sessions.endedOthers")
                    : t("profile.subscription.ended", { name: holder.name }),
                ),
              onError: notifyError,
            });
          return (
            <Table.Tr key={holder.id}>
              <Table.Td>
                {holder.name}
                {self && (
                  <Text span c="dimmed" size="sm">
                    {" "}
                    ({t("profile.subscription.you")})
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t("profile.subscription.sessions", { count: holder.sessions })}</Table.Td>
              {administrator && (
                <Table.Td ta="right">
                  {(!self || holder.sessions > 1) && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconLogout size={14} aria-hidden />}
                      loading={endSessions.isPending && endSessions.variables === holder.id}
                      onClick={end}
                    >
                      {self
                        ? t("profile.sessions.endOthers")
                        : t("profile.subscription.endSessions", { name: holder.name })}
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
