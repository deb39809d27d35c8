import type { SignedCopyReport } from "@app/contracts";
import { Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useCallback, useReducer, useRef } from "react";
import { useTranslation } from "../../../../lib/use-translation";
import type { RemoteSignCalls } from "../../api/remote-sign-api";
import { firstStep, nextStep, type OAuthReturn, type RemoteSignStep } from "../../model/remote-sign-flow";
import { AuthoriseStep } from "./authorise-step";
import { CredentialStep } from "./credential-step";
import { ProviderStep } from "./provider-step";
import { useFirstFieldFocus } from "./use-first-field-focus";

/** «Passo 2 di 3: scegli il certificato». */
const STEP_INDEX: Record<Exclude<RemoteSignStep["step"], "signed">, number> = {
  provider: 1,
  credential: 2,
  authorise: 3,
};

/**
 * The remote signature, one flow for the owner's dialog and the invitee's page (issue 46):
 * sign in to the provider, choose the certificate, PIN and OTP, signed. Which calls it makes is
 * the caller's (`ownerRemoteSignCalls`, `publicRemoteSignCalls`); so is what it shows once signed.
 */
export function RemoteSignFlow(props: {
  calls: RemoteSignCalls;
  /**
   * What an OAuth provider's sign-in came back with: a session (`#session=`), and the flow starts
   * after it, or a failure (`#remote_sign_error=`), said at the sign-in.
   */
  oauthReturn?: OAuthReturn | null;
  onSigned?: (report: SignedCopyReport) => void;
  signed: (report: SignedCopyReport) => ReactNode;
  /**
   * Whether the first step takes the focus as it shows (a dialog just opened: yes; a page just
   * loaded: no, its reader starts at its top and the contract). Every later step takes it.
   */
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(nextStep, props.oauthReturn ?? null, firstStep);
  const opening = useRef(state);
  const { onSigned } = props;
  const expire = useCallback(() => dispatch({ type: "sessionExpired" }), []);
  const signInAgain = useCallback(() => dispatch({ type: "signInAgain" }), []);
  const signed = useCallback(
    (report: SignedCopyReport) => {
      dispatch({ type: "signed", report });
      onSigned?.(report);
    },
    [onSigned],
  );

  if (state.step === "signed") return <SignedView>{props.signed(state.report)}</SignedView>;
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t("signatures.remote.stepOf", {
          step: STEP_INDEX[state.step],
          name: t(`signatures.remote.step.${state.step}`),
        })}
      </Title>
      <Text size="sm" c="dimmed">
        {t("signatures.remote.sessionNote")}
      </Text>
      {state.step === "provider" ? (
        <ProviderStep
          calls={props.calls}
          expired={state.expired}
          oauthFailure={state.oauthFailure}
          takeFocus={(props.focusOnOpen ?? true) || Boolean(props.oauthReturn) || state !== opening.current}
          onSignedIn={(session) => dispatch({ type: "signedIn", session })}
        />
      ) : state.step === "credential" ? (
        <CredentialStep
          calls={props.calls}
          session={state.session}
          onChosen={(credential) => dispatch({ type: "chose", credential })}
          onSignInAgain={signInAgain}
          onExpired={expire}
        />
      ) : (
        <AuthoriseStep
          calls={props.calls}
          session={state.session}
          credential={state.credential}
          onSigned={signed}
          onChangeCredential={() => dispatch({ type: "changeCredential" })}
          onExpired={expire}
        />
      )}
    </Stack>
  );
}

/** What the caller shows once signed, with the focus on it: the step the signer was on is gone. */
function SignedView({ children }: { children: ReactNode }) {
  const ref = useFirstFieldFocus<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1}>
      {children}
    </div>
  );
}
