import { Button, Checkbox, Loader, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLogin2 } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { PasswordField } from "../../../components/password-field";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/use-translation";
import { LOGIN_FIELDS, type LoginArea, useLoginMutation } from "../api/login";
import { type LoginFormValues, loginValidationRules, toLoginBody } from "../login-validation";

// Loaded only when an account asks for a code: the login form is in every first load.
const MfaCodeStep = lazy(() => import("../mfa/mfa-code-step").then((m) => ({ default: m.MfaCodeStep })));

interface LoginFormProps {
  area: LoginArea;
  /** Runs once the token is stored; the caller decides where to go. */
  onSuccess: () => void;
  /** Focus the username when the form appears (login pages and the navbar dropdown). */
  autoFocus?: boolean;
}

/** Username + password (+ remember me for customers); submit stays disabled while invalid (spec §5). */
export function LoginForm({ area, onSuccess, autoFocus = false }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLoginMutation(area);
  const [challenge, setChallenge] = useState<{ mfaToken: string; rememberMe: boolean } | null>(null);
  const form = useForm<LoginFormValues>({
    mode: "controlled",
    initialValues: { username: "", password: "", rememberMe: false },
    validate: loginValidationRules(t),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const submit = form.onSubmit(async (values) => {
    const body = toLoginBody(values);
    try {
      // mutateAsync, not mutate's callbacks: storing the token can unmount this form (the
      // navbar swaps the login dropdown for the user menu) and must not cancel the redirect.
      const answer = await login.mutateAsync(body);
      if ("mfa_token" in answer) {
        setChallenge({ mfaToken: answer.mfa_token, rememberMe: body.rememberMe });
        return;
      }
    } catch (error) {
      // The fields get their own messages; the mutation cache notifies only the rest.
      form.setErrors(fieldErrorsFromError(error, LOGIN_FIELDS));
      return;
    }
    onSuccess();
  });

  if (challenge) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label={t("common.loading")} />}>
        <MfaCodeStep
          mfaToken={challenge.mfaToken}
          rememberMe={challenge.rememberMe}
          onSuccess={onSuccess}
          onBack={() => {
            setChallenge(null);
            form.setFieldValue("password", "");
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("auth.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus={autoFocus || undefined}
          {...form.getInputProps("username")}
        />
        <PasswordField
          label={t("auth.password")}
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
        />
        {area === "customer" && (
          <Checkbox
            label={t("auth.rememberMe")}
            {...form.getInputProps("rememberMe", { type: "checkbox" })}
          />
        )}
        <Button
          type="submit"
          disabled={!form.isValid()}
          loading={login.isPending}
          leftSection={<IconLogin2 size={18} aria-hidden />}
          fullWidth
        >
          {t("auth.signIn")}
        </Button>
      </Stack>
    </form>
  );
}
