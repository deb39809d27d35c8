import type { SignInvite } from "@app/contracts";
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { OtherErrorsAlert } from "../../../components/other-errors-alert";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useCreateSignInvite, useRevokeSignInvite } from "../api/sign-invite-api";
import { normalFiscalCode, type SignInviteValues, signInviteRules } from "../model/sign-invite-validation";
import { romeDateAndTime } from "../model/signer-words";
import { ConfirmDialog } from "./confirm-dialog";
import { PanelSection } from "./panel-section";
import { SignInviteList } from "./sign-invite-list";

const FIELDS = ["name", "email", "fiscal_code"] as const;
const EMPTY: SignInviteValues = { name: "", email: "", fiscal_code: "" };

/**
 * «Invita a firmare» (issue 46 §1.5): the other party, usually not a user of the product, gets an
 * e-mail with a link to a page where they read the frozen contract and sign it, valid 7 days.
 */
export function SignInviteSection({ agreementId }: { agreementId: number }) {
  const { t } = useTranslation();
  const create = useCreateSignInvite(agreementId);
  const revoke = useRevokeSignInvite(agreementId);
  const [sent, setSent] = useState<{ email: string; expiresAt: string } | null>(null);
  const [other, setOther] = useState<string[]>([]);
  const [revoking, setRevoking] = useState<SignInvite | null>(null);
  const form = useForm<SignInviteValues>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: signInviteRules(t),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setSent(null);
    setOther([]);
    const body = {
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      fiscal_code: normalFiscalCode(values.fiscal_code),
    };
    create.mutate(body, {
      onSuccess: (created) => {
        setSent({ email: body.email, expiresAt: created.expires_at });
        form.reset();
      },
      onError: (error) => {
        const said = serverFormErrors(error, FIELDS);
        form.setErrors(said.fields);
        setOther(said.other);
      },
    });
  });

  return (
    <PanelSection title={t("signatures.invite.title")} intro={t("signatures.invite.intro")}>
      <form onSubmit={submit} noValidate aria-label={t("signatures.invite.title")}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t("signatures.invite.name")}
              autoComplete="off"
              required
              {...form.getInputProps("name")}
            />
            <TextInput
              label={t("signatures.invite.email")}
              type="email"
              autoComplete="off"
              required
              {...form.getInputProps("email")}
            />
            <TextInput
              label={t("signatures.invite.fiscalCode")}
              autoComplete="off"
              required
              maxLength={16}
              styles={{ input: { textTransform: "uppercase" } }}
              {...form.getInputProps("fiscal_code")}
            />
          </SimpleGrid>
          <OtherErrorsAlert title={t("signatures.invite.notSent")} lines={other} />
          <Group>
            <Button type="submit" loading={create.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {t("signatures.invite.send")}
            </Button>
          </Group>
        </Stack>
      </form>
      {sent && (
        <Alert
          styles={READABLE_ALERT}
          color="green"
          role="status"
          icon={<IconMailCheck size={18} aria-hidden />}
        >
          {t("signatures.invite.sent", { email: sent.email, ...romeDateAndTime(sent.expiresAt) })}
        </Alert>
      )}
      <SignInviteList agreementId={agreementId} onRevoke={setRevoking} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t("signatures.invite.revokeTitle")}
        text={t("signatures.invite.revokeText", { name: revoking?.name ?? "", email: revoking?.email ?? "" })}
        confirmLabel={t("signatures.invite.revokeConfirm")}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              notifySuccess(t("signatures.invite.revoked"));
            },
          })
        }
      />
    </PanelSection>
  );
}
