import type { SignatureLevel } from "@app/contracts";
import { Button, Group, Modal } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "../../../../lib/use-translation";
import { ownerRemoteSignCalls } from "../../api/remote-sign-api";
import { PanelSection } from "../panel-section";
import { RemoteSignFlow } from "./remote-sign-flow";
import { SignedSummary } from "./signed-summary";
import { useFragmentSession } from "./use-fragment-session";

/**
 * «Firma da remoto» on a frozen contract (issue 46 §1): the owner signs it with their provider's
 * qualified certificate; the signed copy is verified and kept as an uploaded one would be.
 */
export function RemoteSignSection({ agreementId, level }: { agreementId: number; level: SignatureLevel }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const calls = useMemo(() => ownerRemoteSignCalls(agreementId), [agreementId]);
  // Back from an OAuth provider's page (this tab is its `return`): the dialog opens at once.
  const fragment = useFragmentSession();
  const [opened, setOpened] = useState(fragment !== null);
  // What the OAuth sign-in brought back starts the first opening only: a later one signs in again.
  const [oauthReturn, setOauthReturn] = useState(fragment);
  const close = () => {
    setOpened(false);
    setOauthReturn(null);
  };

  return (
    <PanelSection title={t("signatures.remote.title")} intro={t("signatures.remote.intro")}>
      <Group>
        <Button leftSection={<IconSignature size={16} aria-hidden />} onClick={() => setOpened(true)}>
          {t("signatures.remote.open")}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        size="lg"
        title={t("signatures.remote.title")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {/* Mounted only while open: PIN, OTP and the session go with the dialog. */}
        {opened && (
          <RemoteSignFlow
            calls={calls}
            oauthReturn={oauthReturn}
            onSigned={() => void client.invalidateQueries({ queryKey: ["agreement", "customer"] })}
            signed={(report) => (
              <SignedSummary
                title={t("signatures.remote.signedTitle")}
                text={t("signatures.remote.signedText")}
                report={report}
                level={level}
              >
                <Group justify="flex-end">
                  <Button onClick={close} data-autofocus>
                    {t("common.close")}
                  </Button>
                </Group>
              </SignedSummary>
            )}
          />
        )}
      </Modal>
    </PanelSection>
  );
}
