import type { AddressBookContact, AddressBookTypology } from "@app/contracts";

/** The contacts a party role accepts: those of its typologies (a company cannot be a tenant person). */
export function suitableContacts(
  contacts: readonly AddressBookContact[],
  typologies: readonly AddressBookTypology[],
): AddressBookContact[] {
  return contacts.filter((contact) => typologies.includes(contact.typology));
}

/**
 * The contacts a search names: by name, fiscal code or VAT number, whatever the case; an empty
 * search names them all. One rule for the single chooser and the bulk picker.
 */
export function searchContacts(
  contacts: readonly AddressBookContact[],
  search: string,
): AddressBookContact[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...contacts];
  return contacts.filter(
    (contact) =>
      contact.title.toLowerCase().includes(term) ||
      (contact.data.codice_fiscale ?? "").toLowerCase().includes(term) ||
      (contact.data.partita_iva ?? "").includes(term),
  );
}
