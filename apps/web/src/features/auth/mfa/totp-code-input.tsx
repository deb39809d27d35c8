import { TextInput } from "@mantine/core";

/** Six digits, with room for the space some apps show in the middle. */
export const TOTP_CODE = /^\d{6}$/;

/** The code of an authenticator app, as every two-factor form asks it (issue 35). */
export function TotpCodeInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={7}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
