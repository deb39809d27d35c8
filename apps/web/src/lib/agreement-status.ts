import { AGREEMENT_STATUSES, type AgreementStatus } from "@app/contracts";

export { AGREEMENT_STATUSES, type AgreementStatus };

/**
 * The colour of each agreement status (spec §4: Draft, Ready, Public, Completed), the same on
 * every screen that shows one; Mantine's light variants keep the text's contrast.
 */
export const AGREEMENT_STATUS_COLOURS: Record<AgreementStatus, string> = {
  draft: "gray",
  ready: "teal",
  public: "blue",
  completed: "green",
};
