import { PASSWORD_MIN_LENGTH } from "@app/contracts";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface NewPasswordValues {
  new_password1: string;
  new_password2: string;
}

/** Spec §5: both mandatory, the new one long enough (DESIGN §5), and the two must match. */
export function newPasswordRules(t: Translate) {
  return {
    new_password1: (value: string) => {
      if (!value) return t("auth.validation.newPasswordRequired");
      if (value.length < PASSWORD_MIN_LENGTH)
        return t("auth.validation.passwordMinLength", { count: PASSWORD_MIN_LENGTH });
      return null;
    },
    new_password2: (value: string, values: NewPasswordValues) => {
      if (!value) return t("auth.validation.confirmRequired");
      return value === values.new_password1 ? null : t("auth.validation.passwordsMismatch");
    },
  };
}

// Deliberately loose: the server has the final word; this only catches typos early.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailRule(t: Translate) {
  return (value: string) => {
    const email = value.trim();
    if (!email) return t("auth.validation.emailRequired");
    return EMAIL_SHAPE.test(email) ? null : t("auth.validation.emailInvalid");
  };
}
