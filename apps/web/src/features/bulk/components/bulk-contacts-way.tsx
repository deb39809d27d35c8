import {
  type AgreementValues,
  BULK_MAX_ROWS,
  type BulkFormat,
  type BulkFromContactsBody,
  type TemplateParty,
} from "@app/contracts";
import { Checkbox, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useCreateBulkFromContacts } from "../api/bulk-api";
import { BulkFormatChoice } from "./bulk-format-choice";
import { BulkSection } from "./bulk-section";
import type { BulkContactsSlots } from "./bulk-slots";
import { BulkStartAction } from "./bulk-start-action";

/** The submission in hand and its idempotency key, made once for these very choices. */
interface Prepared {
  body: string;
  key: string;
}

/**
 * «Dalla rubrica — Per ogni contatto» (issue 48 §3): a party of the template, the contacts that
 * fill it (one agreement each), the other answers once for all, then the format and «Avvia».
 * The answers are checked here first; the server's refusal is said on the page.
 */
export function BulkContactsWay({
  templateId,
  parties,
  slots,
  onStarted,
}: {
  templateId: number;
  parties: readonly TemplateParty[];
  slots: BulkContactsSlots;
  onStarted: (jobId: number) => void;
}) {
  const { t } = useTranslation();
  const [party, setParty] = useState<string | null>(parties.length === 1 ? (parties[0]?.slug ?? null) : null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [format, setFormat] = useState<BulkFormat>("pdf");
  const [sendEmail, setSendEmail] = useState(false);
  const create = useCreateBulkFromContacts();
  const prepared = useRef<Prepared | null>(null);

  if (parties.length === 0) return <Text size="sm">{t("bulk.contacts.noParties")}</Text>;

  const start = (values: AgreementValues) => {
    if (!party || chosen.length === 0) return;
    const body: BulkFromContactsBody = {
      template: templateId,
      party,
      contacts: chosen,
      values,
      format,
      send_email: sendEmail,
    };
    // The same choices sent again are the same batch; changed ones are a new one.
    const text = JSON.stringify(body);
    if (prepared.current?.body !== text) prepared.current = { body: text, key: crypto.randomUUID() };
    create.mutate({ body, key: prepared.current.key }, { onSuccess: (created) => onStarted(created.job_id) });
  };

  const footer = (
    <Stack gap="sm" component="section" aria-labelledby="bulk-contacts-start">
      <Title order={2} size="h3" id="bulk-contacts-start">
        {t("bulk.contacts.startHeading")}
      </Title>
      <BulkFormatChoice value={format} onChange={setFormat} />
      <Checkbox
        label={t("bulk.contacts.sendEmail")}
        description={t("bulk.contacts.sendEmailHelp")}
        checked={sendEmail}
        onChange={(event) => setSendEmail(event.currentTarget.checked)}
      />
      {chosen.length === 0 && <Text size="sm">{t("bulk.contacts.chooseFirst")}</Text>}
      <BulkStartAction disabled={chosen.length === 0} pending={create.isPending} error={create.error} />
    </Stack>
  );

  return (
    <Stack gap="lg">
      <BulkSection heading={t("bulk.contacts.partyHeading")}>
        <Radio.Group
          label={t("bulk.contacts.party")}
          description={t("bulk.contacts.partyHelp")}
          value={party}
          onChange={(next) => {
            // Another role takes other typologies: the contacts are chosen again.
            setParty(next);
            setChosen([]);
          }}
        >
          <Group mt={4}>
            {parties.map((p) => (
              <Radio key={p.slug} value={p.slug} label={p.label} />
            ))}
          </Group>
        </Radio.Group>
      </BulkSection>
      {party && (
        <>
          <BulkSection heading={t("bulk.contacts.contactsHeading")}>
            {slots.contactsPicker({
              templateId,
              role: party,
              chosen,
              onChange: setChosen,
              max: BULK_MAX_ROWS,
            })}
          </BulkSection>
          <BulkSection heading={t("bulk.contacts.answersHeading")}>
            <Text size="sm">{t("bulk.contacts.answersHelp")}</Text>
            {slots.sharedAnswers({ templateId, party, footer, onSubmit: start })}
          </BulkSection>
        </>
      )}
    </Stack>
  );
}
