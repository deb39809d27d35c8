import { Pill, TagsInput, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { isEmailAddress, MAX_RECIPIENTS } from "../model/email-addresses";
import classes from "./send-email-dialog.module.css";

// Typing or pasting any of these ends an address (Enter does too).
const SPLIT_CHARS = [",", ";", " ", "\n", "\t"];

interface RecipientsInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** The label and the line under it, when not the e-mail dialog's. */
  label?: string;
  description?: string;
}

/**
 * The recipients (spec §5: one or more, each a valid e-mail address) as tags: each address
 * becomes a pill, and the invalid ones are marked (colour and words) until removed or fixed.
 */
export function RecipientsInput(props: RecipientsInputProps) {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={props.label ?? t("documents.email.to")}
      description={props.description ?? t("documents.email.toDescription", { max: MAX_RECIPIENTS })}
      placeholder={props.value.length === 0 ? t("documents.email.toPlaceholder") : undefined}
      value={props.value}
      onChange={props.onChange}
      searchValue={props.searchValue}
      onSearchChange={props.onSearchChange}
      onBlur={props.onBlur}
      splitChars={SPLIT_CHARS}
      // No suggestions to offer: a closed list keeps aria-expanded honest and lets Escape close
      // the dialog at the first press (an open, empty list would swallow it).
      dropdownOpened={false}
      error={props.error}
      required
      clearable
      inputMode="email"
      autoComplete="email"
      data-autofocus
      renderPill={({ value, onRemove, disabled }) => {
        if (value === undefined) return null;
        const bad = !isEmailAddress(value);
        return (
          <Pill
            withRemoveButton={!disabled}
            onRemove={onRemove}
            className={bad ? classes.badPill : undefined}
            data-invalid={bad || undefined}
            title={bad ? t("documents.email.invalidPill") : undefined}
          >
            {value}
            {bad && <VisuallyHidden> ({t("documents.email.invalidPill")})</VisuallyHidden>}
          </Pill>
        );
      }}
    />
  );
}
