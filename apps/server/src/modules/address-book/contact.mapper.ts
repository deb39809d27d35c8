import type { AddressBookContact } from "@app/contracts";
import type { AddressBookContactRow } from "./contact.table";

export function toContact(row: AddressBookContactRow): AddressBookContact {
  return {
    id: row.id,
    typology: row.typology,
    data: row.data,
    title: row.title,
    letter: row.letter,
    date_create: new Date(row.date_create).toISOString(),
    date_last_modify: new Date(row.date_last_modify).toISOString(),
  };
}
