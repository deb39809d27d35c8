import type { AddressBookContact } from "@app/contracts";
import { Anchor, Checkbox, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";
import { useContacts, useTemplateParties } from "../api/address-book-api";
import { searchContacts, suitableContacts } from "../model/contact-search";
import classes from "./party-tools.module.css";

/** Matches drawn at once; «select all» still takes every match, drawn or not. */
const SHOWN = 200;

/** What the bulk page hands the picker (its «Per ogni contatto» slot, issue 48 §3). */
export interface ContactsPickerProps {
  templateId: number;
  /** The party role's slug: only contacts of its typologies are offered. */
  role: string;
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  /** The most contacts one batch takes. */
  max: number;
}

/**
 * Several contacts for one party role, to draft one agreement each: the address book limited to
 * the role's typologies, searched by name, fiscal code or VAT number, with «select all» of the
 * matches (up to `max`) and the count of those chosen.
 */
export function ContactsPicker({ templateId, role: slug, chosen, onChange, max }: ContactsPickerProps) {
  const { t } = useTranslation();
  const parties = useTemplateParties(templateId);
  const contacts = useContacts();
  const [search, setSearch] = useState("");
  const role = parties.data?.results[0]?.parties.find((p) => p.slug === slug);

  if (parties.isPending || contacts.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t("addressBook.party.loading")}</Text>
      </Group>
    );
  if (parties.isError || contacts.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t("addressBook.picker.error")}
      </Text>
    );

  const suitable = suitableContacts(contacts.data.results, role?.typologies ?? []);
  if (suitable.length === 0)
    return (
      <Stack gap={4}>
        <Text size="sm">{t("addressBook.picker.noneSuitable", { role: role?.label ?? slug })}</Text>
        <Anchor component={Link} to={pathTo("customer-home")} size="sm" w="fit-content">
          {t("addressBook.picker.toAddressBook")}
        </Anchor>
      </Stack>
    );

  const matches = searchContacts(suitable, search);
  const picked = new Set(chosen);
  const pickedMatches = matches.filter((c) => picked.has(c.id)).length;
  const full = picked.size >= max;
  const toggle = (contact: AddressBookContact, on: boolean) =>
    onChange(on ? [...chosen, contact.id] : chosen.filter((id) => id !== contact.id));
  // Every match in, in the list's order, while there is room; or every match out.
  const toggleAll = (on: boolean) => {
    if (!on) {
      const shown = new Set(matches.map((c) => c.id));
      onChange(chosen.filter((id) => !shown.has(id)));
      return;
    }
    const added = matches.filter((c) => !picked.has(c.id)).map((c) => c.id);
    onChange([...chosen, ...added].slice(0, max));
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t("addressBook.party.search")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
      />
      <Group justify="space-between" wrap="wrap">
        <Checkbox
          label={t("addressBook.picker.all", { count: matches.length })}
          checked={matches.length > 0 && pickedMatches === matches.length}
          indeterminate={pickedMatches > 0 && pickedMatches < matches.length}
          disabled={matches.length === 0 || (full && pickedMatches === 0)}
          onChange={(event) => toggleAll(event.currentTarget.checked)}
        />
        <Text size="sm" fw={600} aria-live="polite" data-testid="contacts-chosen">
          {t("addressBook.picker.chosen", { count: picked.size, max })}
        </Text>
      </Group>
      {matches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("addressBook.party.noMatch")}
        </Text>
      ) : (
        <Stack gap={4} component="ul" className={classes.matches} aria-label={t("addressBook.party.matches")}>
          {matches.slice(0, SHOWN).map((contact) => (
            <li key={contact.id}>
              <Checkbox
                className={classes.match}
                label={contact.title}
                description={[
                  t(`addressBook.typology.${contact.typology}`),
                  contact.data.codice_fiscale,
                  contact.data.partita_iva,
                ]
                  .filter(Boolean)
                  .join(" · ")}
                checked={picked.has(contact.id)}
                disabled={full && !picked.has(contact.id)}
                onChange={(event) => toggle(contact, event.currentTarget.checked)}
              />
            </li>
          ))}
        </Stack>
      )}
      {matches.length > SHOWN && (
        <Text size="xs" c="dimmed">
          {t("addressBook.party.more", { count: matches.length - SHOWN })}
        </Text>
      )}
      {full && (
        <Text size="sm" c="dimmed">
          {t("addressBook.picker.full", { max })}
        </Text>
      )}
    </Stack>
  );
}
