import type { AgreementDetail, TemplateDetail } from "@app/contracts";
import type { ReactNode } from "react";
import type { PartyToolsSlot } from "../compile/party-slot";
import type { EditorTab } from "../model/editor-tabs";
import type { EditorDocumentActions } from "./preview-tab";
import type { CalculatorToolsSlot } from "./tools-tab";

// What the drafting screen is given: its data, and what other features show in it, composed in
// by the route (features never import each other).

export interface AgreementEditorProps {
  template: TemplateDetail;
  /** The saved agreement; null on the create screen until the first save. */
  detail: AgreementDetail | null;
  routeTab: EditorTab;
  favouriteStar?: ReactNode;
  /** Download, print preview and e-mail, from the documents feature (composed in by the route). */
  documents: EditorDocumentActions;
  /** The template's calculators, from the calculators feature (composed in by the route). */
  tools?: CalculatorToolsSlot;
  /** The address book's party tools (composed in by the route). */
  partyTools?: PartyToolsSlot;
  /** The «Firme» tab of a saved agreement (the signatures feature, composed in by the route). */
  signatures?: SignaturesSlot;
  /** The «PEC» tab of a saved agreement: the PEC sent and their receipts (composed in by the route). */
  pec?: SavedAgreementSlot;
  /**
   * Under the header of a saved agreement, what other features say of it (composed in by the
   * route): an updated template available, its deadlines and the calendar.
   */
  belowHeader?: SavedAgreementSlot;
}

/** What another feature shows of a saved agreement (its template's update, its deadlines). */
export type SavedAgreementSlot = (agreement: AgreementDetail) => ReactNode;

/** The signatures' tab: freeze, the signed copies and their reports (issue 45). */
export type SignaturesSlot = (props: {
  agreement: AgreementDetail;
  template: TemplateDetail;
  isDirty: boolean;
  isValid: boolean;
}) => ReactNode;
