import { AGREEMENT_STATUSES, type AgreementStatus, SIGNATURE_STATUSES } from "@app/contracts";

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
  // Issue 45: out for signature, then signed.
  in_firma: "cyan",
  firmato: "violet",
};

/** Frozen for signature (issue 45): the text no longer changes until the contract is reopened. */
export function isFrozenStatus(status: string): boolean {
  return (SIGNATURE_STATUSES as readonly string[]).includes(status);
}
