import type { ReactNode } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../lib/api-error";
import { parseRouteId } from "../../../lib/route-id";
import { useAgreementDetail } from "../api/use-agreement-detail";
import { useDraftTemplate } from "../api/use-draft-template";
import { useTemplateDetail } from "../api/use-template-detail";
import type { PartyToolsSlot } from "../compile/party-slot";
import { AgreementEditor } from "../components/agreement-editor";
import type { SavedAgreementSlot, SignaturesSlot } from "../components/editor-slots";
import { EditorLoadError, EditorSkeleton } from "../components/editor-status";
import type { EditorDocumentActions } from "../components/preview-tab";
import type { CalculatorToolsSlot } from "../components/tools-tab";
import type { EditorTab } from "../model/editor-tabs";

/** The star that adds the template to the favourites, composed in by the route (another feature). */
export type FavouriteStarSlot = (templateId: number) => ReactNode;

interface EditorPageProps {
  routeTab: EditorTab;
  favouriteStar?: FavouriteStarSlot;
  /** Download, print preview and e-mail, from the documents feature. */
  documents: EditorDocumentActions;
  /** The template's calculators, from the calculators feature. */
  tools?: CalculatorToolsSlot;
  /** "Choose from / Save to the address book" on the parties' steps, from the address-book feature. */
  partyTools?: PartyToolsSlot;
  /** What other features show of a saved agreement (template update, deadlines). */
  belowHeader?: SavedAgreementSlot;
  /** The «Firme» tab of a saved agreement, from the signatures feature. */
  signatures?: SignaturesSlot;
  /** The «PEC» tab of a saved agreement, from the PEC feature. */
  pec?: SavedAgreementSlot;
}

const NOT_FOUND = new ApiError(404, { status_code: 404 });
/** What the retrieve would answer for a template outside the subscription, known without asking it. */
const LOCKED = new ApiError(403, { status_code: 403 });

/** `customer-agreement-agreement-create` (and its calculator variant): a new draft from a template. */
export function AgreementCreatePage({ favouriteStar, ...slots }: EditorPageProps) {
  const templateId = parseRouteId(useParams().idTemplate);
  const { access, template } = useDraftTemplate(templateId);
  if (templateId === null) return <EditorLoadError error={NOT_FOUND} kind="template" onRetry={() => {}} />;
  // A failed refetch (a language switch reloads every query) keeps the draft on screen.
  if (template.isError && !template.data)
    return <EditorLoadError error={template.error} kind="template" onRetry={() => void template.refetch()} />;
  if (!template.data) {
    // The template list said so: the template is not read at all.
    if (access.data === "locked")
      return <EditorLoadError error={LOCKED} kind="template" onRetry={() => {}} />;
    if (access.data === "absent")
      return <EditorLoadError error={NOT_FOUND} kind="template" onRetry={() => {}} />;
    if (access.isError)
      return <EditorLoadError error={access.error} kind="template" onRetry={() => void access.refetch()} />;
    return <EditorSkeleton />;
  }
  return (
    <AgreementEditor
      key={`template-${template.data.id}`}
      template={template.data}
      detail={null}
      favouriteStar={favouriteStar?.(template.data.id)}
      {...slots}
    />
  );
}

/** `customer-agreement-agreement-edit-*`: a saved agreement, opened on the customise or preview tab. */
export function AgreementEditPage({ favouriteStar, ...slots }: EditorPageProps) {
  const id = parseRouteId(useParams().id);
  const agreement = useAgreementDetail(id);
  const template = useTemplateDetail(agreement.data?.template ?? null, id ?? undefined);
  if (id === null) return <EditorLoadError error={NOT_FOUND} kind="agreement" onRetry={() => {}} />;
  if (agreement.isError && !agreement.data)
    return (
      <EditorLoadError error={agreement.error} kind="agreement" onRetry={() => void agreement.refetch()} />
    );
  // The template was withdrawn: the agreement keeps its values, but cannot be compiled here.
  if (agreement.data && agreement.data.template === null)
    return <EditorLoadError error={NOT_FOUND} kind="template" onRetry={() => {}} />;
  if (template.isError && !template.data)
    return <EditorLoadError error={template.error} kind="template" onRetry={() => void template.refetch()} />;
  if (!agreement.data || !template.data) return <EditorSkeleton />;
  return (
    <AgreementEditor
      key={`agreement-${agreement.data.id}`}
      template={template.data}
      detail={agreement.data}
      favouriteStar={favouriteStar?.(template.data.id)}
      {...slots}
    />
  );
}
