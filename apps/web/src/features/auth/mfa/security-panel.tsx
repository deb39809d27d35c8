import { Badge, Card, Divider, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useCurrentUser } from "../../../lib/current-user";
import { useTranslation } from "../../../lib/use-translation";
import { MfaDisableForm } from "./mfa-disable-form";
import { MfaEnrolment } from "./mfa-enrolment";
import "./mfa-texts";
import { RecoveryCodesSection } from "./recovery-codes-section";

/**
 * Two-factor sign-in as a user manages it: its state, turning it on or off (issue 35), and once
 * it is on the recovery codes left and new ones (issue 44).
 */
export function SecurityPanel({ onEnabled }: { onEnabled?: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  // Kept open while the recovery codes are on screen, though `me` already says "on".
  const [enrolling, setEnrolling] = useState(false);
  if (!me) return <Skeleton height={160} />;
  // On once the first code is accepted; the codes stay on screen until the user has saved them.
  const active = me.mfa_enabled || enrolling;
  const on = me.mfa_enabled && !enrolling;
  return (
    <Card withBorder>
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={active ? "teal.9" : "gray"} variant={active ? "filled" : "light"}>
            {active ? t("mfa.security.on") : t("mfa.security.off")}
          </Badge>
          <Text size="sm">{active ? t("mfa.security.statusOn") : t("mfa.security.statusOff")}</Text>
        </Group>
        {on ? (
          <>
            <RecoveryCodesSection username={me.username} />
            <Divider />
            <MfaDisableForm />
          </>
        ) : (
          <>
            {!enrolling && <Text size="sm">{t("mfa.security.why")}</Text>}
            <MfaEnrolment
              username={me.username}
              onCodes={() => setEnrolling(true)}
              onDone={() => {
                setEnrolling(false);
                onEnabled?.();
              }}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
