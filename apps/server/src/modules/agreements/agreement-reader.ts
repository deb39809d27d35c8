import type { Database } from "../../db/client";
import { createAgreementRepository } from "./agreement.repository";

/**
 * What other modules may read of an agreement (the documents render it): the owner's own
 * agreement, or null for anyone else's, exactly as the agreements' own calls see it.
 */
export function createAgreementReader(db: Database) {
  const repository = createAgreementRepository(db);
  return {
    findByOwner: (ownerId: number, id: number) => repository.findByOwner(ownerId, id),
  };
}
