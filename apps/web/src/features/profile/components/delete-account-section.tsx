import { Alert, Anchor, Button, Group, List, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths, pathTo } from "../../../app/paths";
import { PasswordField } from "../../../components/password-field";
import { ApiError } from "../../../lib/api-error";
import { clearCachedData } from "../../../lib/cached-data";
import { useCurrentUser } from "../../../lib/current-user";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { clearToken } from "../../../lib/token-store";
import { useTranslation } from "../../../lib/use-translation";
import "../../auth/mfa/mfa-texts";
import { TotpCodeInput } from "../../auth/mfa/totp-code-input";
import { enteredTotpCode, isTotpCode } from "../../auth/mfa/totp-entry";
import { useDeleteAccount } from "../api/my-data-api";

/**
 * The refusal of the firm's last administrator, with the way to the screen that changes it (the
 * sentence ends on the link in both languages: no Trans, whose code would join the first load).
 */
function LastAdministrator() {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      {t("profile.myData.lastAdministrator")}{" "}
      <Anchor component={Link} to={pathTo("customer-profile-profile-list")} inherit fw={600}>
        {t("profile.myData.lastAdministratorWhere")}
      </Anchor>
      .
    </Alert>
  );
}

/** The answer the server gives the last administrator of a firm with colleagues (the route's one 409). */
const isLastAdministrator = (failure: unknown) => failure instanceof ApiError && failure.status === 409;

/**
 * "Profilo › I miei dati": the account deleted (GDPR art. 17), explained plainly first (what goes,
 * what the firm keeps, the backups), then confirmed by typing the password, and the code when
 * two-factor sign-in is on. Once done the session has gone with the account: the user is signed
 * out here and taken to the home page. The firm's last administrator is refused until a colleague
 * is named administrator (issue 44): the buttons wait, and the refusal leads to where that is done.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const withCode = useCurrentUser().data?.mfa_enabled ?? false;
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Kept while this screen is open: what would change the answer is done on another screen.
  const [lastAdministrator, setLastAdministrator] = useState(false);
  const forget = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const ready = password !== "" && (!withCode || isTotpCode(code));

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
      await remove.mutateAsync(withCode ? { password, code: enteredTotpCode(code) } : { password });
    } catch (failure) {
      if (isLastAdministrator(failure)) setLastAdministrator(true);
      else setErrors(fieldErrorsFromError(failure, ["password", "code", "non_field_errors"]));
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
        {lastAdministrator && !opened ? (
          <LastAdministrator />
        ) : (
          <Text size="sm">{t("profile.myData.deleteAdmin")}</Text>
        )}
        <div>
          <Button color="red" variant="light" onClick={open} disabled={lastAdministrator}>
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
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                forget("password");
              }}
            />
            {withCode && (
              <TotpCodeInput
                label={t("profile.myData.code")}
                value={code}
                error={errors.code}
                onChange={(value) => {
                  setCode(value);
                  forget("code");
                }}
              />
            )}
            {lastAdministrator && <LastAdministrator />}
            {errors.non_field_errors && (
              <Alert color="red" role="alert">
                {errors.non_field_errors}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dismiss}>
                {t("profile.myData.cancel")}
              </Button>
              <Button
                type="submit"
                color="red"
                disabled={!ready || lastAdministrator}
                loading={remove.isPending}
              >
                {t("profile.myData.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
