import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useMfaDisable } from "../api/mfa";
import "./mfa-texts";
import { MfaProofForm } from "./mfa-proof-form";

/** Turning two-factor off (issue 35): the password and a current code, so a session alone cannot. */
export function MfaDisableForm() {
  const { t } = useTranslation();
  const disable = useMfaDisable();
  return (
    <MfaProofForm
      title={t("mfa.security.disableTitle")}
      intro={t("mfa.security.disableIntro")}
      submitLabel={t("mfa.security.disable")}
      danger
      pending={disable.isPending}
      onSubmit={async (body) => {
        await disable.mutateAsync(body);
        notifySuccess(t("mfa.security.disabled"));
      }}
    />
  );
}
