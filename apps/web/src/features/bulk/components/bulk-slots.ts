import type { AgreementValues } from "@app/contracts";
import type { ReactNode } from "react";

/**
 * «Per ogni contatto» (issue 48 §3) is drawn with two other features' parts, which the route
 * composes in (features never import each other): the address book's picker of several
 * contacts, and the compile screen's form of the answers shared by every agreement.
 */
export interface BulkContactsSlots {
  contactsPicker: (props: {
    templateId: number;
    /** The party role the contacts fill. */
    role: string;
    chosen: readonly number[];
    onChange: (chosen: number[]) => void;
    max: number;
  }) => ReactNode;
  sharedAnswers: (props: {
    templateId: number;
    /** The party the contacts fill: its own questions are not asked. */
    party: string;
    /** The batch's format, e-mail choice and «Avvia», drawn inside the form. */
    footer: ReactNode;
    /** Called once every shared answer passes the compile screen's checks. */
    onSubmit: (values: AgreementValues) => void;
  }) => ReactNode;
}
