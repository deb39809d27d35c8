// The agreements' public surface: other modules and the composition root import only this
// file (a test keeps it so). The customers' own contracts and the editors' list and export.

export * from "./agreement.table";
export { type AgreementDraft, draftAgreement } from "./agreement-draft";
export {
  AGREEMENT_LIST_HEADS_JOB,
  createAgreementListHeadsHandler,
  scheduleAgreementListHeads,
} from "./agreement-list-heads";
export { createAgreementReader } from "./agreement-reader";
export {
  AGREEMENT_SEARCH_TEXTS_JOB,
  createAgreementSearchTextsHandler,
  scheduleAgreementSearchTexts,
} from "./agreement-search-texts";
export { createAgreementSigningState } from "./agreement-signing-state";
export { agreementsRoutes } from "./agreements-module.routes";
