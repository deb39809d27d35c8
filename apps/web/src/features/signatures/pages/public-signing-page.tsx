import type { PublicSigning, SignatureLevel, SignedCopyReport } from "@app/contracts";
import { Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconLinkOff } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { StatusPage } from "../../../components/status-page";
import { isNotFound } from "../../../lib/api-error";
import { useTranslation } from "../../../lib/use-translation";
import { publicDocumentUrl, publicSigningKey, usePublicSigning } from "../api/public-signing-api";
import { publicRemoteSignCalls } from "../api/remote-sign-api";
import { PanelSection } from "../components/panel-section";
import { PartyProgress } from "../components/party-progress";
import { RemoteSignFlow } from "../components/remote-sign/remote-sign-flow";
import { SignedSummary } from "../components/remote-sign/signed-summary";
import { useFragmentSession } from "../components/remote-sign/use-fragment-session";
import { SignatureLevelNote } from "../components/signature-level";
import { romeDateAndTime } from "../model/signer-words";

/**
 * The page an invitation's link opens (`/firma/{token}`, issue 46 §1.5): no sign-in, the frozen
 * contract to read, and the remote signature with the invitee's own provider. Never indexed.
 */
export function PublicSigningPage() {
  const { token = "" } = useParams();
  const summary = usePublicSigning(token);
  return (
    <>
      {/* React puts it in the head while the page is shown (the server's X-Robots-Tag covers the calls). */}
      <meta name="robots" content="noindex, nofollow" />
      {summary.isError ? (
        isNotFound(summary.error) ? (
          <InvalidLink />
        ) : (
          <LoadErrorAlert onRetry={() => void summary.refetch()} />
        )
      ) : summary.isPending ? (
        <Skeleton height={240} maw={760} mx="auto" />
      ) : (
        <SigningView token={token} signing={summary.data} />
      )}
    </>
  );
}

/** An unknown, expired or revoked link, or a contract reopened: said alike, with no detail. */
export function InvalidLink() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconLinkOff size={36} />}
      title={t("signatures.public.invalidTitle")}
      text={t("signatures.public.invalidText")}
    />
  );
}

function SigningView({ token, signing }: { token: string; signing: PublicSigning }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const calls = useMemo(() => publicRemoteSignCalls(token), [token]);
  const oauthReturn = useFragmentSession();
  const [signedHere, setSignedHere] = useState(false);
  const signed = signing.parties.filter((party) => party.signed);
  const coverage = {
    parties: signing.parties,
    signed: signed.length,
    missing: signing.parties.filter((party) => !party.signed).map((party) => party.name),
  };

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {signing.title}
        </Title>
        <Text>{t("signatures.public.intro", { name: signing.invitee.name })}</Text>
        <Text size="sm" c="dimmed">
          {t("signatures.public.validUntil", romeDateAndTime(signing.expires_at))}
        </Text>
      </Stack>
      <PanelSection
        title={t("signatures.public.documentTitle")}
        order={2}
        intro={t("signatures.public.documentText")}
      >
        <Group>
          <Button
            component="a"
            href={publicDocumentUrl(token)}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t("signatures.public.download")}
          </Button>
        </Group>
        {signing.parties.length > 0 && <PartyProgress coverage={coverage} copies={1} />}
      </PanelSection>
      {signing.invitee.signed && !signedHere ? (
        <PanelSection title={t("signatures.public.alreadySignedTitle")} order={2}>
          <Text>{t("signatures.public.alreadySignedText")}</Text>
        </PanelSection>
      ) : (
        <PanelSection title={t("signatures.public.signTitle")} order={2}>
          <SignatureLevelNote level={signing.signature_level_min} />
          <RemoteSignFlow
            calls={calls}
            focusOnOpen={false}
            oauthReturn={oauthReturn}
            onSigned={() => {
              // The refreshed summary says «signed»: this visit keeps its report on screen all the same.
              setSignedHere(true);
              void client.invalidateQueries({ queryKey: publicSigningKey(token) });
            }}
            signed={(report) => <ThankYou report={report} level={signing.signature_level_min} />}
          />
        </PanelSection>
      )}
    </Stack>
  );
}

/** After signing: the copy went to the contract's owner; the invitee has nothing more to do. */
function ThankYou({ report, level }: { report: SignedCopyReport; level: SignatureLevel }) {
  const { t } = useTranslation();
  return (
    <SignedSummary
      title={t("signatures.public.signedTitle")}
      text={t("signatures.public.signedText")}
      report={report}
      level={level}
    />
  );
}
