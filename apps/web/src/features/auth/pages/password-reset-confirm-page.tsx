import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { PasswordField } from "../../../components/password-field";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/use-translation";
import { RESET_CONFIRM_FIELDS, useConfirmPasswordReset } from "../api/password";
import { AuthCard } from "../components/auth-card";
import { type NewPasswordValues, newPasswordRules } from "../password-validation";

/** The page the reset e-mail links to (`?token=`): choose the new password, then sign in. */
export function PasswordResetConfirmPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get("token")?.trim() ?? "";
  const confirm = useConfirmPasswordReset();
  const form = useForm<NewPasswordValues>({
    mode: "controlled",
    initialValues: { new_password1: "", new_password2: "" },
    validate: newPasswordRules(t),
    validateInputOnBlur: true,
    // The confirmation is re-checked as it is typed, so "do not match" goes away at once.
    validateInputOnChange: ["new_password2"],
  });

  const submit = form.onSubmit((values) =>
    confirm.mutate(
      { token, ...values },
      { onError: (error) => form.setErrors(fieldErrorsFromError(error, RESET_CONFIRM_FIELDS)) },
    ),
  );

  if (!token) {
    return (
      <AuthCard title={t("auth.passwordResetConfirm.title")}>
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          {t("auth.passwordResetConfirm.invalidLink")}
        </Alert>
        <Button component={Link} to={pathTo("password-reset")}>
          {t("auth.passwordResetConfirm.requestNew")}
        </Button>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t("auth.passwordResetConfirm.title")}>
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {confirm.data.detail || t("auth.passwordResetConfirm.done")}
        </Alert>
        <Button component={Link} to={pathTo("customer-login")}>
          {t("auth.signIn")}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.passwordResetConfirm.title")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t("auth.passwordResetConfirm.newPassword")}
            autoComplete="new-password"
            required
            data-autofocus
            {...form.getInputProps("new_password1")}
          />
          <PasswordField
            label={t("auth.passwordResetConfirm.confirmPassword")}
            autoComplete="new-password"
            required
            {...form.getInputProps("new_password2")}
          />
          <Button type="submit" loading={confirm.isPending} disabled={!form.isValid()}>
            {t("auth.passwordResetConfirm.submit")}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={pathTo("password-reset")} size="sm">
        {t("auth.passwordResetConfirm.requestNew")}
      </Anchor>
    </AuthCard>
  );
}
