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
  /**
   * On a repeating party's list (issue 32): several contacts chosen at once, one item each, at
   * most `room` of them. The tools then offer only that choice.
   */
  many?: { room: number; onFill: (fills: Readonly<Record<string, string>>[]) => void };
}

/** The address book's party tools, composed in by the route (another feature). */
export type PartyToolsSlot = (props: PartyToolsProps) => ReactNode;
