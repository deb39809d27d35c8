import type { AddressBookContact, TemplatePartyRole } from "@app/contracts";
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { IconAddressBook, IconAlertTriangle, IconDeviceFloppy, IconUnlink } from "@tabler/icons-react";
import { useState } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { ApiError } from "../../../lib/api-error";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useContact, useContacts, useTemplateParties } from "../api/address-book-api";
import { contactFromParty, fillsDiffer, partyFill } from "../model/party-fill";
import { ContactChooser } from "./contact-chooser";
import { ContactFormDialog } from "./contact-form-dialog";
import classes from "./party-tools.module.css";

interface Binding {
  contact: number;
  filled: Readonly<Record<string, string>>;
}

/** What the drafting screen hands a party's step (its PartyToolsSlot). */
export interface PartyToolsProps {
  templateId: number;
  role: string;
  values: Readonly<Record<string, unknown>>;
  binding: Binding | null;
  onFill: (binding: Binding) => void;
  onUnbind: () => void;
  /** Several contacts at once for a repeating party (issue 32), one item each, at most `room`. */
  many?: { room: number; onFill: (fills: Readonly<Record<string, string>>[]) => void };
}

/**
 * "Choose from the address book" and "Save to the address book" on a party's step (issue 15).
 * The contract keeps which contact filled the party and what it filled: when the contact is
 * edited later, the step says so and offers to update the fields; nothing changes by itself.
 */
export function PartyTools(props: PartyToolsProps) {
  const { t } = useTranslation();
  const parties = useTemplateParties(props.templateId);
  const entry = parties.data?.results[0];
  const role = entry?.parties.find((p) => p.slug === props.role);
  const [choosing, setChoosing] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!entry || !role || role.fields.length === 0) return null;
  const language = entry.language;

  const fill = (contact: {
    id: number;
    typology: AddressBookContact["typology"];
    data: Record<string, string>;
    title: string;
  }) => {
    props.onFill({ contact: contact.id, filled: partyFill(role, contact, language) });
    notifySuccess(t("addressBook.party.filled", { role: role.label, title: contact.title }));
  };

  const many = props.many;
  if (many)
    return (
      <Group gap="xs" className={classes.tools}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconAddressBook size={14} aria-hidden />}
          disabled={many.room === 0}
          onClick={() => setChoosing(true)}
        >
          {t("addressBook.party.chooseMany")}
        </Button>
        <ContactChooser
          opened={choosing}
          role={role}
          room={many.room}
          onClose={() => setChoosing(false)}
          onChoose={() => {}}
          onChooseMany={(contacts) => {
            setChoosing(false);
            many.onFill(contacts.map((contact) => partyFill(role, contact, language)));
            notifySuccess(t("addressBook.party.filledMany", { role: role.label, count: contacts.length }));
          }}
        />
      </Group>
    );

  return (
    <Stack gap="xs" className={classes.tools}>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconAddressBook size={14} aria-hidden />}
          onClick={() => setChoosing(true)}
        >
          {t("addressBook.party.choose", { role: role.label })}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDeviceFloppy size={14} aria-hidden />}
          onClick={() => setSaving(true)}
        >
          {t("addressBook.party.save")}
        </Button>
      </Group>
      {props.binding && (
        <BoundContact
          role={role}
          language={language}
          binding={props.binding}
          onFill={fill}
          onUnbind={props.onUnbind}
        />
      )}
      <ContactChooser
        opened={choosing}
        role={role}
        onClose={() => setChoosing(false)}
        onChoose={(contact) => {
          setChoosing(false);
          fill(contact);
        }}
      />
      {saving && (
        <SaveToAddressBook
          role={role}
          values={props.values}
          bound={props.binding?.contact ?? null}
          onClose={() => setSaving(false)}
          onSaved={fill}
        />
      )}
    </Stack>
  );
}

/** The contact that filled the party; a notice when it has changed since, or has gone. */
function BoundContact(props: {
  role: TemplatePartyRole;
  language: "it" | "en";
  binding: Binding;
  onFill: (contact: AddressBookContact) => void;
  onUnbind: () => void;
}) {
  const { t } = useTranslation();
  const contact = useContact(props.binding.contact);
  const gone = contact.error instanceof ApiError && contact.error.status === 404;
  const changed =
    contact.data &&
    fillsDiffer(props.role, props.binding.filled, partyFill(props.role, contact.data, props.language));
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm">
          {contact.data
            ? t("addressBook.party.bound", { title: contact.data.title })
            : gone
              ? t("addressBook.party.gone")
              : t("addressBook.party.boundLoading")}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={props.onUnbind}>
          <Group gap={4} component="span">
            <IconUnlink size={14} aria-hidden />
            {t("addressBook.party.unbind")}
          </Group>
        </Anchor>
      </Group>
      {changed && contact.data && (
        <Alert
          styles={READABLE_ALERT}
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("addressBook.party.changedTitle")}
          role="status"
        >
          <Stack gap={6} align="flex-start">
            <Text size="sm">{t("addressBook.party.changed", { title: contact.data.title })}</Text>
            <Button size="xs" onClick={() => contact.data && props.onFill(contact.data)}>
              {t("addressBook.party.update")}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The contact made of what was typed, in the contact's form to check before saving: the bound
 * contact is updated, or the one with the same fiscal code, or else a new one is created.
 */
function SaveToAddressBook(props: {
  role: TemplatePartyRole;
  values: Readonly<Record<string, unknown>>;
  bound: number | null;
  onClose: () => void;
  onSaved: (contact: AddressBookContact) => void;
}) {
  const contacts = useContacts();
  if (contacts.isPending) return null;
  const typed = contactFromParty(props.role, props.values, props.role.typologies);
  const code = typed.data.codice_fiscale?.toUpperCase();
  const sameCode = code ? contacts.data?.results.find((c) => c.data.codice_fiscale === code) : undefined;
  const target = props.bound ?? sameCode?.id ?? null;
  return (
    <ContactFormDialog
      opened
      id={target}
      initial={typed}
      allowed={props.role.typologies}
      onClose={props.onClose}
      onSaved={props.onSaved}
    />
  );
}
