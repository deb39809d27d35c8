import type { AgreementDetail, AgreementStatus, TemplateDetail } from "@app/contracts";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { ApiError } from "../../../lib/api-error";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useSaveAgreement, useSetAgreementStatus } from "../api/use-save-agreement";
import { bindingsOf, cleanValues, partiesBody, sameParties, serverFieldErrors } from "../model/draft";
import type { EditorPlace, EditorTab } from "../model/editor-tabs";
import { type FieldGroup, groupIndexOf } from "../model/field-groups";
import type { AgreementDraftState } from "./use-agreement-draft";
import { useStableCallback } from "./use-stable-callback";

interface SaveDraftOptions {
  template: TemplateDetail;
  detail: AgreementDetail | null;
  state: AgreementDraftState;
  groups: readonly FieldGroup[];
  tab: EditorTab;
  /** The compile tab's open step: kept when the first save moves to the agreement's own screen. */
  step: number;
  allowNextNavigation: () => void;
  onStepChange: (step: number) => void;
  onTabChange: (tab: EditorTab) => void;
}

/**
 * Save (create, then partial update) and Set Draft / Set Ready. A failed save leaves the draft
 * untouched and spreads the server's field errors over the screen, opening the step of the first
 * field in error.
 */
export function useSaveDraft(options: SaveDraftOptions) {
  const { template, detail, state, groups, tab, step, allowNextNavigation, onStepChange, onTabChange } =
    options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveMutation = useSaveAgreement();
  const statusMutation = useSetAgreementStatus();
  const { draft } = state;

  const save = useCallback(async () => {
    if (saveMutation.isPending) return;
    // Read before the button turns to its loading state, which takes the focus away.
    const focusId = document.activeElement?.id || null;
    state.setShowAllErrors(true);
    const title = draft.title.trim();
    if (!title) return;
    const sent = draft.calculations;
    // The bindings go only when they changed: a contact deleted since never blocks a save.
    const saved = detail ? bindingsOf(detail) : {};
    const body = {
      title,
      values: cleanValues(draft.values),
      customized_body: draft.customizedBody,
      ...(sent.length ? { calculations: sent } : {}),
      ...(sameParties(draft.parties, saved) ? {} : partiesBody(draft.parties)),
    };
    try {
      const result = await saveMutation.mutateAsync(
        detail
          ? { kind: "update", id: detail.id, body }
          : {
              kind: "create",
              body: { calculations: [], parties: {}, party_snapshots: {}, ...body, template: template.id },
            },
      );
      state.markSaved(result, sent);
      notifySuccess(t("common.saved"));
      if (!detail) {
        // From now on this is an agreement: its own URL, on the tab, the step and the control the
        // customer is using (the screen is drawn anew there).
        allowNextNavigation();
        const place: EditorPlace = { step, focusId };
        navigate(
          `${pathTo("customer-agreement-agreement-edit-customize-agreement", { id: result.id })}?tab=${tab}`,
          { replace: true, state: place, preventScrollReset: true },
        );
      }
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const errors = serverFieldErrors(error.body);
      state.setServerErrors(errors);
      const first = Object.keys(errors.values)[0];
      if (first) {
        const index = groupIndexOf(groups, first);
        if (index >= 0) {
          onStepChange(index);
          onTabChange("compile");
        }
      }
    }
  }, [
    allowNextNavigation,
    detail,
    draft,
    groups,
    navigate,
    onStepChange,
    onTabChange,
    saveMutation,
    state,
    step,
    t,
    tab,
    template.id,
  ]);

  const setStatus = useCallback(
    (status: AgreementStatus) => {
      if (!detail) return;
      statusMutation.mutate(
        { id: detail.id, status },
        { onSuccess: () => notifySuccess(t("agreementEditor.header.statusChanged")) },
      );
    },
    [detail, statusMutation, t],
  );

  return {
    save: useStableCallback(() => void save()),
    saving: saveMutation.isPending,
    setStatus: useStableCallback(setStatus),
    changingStatus: statusMutation.isPending,
  };
}
