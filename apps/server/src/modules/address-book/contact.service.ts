import type { AddressBookContactDetail, AddressBookCreateBody, AddressBookUpdateBody } from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import type { JsonText } from "../../platform/resource/json-text";
import { toContact } from "./contact.mapper";
import { contactListSpec, createContactRepository } from "./contact.repository";
import type { AddressBookContactRow } from "./contact.table";
import { checkedValues, derivedColumns } from "./contact-values";

/**
 * A customer's address book (issue 15): every use case scoped to the owner, whatever id is sent
 * (another customer's contact is simply not found), the values checked on the server.
 */
export function createContactService(db: Database) {
  const repository = createContactRepository(db);

  async function detail(ownerId: number, row: AddressBookContactRow): Promise<AddressBookContactDetail> {
    return { ...toContact(row), duplicates: await repository.sameIdentifiers(ownerId, row) };
  }

  async function owned(ownerId: number, id: number) {
    const row = await repository.findByOwner(ownerId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    list(ownerId: number, query: ListQueryInput): Promise<JsonText> {
      return repository.list(ownerId, parseListQuery(query, contactListSpec));
    },

    async get(viewer: Viewer, id: number): Promise<AddressBookContactDetail> {
      return detail(viewer.userId, await owned(viewer.userId, id));
    },

    async create(viewer: Viewer, body: AddressBookCreateBody): Promise<AddressBookContactDetail> {
      const values = checkedValues(body.typology, body.data, viewer.language);
      const row = await repository.insert({
        owner_id: viewer.userId,
        typology: body.typology,
        data: values,
        ...derivedColumns(body.typology, values),
      });
      return detail(viewer.userId, row);
    },

    /** The values sent merge into the contact's ("" or null clears one); the whole is checked again. */
    async update(viewer: Viewer, id: number, body: AddressBookUpdateBody): Promise<AddressBookContactDetail> {
      const current = await owned(viewer.userId, id);
      const typology = body.typology ?? current.typology;
      const merged = { ...current.data, ...(body.data ?? {}) };
      const values = checkedValues(typology, merged, viewer.language);
      const row = await repository.updateByOwner(viewer.userId, id, {
        typology,
        data: values,
        ...derivedColumns(typology, values),
      });
      if (!row) throw AppError.notFound();
      return detail(viewer.userId, row);
    },

    async destroy(ownerId: number, id: number): Promise<void> {
      if (!(await repository.deleteByOwner(ownerId, id))) throw AppError.notFound();
    },
  };
}
