import type { PecSecurity, PecSettings, PecSettingsBody, PecSettingsScope } from "@app/contracts";

/** The form's fields, as the server names them (its errors come back under these keys). */
export const PEC_SETTINGS_FIELDS = [
  "scope",
  "address",
  "smtp_host",
  "smtp_port",
  "smtp_security",
  "imap_host",
  "imap_port",
  "imap_security",
  "username",
  "password",
] as const;

// The contract's PEC_SECURITIES, spelled out: importing values from @app/contracts would bring
// zod into the page (type imports are free).
export const SECURITIES: readonly PecSecurity[] = ["ssl", "starttls", "none"];

/** The ports a mail client starts from: implicit TLS 465/993, STARTTLS 587/143, plain 25/143. */
export const DEFAULT_PORTS: Record<PecSecurity, { smtp: number; imap: number }> = {
  ssl: { smtp: 465, imap: 993 },
  starttls: { smtp: 587, imap: 143 },
  none: { smtp: 25, imap: 143 },
};

export interface PecSettingsValues {
  address: string;
  smtp_host: string;
  smtp_port: number | string;
  smtp_security: PecSecurity;
  imap_host: string;
  imap_port: number | string;
  imap_security: PecSecurity;
  username: string;
  /** Write-only: empty keeps the stored one. */
  password: string;
}

/** The form's values from the server's settings: never a password, which never comes back. */
export function valuesOf(settings: PecSettings | undefined): PecSettingsValues {
  return {
    address: settings?.address ?? "",
    smtp_host: settings?.smtp_host ?? "",
    smtp_port: settings?.smtp_port ?? DEFAULT_PORTS.ssl.smtp,
    smtp_security: settings?.smtp_security ?? "ssl",
    imap_host: settings?.imap_host ?? "",
    imap_port: settings?.imap_port ?? DEFAULT_PORTS.ssl.imap,
    imap_security: settings?.imap_security ?? "ssl",
    username: settings?.username ?? "",
    password: "",
  };
}

/** The PUT body: an empty password is left out, so the stored one stays. */
export function bodyOf(values: PecSettingsValues, scope: PecSettingsScope): PecSettingsBody {
  return {
    scope,
    address: values.address.trim(),
    smtp_host: values.smtp_host.trim(),
    smtp_port: Number(values.smtp_port),
    smtp_security: values.smtp_security,
    imap_host: values.imap_host.trim(),
    imap_port: Number(values.imap_port),
    imap_security: values.imap_security,
    username: values.username.trim(),
    ...(values.password ? { password: values.password } : {}),
  };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

const isPort = (value: number | string) => {
  const port = Number(value);
  return value !== "" && Number.isInteger(port) && port >= 1 && port <= 65535;
};

/**
 * What the form checks before asking the server (which checks again): each field filled in, the
 * ports whole numbers 1–65535, and a password the first time (`keepsPassword` false).
 */
export function pecSettingsRules(t: Translate, keepsPassword: () => boolean) {
  const required = (value: string) => (value.trim() ? null : t("profile.pec.required"));
  const port = (value: number | string) => (isPort(value) ? null : t("profile.pec.portInvalid"));
  return {
    address: (value: string) =>
      required(value) ??
      (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : t("profile.pec.addressInvalid")),
    smtp_host: required,
    smtp_port: port,
    imap_host: required,
    imap_port: port,
    username: required,
    password: (value: string) => (value || keepsPassword() ? null : t("profile.pec.passwordRequired")),
  };
}
