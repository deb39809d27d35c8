import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { PasswordField } from "../../../components/password-field";
import { clearCachedData } from "../../../lib/cached-data";
import { useCurrentUser } from "../../../lib/current-user";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { clearToken } from "../../../lib/token-store";
import "../../auth/mfa/mfa-texts";
import { TOTP_CODE, TotpCodeInput } from "../../auth/mfa/totp-code-input";
import { useDeleteAccount } from "../api/my-data-api";

/**
 * "Profilo › I miei dati": the account deleted (GDPR art. 17), explained plainly first (what goes,
 * what the firm keeps, the backups), then confirmed by typing the password, and the code when
 * two-factor sign-in is on. Once done the session has gone with the account: the user is signed
 * out here and taken to the home page.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const withCode = useCurrentUser().data?.mfa_enabled ?? false;
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const entered = code.replace(/\s/g, "");
  const ready = password !== "" && (!withCode || TOTP_CODE.test(entered));

  const dismiss = () => {
    close();
    setPassword("");
    setCode("");
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await remove.mutateAsync(withCode ? { password, code: entered } : { password });
    } catch (failure) {
      setErrors(fieldErrorsFromError(failure, ["password", "code", "non_field_errors"]));
      return;
    }
    dismiss();
    clearToken();
    clearCachedData();
    notifySuccess(t("profile.myData.deleted"));
    void navigate(paths["landing-homepage"], { replace: true });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="delete-account-title">
      <Stack gap="sm" maw={720}>
        <Title order={2} size="h4" id="delete-account-title">
          {t("profile.myData.deleteTitle")}
        </Title>
        <Text size="sm" fw={600}>
          {t("profile.myData.deleteIntro")}
        </Text>
        <List size="sm" spacing="xs">
          {(["Goes", "Kept", "Backups"] as const).map((part) => (
            <List.Item key={part}>
              <Text span size="sm" fw={600}>
                {t(`profile.myData.delete${part}Title`)}:
              </Text>{" "}
              {t(`profile.myData.delete${part}`)}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t("profile.myData.deleteAdmin")}</Text>
        <div>
          <Button color="red" variant="light" onClick={open}>
            {t("profile.myData.deleteButton")}
          </Button>
        </div>
      </Stack>
      <Modal
        opened={opened}
        onClose={dismiss}
        title={t("profile.myData.confirmTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
        centered
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {t(withCode ? "profile.myData.confirmTextCode" : "profile.myData.confirmText")}
            </Text>
            <PasswordField
              label={t("profile.myData.password")}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              error={errors.password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {withCode && (
              <TotpCodeInput
                label={t("profile.myData.code")}
                value={code}
                error={errors.code}
                onChange={setCode}
              />
            )}
            {errors.non_field_errors && (
              <Alert color="red" role="alert">
                {errors.non_field_errors}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dismiss}>
                {t("profile.myData.cancel")}
              </Button>
              <Button type="submit" color="red" disabled={!ready} loading={remove.isPending}>
                {t("profile.myData.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
