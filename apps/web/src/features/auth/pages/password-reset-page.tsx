import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/use-translation";
import { RESET_REQUEST_FIELDS, useRequestPasswordReset } from "../api/password";
import { AuthCard } from "../components/auth-card";
import { emailRule } from "../password-validation";

/** Asks for the reset link (used when the configuration has no external reset page). */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: { email: emailRule(t) },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ email }) =>
    request.mutate(
      { email: email.trim() },
      { onError: (error) => form.setErrors(fieldErrorsFromError(error, RESET_REQUEST_FIELDS)) },
    ),
  );

  return (
    <AuthCard title={t("auth.passwordReset.title")} intro={t("auth.passwordReset.intro")}>
      {request.isSuccess ? (
        <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
          {request.data.detail || t("auth.passwordReset.sent")}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              type="email"
              label={t("auth.passwordReset.email")}
              autoComplete="email"
              required
              data-autofocus
              {...form.getInputProps("email")}
            />
            <Button type="submit" loading={request.isPending} disabled={!form.isValid()}>
              {t("auth.passwordReset.submit")}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={pathTo("customer-login")} size="sm">
        {t("auth.passwordReset.backToLogin")}
      </Anchor>
    </AuthCard>
  );
}
