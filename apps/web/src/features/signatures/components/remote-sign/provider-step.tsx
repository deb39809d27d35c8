import type { RemoteSignProvider } from "@app/contracts";
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconClockX, IconExternalLink, IconUserX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { LoadErrorAlert, LoadingBlock } from "../../../../components/load-error-alert";
import { PasswordField } from "../../../../components/password-field";
import { READABLE_ALERT } from "../../../../components/readable-alert";
import { useTranslation } from "../../../../lib/use-translation";
import type { RemoteSignCalls } from "../../api/remote-sign-api";
import { type RemoteSignFailure, remoteSignFailure } from "../../model/remote-sign-failure";
import type { OAuthFailure } from "../../model/remote-sign-flow";
import { FailureAlert } from "./failure-alert";
import { leaveForProvider } from "./leave-for-provider";
import { useFirstFieldFocus } from "./use-first-field-focus";

/**
 * Step 1: the provider, and the signer's sign-in to it: its own username and password (sent once,
 * never kept), or, for an OAuth provider, its own page, which sends the signer back here.
 */
export function ProviderStep(props: {
  calls: RemoteSignCalls;
  expired: boolean;
  /** The sign-in on an OAuth provider's page came back without a session: why, in words. */
  oauthFailure?: OAuthFailure | undefined;
  /** False where the step is what a page opens on: the reader starts at the top, not here. */
  takeFocus: boolean;
  onSignedIn: (session: string) => void;
}) {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: ["remote-sign", props.calls.scope, "providers"],
    queryFn: () => props.calls.providers(),
  });
  const ref = useFirstFieldFocus<HTMLDivElement>(providers.isSuccess && props.takeFocus);
  const list = providers.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const provider = list.find((item) => item.name === chosen) ?? (list.length === 1 ? list[0] : undefined);

  return (
    <Stack gap="md" ref={ref}>
      {props.expired && (
        <Alert
          styles={READABLE_ALERT}
          color="orange"
          role="alert"
          icon={<IconClockX size={18} aria-hidden />}
          title={t("signatures.remote.expiredTitle")}
        >
          {t("signatures.remote.expiredText")}
        </Alert>
      )}
      {props.oauthFailure && (
        <Alert
          styles={READABLE_ALERT}
          color="orange"
          role="alert"
          icon={<IconUserX size={18} aria-hidden />}
          title={t(`signatures.remote.oauth.${props.oauthFailure}Title`)}
        >
          {t(`signatures.remote.oauth.${props.oauthFailure}Text`)}
        </Alert>
      )}
      {providers.isError ? (
        <LoadErrorAlert onRetry={() => void providers.refetch()} />
      ) : providers.isPending ? (
        <LoadingBlock height={120} label={t("common.loading")} />
      ) : list.length === 0 ? (
        <Text>{t("signatures.remote.noProviders")}</Text>
      ) : (
        <>
          {list.length > 1 && (
            <Radio.Group
              label={t("signatures.remote.provider")}
              value={provider?.name ?? null}
              onChange={setChosen}
            >
              <Stack gap="xs" mt="xs">
                {list.map((item) => (
                  <Radio key={item.name} value={item.name} label={item.name} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {list.length === 1 && provider && (
            <Text>{t("signatures.remote.onlyProvider", { provider: provider.name })}</Text>
          )}
          {provider &&
            (provider.oauth ? (
              <OAuthSignIn key={provider.name} provider={provider} calls={props.calls} />
            ) : (
              <PasswordSignIn key={provider.name} provider={provider} {...props} />
            ))}
        </>
      )}
    </Stack>
  );
}

/** The provider's own page: the server gives its address, the browser goes there and comes back. */
function OAuthSignIn({ provider, calls }: { provider: RemoteSignProvider; calls: RemoteSignCalls }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<RemoteSignFailure | null>(null);
  // Back from the provider's page with the browser's Back button, the page may be the one left
  // (back-forward cache): the button must not stay busy.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);

  const leave = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      // The button stays busy while the browser leaves for the provider's page.
      leaveForProvider(await calls.authorize(provider.name));
    } catch (error) {
      setFailure(remoteSignFailure(error));
      setPending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm">{t("signatures.remote.oauthHint", { provider: provider.name })}</Text>
      <FailureAlert failure={failure} field="provider" />
      <Group>
        <Button
          loading={pending}
          onClick={() => void leave()}
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t("signatures.remote.oauthSignIn", { provider: provider.name })}
        </Button>
      </Group>
    </Stack>
  );
}

function PasswordSignIn(props: {
  provider: RemoteSignProvider;
  calls: RemoteSignCalls;
  onSignedIn: (session: string) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<RemoteSignFailure | null>(null);
  const fields = failure?.kind === "fields" ? failure.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { session } = await props.calls.login({ provider: props.provider.name, username, password });
      setPassword("");
      props.onSignedIn(session);
    } catch (error) {
      setPassword("");
      setFailure(remoteSignFailure(error));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("signatures.remote.signInHint", { provider: props.provider.name })}</Text>
        <TextInput
          label={t("signatures.remote.username")}
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={fields.username}
        />
        <PasswordField
          label={t("signatures.remote.password")}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fields.password ?? fields.provider}
        />
        <FailureAlert failure={failure} />
        <Group>
          <Button type="submit" loading={pending} disabled={!username.trim() || !password}>
            {t("signatures.remote.signIn")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
