// The address book's public surface: its routes (issue 15).
export { addressBookRoutes } from "./address-book.routes";
export {
  CONTACT_LIST_HEADS_JOB,
  createContactListHeadsHandler,
  scheduleContactListHeads,
} from "./contact-list-heads";

import type { Database } from "../../db/client";
import { createContactRepository } from "./contact.repository";

/** Which contact ids are the owner's: an agreement may bind its parties to those only. */
export const ownedContactIds = (db: Database, ownerId: number, ids: number[]) =>
  createContactRepository(db).ownedIds(ownerId, ids);
