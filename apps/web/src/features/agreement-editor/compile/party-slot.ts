import type { AgreementValues } from "@app/contracts";
import type { ReactNode } from "react";
import type { PartyBinding } from "../model/draft";

/** What the address book offers a party's step of the compile tab (issue 15). */
export interface PartyToolsProps {
  templateId: number;
  /** The party role's slug (`locatore`). */
  role: string;
  values: AgreementValues;
  /** The contact that filled this party, if any. */
  binding: PartyBinding | null;
  onFill: (binding: PartyBinding) => void;
  onUnbind: () => void;
}

/** The address book's party tools, composed in by the route (another feature). */
export type PartyToolsSlot = (props: PartyToolsProps) => ReactNode;
