import { listHeadBackfill } from "../../platform/list/list-head-backfill";
import { addressBookContacts } from "./contact.table";

export const CONTACT_LIST_HEADS_JOB = "contact-list-heads";

/**
 * The contacts written before migration 0052 get the head its trigger keeps since, from a chain
 * of jobs in batches that every instance queues once when it starts (list-head-backfill.ts).
 */
const backfill = listHeadBackfill(CONTACT_LIST_HEADS_JOB, addressBookContacts);

export const scheduleContactListHeads = backfill.schedule;
export const createContactListHeadsHandler = backfill.handler;
