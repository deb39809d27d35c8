import type { RemoteSignCredential } from "@app/contracts";
import { Alert, Badge, Button, Group, Radio, Stack, Text } from "@mantine/core";
import { IconIdBadge2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { LoadingBlock } from "../../../../components/load-error-alert";
import { READABLE_ALERT } from "../../../../components/readable-alert";
import { useTranslation } from "../../../../lib/use-translation";
import type { RemoteSignCalls } from "../../api/remote-sign-api";
import { remoteSignFailure } from "../../model/remote-sign-failure";
import { isChoosable, preselectedCredential } from "../../model/remote-sign-flow";
import { romeDateAndTime } from "../../model/signer-words";
import { FailureAlert } from "./failure-alert";
import { useFirstFieldFocus } from "./use-first-field-focus";

/** Step 2: the certificates of the signed-in account, as their certificates say; one is chosen. */
export function CredentialStep(props: {
  calls: RemoteSignCalls;
  session: string;
  onChosen: (credential: RemoteSignCredential) => void;
  onSignInAgain: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const { calls, session, onExpired } = props;
  const credentials = useQuery({
    // The session is a secret of this dialog: it keys nothing kept after it (gcTime 0).
    queryKey: ["remote-sign", calls.scope, "credentials", session],
    queryFn: () => calls.credentials(session),
    gcTime: 0,
    retry: false,
  });
  const failure = credentials.isError ? remoteSignFailure(credentials.error) : null;
  const expired = failure?.kind === "sessionExpired";
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  const list = credentials.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? preselectedCredential(list);
  const credential = list.find((item) => item.credential_id === selected && isChoosable(item));
  const noneChoosable = list.length > 0 && !list.some(isChoosable);
  const ref = useFirstFieldFocus<HTMLDivElement>(credentials.isFetched);

  return (
    <Stack gap="md" ref={ref}>
      {credentials.isPending ? (
        <LoadingBlock height={120} label={t("common.loading")} />
      ) : failure ? (
        <>
          <FailureAlert failure={failure} />
          <Group>
            <Button onClick={() => void credentials.refetch()}>{t("signatures.remote.retry")}</Button>
            <Button variant="default" onClick={props.onSignInAgain}>
              {t("signatures.remote.signInAgain")}
            </Button>
          </Group>
        </>
      ) : list.length === 0 ? (
        <>
          <Text>{t("signatures.remote.noCredentials")}</Text>
          <Group>
            <Button variant="default" onClick={props.onSignInAgain}>
              {t("signatures.remote.signInAgain")}
            </Button>
          </Group>
        </>
      ) : (
        <>
          {noneChoosable && (
            <Alert
              styles={READABLE_ALERT}
              color="orange"
              role="alert"
              icon={<IconIdBadge2 size={18} aria-hidden />}
              title={t("signatures.remote.noneMatchesTitle")}
            >
              {t("signatures.remote.noneMatchesText")}
            </Alert>
          )}
          <Radio.Group label={t("signatures.remote.credential")} value={selected} onChange={setChosen}>
            <Stack gap="sm" mt="xs">
              {list.map((item) => (
                <Radio
                  key={item.credential_id}
                  value={item.credential_id}
                  disabled={!isChoosable(item)}
                  label={<CredentialLabel credential={item} />}
                  description={<CredentialFacts credential={item} />}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            {!noneChoosable && (
              <Button disabled={!credential} onClick={() => credential && props.onChosen(credential)}>
                {t("signatures.remote.continue")}
              </Button>
            )}
            <Button variant="default" onClick={props.onSignInAgain}>
              {t("signatures.remote.signInAgain")}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** «Mario Rossi (RSSMRA80A01H501U)» and whether the certificate is qualified. */
export function CredentialLabel({ credential }: { credential: RemoteSignCredential }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" component="span">
      <Text span fw={600}>
        {credential.fiscal_code ? `${credential.holder} (${credential.fiscal_code})` : credential.holder}
      </Text>
      {/* Outline in the darkest shades: a badge's small bold text needs them for AA on white. */}
      <Badge variant="outline" color={credential.qualified ? "teal.9" : "gray.7"} component="span">
        {t(credential.qualified ? "signatures.remote.qualified" : "signatures.remote.notQualified")}
      </Badge>
    </Group>
  );
}

/**
 * «Emesso da … · valido dal 01/01/2026 al 31/12/2028», and, on the invitee's page, why one
 * issued to another codice fiscale cannot be chosen.
 */
export function CredentialFacts({ credential }: { credential: RemoteSignCredential }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} component="span">
      <Text span size="sm" c="dimmed">
        {t("signatures.remote.credentialFacts", {
          issuer: credential.issuer,
          from: romeDateAndTime(credential.valid_from).date,
          to: romeDateAndTime(credential.valid_to).date,
        })}
      </Text>
      {!isChoosable(credential) && (
        <Text span size="sm" c="red.9">
          {t("signatures.remote.otherFiscalCode")}
        </Text>
      )}
    </Stack>
  );
}
