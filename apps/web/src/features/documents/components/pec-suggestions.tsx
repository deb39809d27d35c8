import type { PecRecipientSuggestion } from "@app/contracts";
import { Checkbox, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { LoadingBlock } from "../../../components/load-error-alert";
import { useTranslation } from "../../../lib/use-translation";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The PEC addresses the contract's parties and the address book give (issue 47 §2), one box each,
 * named with who and whence: ticking one adds it to the recipients, unticking removes it. A list
 * of boxes rather than a drop-down under the recipients: each can be read and chosen by keyboard
 * and screen reader alike, and none hides what is typed.
 */
export function PecSuggestions(props: {
  suggestions: readonly PecRecipientSuggestion[] | undefined;
  recipients: readonly string[];
  onChange: (recipients: string[]) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  if (!props.suggestions) return <LoadingBlock height={48} label={t("common.loading")} />;
  if (props.suggestions.length === 0) return <Text size="sm">{t("documents.pec.noSuggestions")}</Text>;
  const chosen = (address: string) => props.recipients.some((to) => same(to, address));
  const toggle = (address: string, on: boolean) =>
    props.onChange(on ? [...props.recipients, address] : props.recipients.filter((to) => !same(to, address)));
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {t("documents.pec.suggestions")}
      </Text>
      {props.suggestions.map((entry) => (
        <Checkbox
          key={entry.address}
          checked={chosen(entry.address)}
          onChange={(event) => toggle(entry.address, event.currentTarget.checked)}
          label={t(`documents.pec.suggestion.${entry.source}`, { name: entry.name, address: entry.address })}
          styles={{ label: { overflowWrap: "anywhere" } }}
        />
      ))}
    </Stack>
  );
}
