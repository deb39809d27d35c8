import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "../lib/use-translation";

/**
 * Mantine's PasswordInput with its show/hide button labelled in the UI language, and with
 * aria-invalid on the input (Mantine sets only data-invalid there), so screen readers
 * announce the error state as they do for the other fields.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ "aria-label": t("common.togglePassword") }}
      {...props}
      aria-invalid={props.error ? true : undefined}
    />
  );
}
