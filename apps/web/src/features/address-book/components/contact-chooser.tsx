import type { AddressBookContact, TemplatePartyRole } from "@app/contracts";
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useContacts } from "../api/address-book-api";
import { searchContacts, suitableContacts } from "../model/contact-search";
import classes from "./party-tools.module.css";

/** Matches shown in the chooser; the search narrows thousands of contacts to these. */
const SHOWN = 30;

/**
 * The address book, searchable by name, fiscal code or VAT number, limited to the role's
 * typologies. With `room`, several contacts are ticked (at most `room`) and added together.
 */
export function ContactChooser(props: {
  opened: boolean;
  role: TemplatePartyRole;
  onClose: () => void;
  onChoose: (contact: AddressBookContact) => void;
  room?: number;
  onChooseMany?: (contacts: AddressBookContact[]) => void;
}) {
  const { t } = useTranslation();
  const contacts = useContacts();
  const [search, setSearch] = useState("");
  const [ticked, setTicked] = useState<AddressBookContact[]>([]);
  const multiple = props.room !== undefined;
  const full = multiple && ticked.length >= (props.room ?? 0);
  const toggle = (contact: AddressBookContact, on: boolean) =>
    setTicked((current) => (on ? [...current, contact] : current.filter((c) => c.id !== contact.id)));
  const suitable = suitableContacts(contacts.data?.results ?? [], props.role.typologies);
  const matches = searchContacts(suitable, search);
  return (
    <Modal
      opened={props.opened}
      onClose={() => {
        setTicked([]);
        props.onClose();
      }}
      centered
      title={
        multiple
          ? t("addressBook.party.chooseManyTitle", { role: props.role.label, count: props.room })
          : t("addressBook.party.chooseTitle", { role: props.role.label })
      }
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">
        <TextInput
          label={t("addressBook.party.search")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {contacts.isPending ? (
          <Text size="sm">{t("addressBook.party.loading")}</Text>
        ) : matches.length === 0 ? (
          <Text size="sm" c="dimmed">
            {suitable.length === 0 ? t("addressBook.party.noneSuitable") : t("addressBook.party.noMatch")}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            className={classes.matches}
            aria-label={t("addressBook.party.matches")}
          >
            {matches.slice(0, SHOWN).map((contact) => (
              <li key={contact.id}>
                {multiple ? (
                  <Checkbox
                    className={classes.match}
                    label={contact.title}
                    description={[t(`addressBook.typology.${contact.typology}`), contact.data.codice_fiscale]
                      .filter(Boolean)
                      .join(" · ")}
                    checked={ticked.some((c) => c.id === contact.id)}
                    disabled={full && !ticked.some((c) => c.id === contact.id)}
                    onChange={(event) => toggle(contact, event.currentTarget.checked)}
                  />
                ) : (
                  <UnstyledButton className={classes.match} onClick={() => props.onChoose(contact)}>
                    <Text size="sm" fw={600}>
                      {contact.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[
                        t(`addressBook.typology.${contact.typology}`),
                        contact.data.codice_fiscale,
                        contact.data.partita_iva,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </Text>
                  </UnstyledButton>
                )}
              </li>
            ))}
          </Stack>
        )}
        {matches.length > SHOWN && (
          <Text size="xs" c="dimmed">
            {t("addressBook.party.more", { count: matches.length - SHOWN })}
          </Text>
        )}
        {multiple && (
          <Group justify="flex-end">
            <Button
              disabled={ticked.length === 0}
              onClick={() => {
                props.onChooseMany?.(ticked);
                setTicked([]);
              }}
            >
              {t("addressBook.party.addMany", { count: ticked.length })}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
