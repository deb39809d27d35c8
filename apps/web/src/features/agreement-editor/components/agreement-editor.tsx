import type { AgreementCalculationBody, AgreementValues, TemplateDetail } from "@app/contracts";
import { isAgreementValid, validateValues } from "@app/documents";
import { Alert, Stack, Tabs } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconLock } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { UnsavedChangesModal } from "../../../components/unsaved-changes-modal";
import { isFrozenStatus } from "../../../lib/agreement-status";
import { isLanguage } from "../../../lib/language";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useUnsavedGuard } from "../../../lib/use-unsaved-guard";
import { createActiveField } from "../compile/active-field";
import { CompileTab } from "../compile/compile-tab";
import { CustomiseTab } from "../customise/customise-tab";
import { DocumentStyles } from "../document/document-styles";
import { DocumentView } from "../document/document-view";
import { useAgreementDraft } from "../hooks/use-agreement-draft";
import { useDraftDocument } from "../hooks/use-draft-document";
import { useSaveDraft } from "../hooks/use-save-draft";
import { type InsertedResults, insertedValues } from "../model/calculator-insert";
import { type Draft, draftFromDetail } from "../model/draft";
import { type EditorTab, editorPlaceOf, initialTab, isEditorTab, visibleTabs } from "../model/editor-tabs";
import { groupFields } from "../model/field-groups";
import { notesByField } from "../model/related-notes";
import classes from "./agreement-editor.module.css";
import { DisciplineTab } from "./discipline-tab";
import { EditorHeader } from "./editor-header";
import type { AgreementEditorProps } from "./editor-slots";
import { PreviewTab } from "./preview-tab";
import { ToolsTab } from "./tools-tab";

function newDraft(template: TemplateDetail): Draft {
  // The template's title is a sensible first title: the customer can change it before saving.
  return { title: template.title, values: {}, customizedBody: null, calculations: [], parties: {} };
}

/** The drafting screen (issue 5): header with the actions, then its tabs. */
export function AgreementEditor({
  template,
  detail,
  routeTab,
  favouriteStar,
  documents,
  tools,
  partyTools,
  belowHeader,
  signatures,
  pec,
}: AgreementEditorProps) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<EditorTab>(() => initialTab(routeTab, searchParams));
  // The first save hands over where the customer was (editorPlaceOf): the same step, the same control.
  const location = useLocation();
  const [handedOver] = useState(() => editorPlaceOf(location.state));
  const [step, setStep] = useState(handedOver?.step ?? 0);
  useEffect(() => {
    if (!handedOver?.focusId) return;
    const frame = requestAnimationFrame(() => document.getElementById(handedOver.focusId ?? "")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [handedOver]);
  const [activeField] = useState(createActiveField);
  const state = useAgreementDraft(
    detail ? draftFromDetail(detail) : newDraft(template),
    detail
      ? draftFromDetail(detail)
      : { title: "", values: {}, customizedBody: null, calculations: [], parties: {} },
  );
  const { draft } = state;
  const { blocker, allowNextNavigation } = useUnsavedGuard(state.isDirty);

  const uiLanguage = isLanguage(i18n.language) ? i18n.language : "it";
  const groups = useMemo(() => groupFields(template.fields), [template.fields]);
  const { model, ctx, templateModel } = useDraftDocument(template, draft);
  const notes = useMemo(() => notesByField(templateModel, template.notes), [templateModel, template.notes]);
  const isValid = useMemo(
    () => isAgreementValid(template.fields, draft.values),
    [template.fields, draft.values],
  );

  // Messages under the fields: the server's answer first, then the live check of touched fields
  // (all of them once a save was attempted), in the interface's language.
  const errors = useMemo(() => {
    const live = validateValues(template.fields, draft.values, uiLanguage);
    const shown: Record<string, string> = {};
    for (const [slug, messages] of Object.entries(live)) {
      if (state.showAllErrors || state.touched.has(slug)) shown[slug] = messages[0] as string;
    }
    return { ...shown, ...state.serverErrors.values };
  }, [template.fields, draft.values, uiLanguage, state.showAllErrors, state.touched, state.serverErrors]);

  const changeTab = useCallback(
    (next: string | null) => {
      if (!isEditorTab(next)) return;
      setTab(next);
      setSearchParams(
        (params) => {
          params.set("tab", next);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const { save, saving, setStatus, changingStatus } = useSaveDraft({
    template,
    detail,
    state,
    groups,
    tab,
    step,
    allowNextNavigation,
    onStepChange: setStep,
    onTabChange: changeTab,
  });

  useHotkeys([["mod+S", () => save()]], []);

  // A calculator's results fill the mapped fields, checked like typed ones (touched).
  // The calculation goes with the next save: the agreement keeps it, to open it again.
  const { setValue, touch, keepCalculation } = state;
  const insert = useCallback(
    (results: InsertedResults, calculation: AgreementCalculationBody) => {
      const values = insertedValues(template.fields, results);
      const slugs = Object.keys(values);
      if (slugs.length === 0) return;
      keepCalculation(calculation);
      for (const slug of slugs) {
        setValue(slug, values[slug] ?? null);
        touch(slug);
      }
      const labels = slugs.map((slug) => template.fields.find((field) => field.slug === slug)?.label ?? slug);
      notifySuccess(t("agreementEditor.tools.inserted", { count: slugs.length, fields: labels.join(", ") }));
    },
    [template.fields, setValue, touch, keepCalculation, t],
  );

  const onValueChange = useCallback(
    (slug: string, value: AgreementValues[string]) => {
      state.setValue(slug, value);
      activeField.set(slug);
    },
    [state.setValue, activeField],
  );

  const hasDetail = detail !== null && signatures !== undefined;
  // Frozen for signature (issue 45): the server refuses every change, so nothing here offers one.
  const frozen = detail !== null && isFrozenStatus(detail.status);
  // The same element from render to render: React leaves the tab bar alone while typing.
  const tabsList = useMemo(
    () => (
      <Tabs.List aria-label={t("agreementEditor.tabs.label")} className={classes.tabs}>
        {visibleTabs(hasDetail).map((id) => (
          <Tabs.Tab key={id} value={id}>
            {t(`agreementEditor.tabs.${id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    ),
    [t, hasDetail],
  );
  const goToCompile = useCallback(() => changeTab("compile"), [changeTab]);
  const goToPreview = useCallback(() => changeTab("preview"), [changeTab]);
  // A PEC handed to the outbox: its recipients' receipts are followed on the «PEC» tab.
  const goToPec = useCallback(() => changeTab("pec"), [changeTab]);

  return (
    <Stack gap="md" className={classes.root}>
      <DocumentStyles />
      <EditorHeader
        template={template}
        detail={detail}
        title={draft.title}
        titleError={
          state.serverErrors.title ??
          (state.showAllErrors && !draft.title.trim() ? t("agreementEditor.header.titleRequired") : undefined)
        }
        isValid={isValid}
        isDirty={state.isDirty}
        isSaving={saving}
        isChangingStatus={changingStatus}
        otherErrors={state.serverErrors.other}
        favouriteStar={favouriteStar}
        onTitleChange={state.setTitle}
        onSave={save}
        onSetStatus={setStatus}
      />
      {detail && belowHeader?.(detail)}
      {frozen && (
        <Alert color="blue" styles={READABLE_ALERT} icon={<IconLock size={18} aria-hidden />}>
          {t("agreementEditor.frozen")}
        </Alert>
      )}
      <Tabs value={tab} onChange={changeTab} keepMounted={false}>
        {tabsList}
        <Tabs.Panel value="discipline" pt="md">
          <DisciplineTab template={template} onStart={goToCompile} />
        </Tabs.Panel>
        <Tabs.Panel value="compile" pt="md">
          <fieldset disabled={frozen} className={classes.fieldset}>
            <CompileTab
              groups={groups}
              step={Math.min(step, Math.max(groups.length - 1, 0))}
              onStepChange={setStep}
              values={draft.values}
              errors={errors}
              notesByField={notes}
              model={model}
              ctx={ctx}
              activeField={activeField}
              onValueChange={onValueChange}
              onFieldFocus={activeField.set}
              onFieldBlur={state.touch}
              onGoToPreview={goToPreview}
              parties={template.parties}
              partyTools={partyTools}
              templateId={template.id}
              bindings={draft.parties}
              onFillParty={state.fillParty}
              onUnbindParty={state.unbindParty}
            />
          </fieldset>
        </Tabs.Panel>
        <Tabs.Panel value="customise" pt="md">
          {frozen ? (
            <DocumentView model={model} ctx={ctx} mode="print" />
          ) : (
            <CustomiseTab
              model={model}
              ctx={ctx}
              fields={template.fields}
              notes={template.notes}
              templateBody={template.body}
              isCustomised={draft.customizedBody !== null}
              onChange={state.setCustomizedBody}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <PreviewTab
            model={model}
            ctx={ctx}
            detail={detail}
            isDirty={state.isDirty}
            isValid={isValid}
            documents={documents}
            onPecSent={pec ? goToPec : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="tools" pt="md">
          <ToolsTab
            templateId={template.id}
            tools={tools}
            onInsert={insert}
            kept={detail?.calculations ?? []}
            pending={state.draft.calculations}
          />
        </Tabs.Panel>
        {detail && signatures && (
          <Tabs.Panel value="signatures" pt="md">
            {signatures?.({ agreement: detail, template, isDirty: state.isDirty, isValid })}
          </Tabs.Panel>
        )}
        {detail && signatures && (
          <Tabs.Panel value="pec" pt="md">
            {pec?.(detail)}
          </Tabs.Panel>
        )}
      </Tabs>
      <UnsavedChangesModal blocker={blocker} />
    </Stack>
  );
}
