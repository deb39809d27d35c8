import { signInviteCreateSchema } from "@app/contracts";

type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface SignInviteValues {
  name: string;
  email: string;
  fiscal_code: string;
}

/** A person's codice fiscale (16 letters and digits) or a company's (11 digits, its partita IVA). */
const FISCAL_CODE_SHAPE = /^(?:[A-Z0-9]{16}|\d{11})$/;

export const normalFiscalCode = (value: string) => value.trim().toUpperCase();

/** The invitation form's checks, as the server's schema makes them (`signInviteCreateSchema`). */
export function signInviteRules(t: Translate) {
  const { shape } = signInviteCreateSchema;
  return {
    name: (value: string) =>
      shape.name.safeParse(value).success ? null : t("signatures.invite.nameRequired"),
    email: (value: string) =>
      !value.trim()
        ? t("signatures.invite.emailRequired")
        : shape.email.safeParse(value.trim()).success
          ? null
          : t("signatures.invite.emailInvalid"),
    fiscal_code: (value: string) => {
      const code = normalFiscalCode(value);
      if (!code) return t("signatures.invite.fiscalCodeRequired");
      return FISCAL_CODE_SHAPE.test(code) && shape.fiscal_code.safeParse(code).success
        ? null
        : t("signatures.invite.fiscalCodeInvalid");
    },
  };
}
