import type { AgreementCalculation } from "@app/contracts";
import type { Database } from "../../db/client";

/** A customer's contract was saved (created or changed): its owner, id and values as saved. */
export interface AgreementSaved {
  ownerId: number;
  agreementId: number;
  values: Record<string, unknown>;
  /** The calculations it keeps, by calculator id, as saved. */
  calculations: Record<string, AgreementCalculation>;
}

/** A customer's contract is being deleted (in the delete's transaction); `withDeadlines`: its deadlines go too. */
export interface AgreementDeleting {
  ownerId: number;
  agreementId: number;
  withDeadlines: boolean;
}

/**
 * A template version was made public (issue 18), in the publication's transaction. Not minor:
 * the customers whose contracts use an older version of the family are told.
 */
export interface TemplatePublished {
  templateId: number;
  familyId: number;
  version: number;
  minor: boolean;
}

/** A contract was brought up to a newer template version as a new contract (issue 18). */
export interface AgreementUpgraded {
  ownerId: number;
  fromAgreementId: number;
  toAgreementId: number;
}

/** A customer's address-book import was saved (issue 18: "import finished" notice). */
export interface ContactsImported {
  ownerId: number;
  fileName: string;
  created: number;
  updated: number;
}

/** A customer's bulk batch ended (issue 48): the bell says so, in the batch's transaction. */
export interface BulkFinished {
  ownerId: number;
  jobId: number;
  /** The template version drafted on: with the batch, where the notice leads. */
  templateId: number;
  template: string;
  drafted: number;
  failed: number;
}

interface EventMap {
  "agreement.saved": AgreementSaved;
  "agreement.deleting": AgreementDeleting;
  "agreement.upgraded": AgreementUpgraded;
  "template.published": TemplatePublished;
  "contacts.imported": ContactsImported;
  "bulk.finished": BulkFinished;
}
type Handler<E> = (event: E, db: Database) => Promise<void>;

/**
 * What one module tells others after a use case, without importing them (the calendar moves a
 * contract's deadlines when its dates change). Handlers run in the use case's own transaction,
 * given as `db`, so a failing handler undoes the save: nothing half-saved.
 */
export function createDomainEvents() {
  const handlers: { [K in keyof EventMap]: Handler<EventMap[K]>[] } = {
    "agreement.saved": [],
    "agreement.deleting": [],
    "agreement.upgraded": [],
    "template.published": [],
    "contacts.imported": [],
    "bulk.finished": [],
  };
  return {
    on<K extends keyof EventMap>(name: K, handler: Handler<EventMap[K]>) {
      handlers[name].push(handler);
    },
    async emit<K extends keyof EventMap>(name: K, event: EventMap[K], db: Database) {
      for (const handler of handlers[name]) await handler(event, db);
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
