import type { CustomerLoginBody } from "@app/contracts";

export interface LoginFormValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

type Translate = (key: string) => string;

/** Spec §5: both fields are required; the username counts once trimmed. */
export function loginValidationRules(t: Translate) {
  return {
    username: (value: string) => (value.trim() ? null : t("auth.validation.usernameRequired")),
    password: (value: string) => (value ? null : t("auth.validation.passwordRequired")),
  };
}

/** The body sent to the login call: the username is trimmed (spec §5), the password never is. */
export function toLoginBody(values: LoginFormValues): CustomerLoginBody {
  return { username: values.username.trim(), password: values.password, rememberMe: values.rememberMe };
}
