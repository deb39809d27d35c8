import { TextInput } from "@mantine/core";
import { TOTP_INPUT_MAX_LENGTH } from "./totp-entry";

/**
 * The code of an authenticator app, as every two-factor form asks it (issue 35). `autoFocus`
 * where the code is the next thing to type (the enrolment, once the QR code is up).
 */
export function TotpCodeInput({
  label,
  value,
  error,
  onChange,
  autoFocus = false,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={TOTP_INPUT_MAX_LENGTH}
      required
      // A dialog focuses the element marked so; a page focuses the field as it appears.
      data-autofocus={autoFocus || undefined}
      autoFocus={autoFocus}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
