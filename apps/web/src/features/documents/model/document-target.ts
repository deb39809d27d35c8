import type { AgreementSummary } from "@app/contracts";

/** What the dialogs need to know of an agreement: a list card and the drafting screen both have it. */
export type DocumentTarget = Pick<AgreementSummary, "id" | "title" | "is_valid" | "template" | "status">;

export interface DocumentRequest {
  agreement: DocumentTarget;
  /** The drafting screen has changes not saved yet: the file will not hold them. */
  hasUnsavedChanges?: boolean;
}
