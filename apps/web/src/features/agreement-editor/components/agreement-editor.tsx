import type {
  AgreementCalculationBody,
  AgreementDetail,
  AgreementValues,
  TemplateDetail,
} from "@app/contracts";
import {
  isAgreementValid,
  parseHtml,
  type RenderContext,
  resolveTemplate,
  validateValues,
} from "@app/documents";
import { Stack, Tabs } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { UnsavedChangesModal } from "../../../components/unsaved-changes-modal";
import { isLanguage } from "../../../lib/language";
import { notifySuccess } from "../../../lib/notify";
import { useUnsavedGuard } from "../../../lib/use-unsaved-guard";
import { CompileTab } from "../compile/compile-tab";
import type { PartyToolsSlot } from "../compile/party-slot";
import { CustomiseTab } from "../customise/customise-tab";
import { DocumentStyles } from "../document/document-styles";
import { useAgreementDraft } from "../hooks/use-agreement-draft";
import { useSaveDraft } from "../hooks/use-save-draft";
import { type InsertedResults, insertedValues } from "../model/calculator-insert";
import { type Draft, draftFromDetail } from "../model/draft";
import { EDITOR_TABS, type EditorTab, initialTab, isEditorTab } from "../model/editor-tabs";
import { groupFields } from "../model/field-groups";
import { previewValues } from "../model/group-values";
import { notesByField } from "../model/related-notes";
import classes from "./agreement-editor.module.css";
import { DisciplineTab } from "./discipline-tab";
import { EditorHeader } from "./editor-header";
import { type EditorDocumentActions, PreviewTab } from "./preview-tab";
import { type CalculatorToolsSlot, ToolsTab } from "./tools-tab";

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
  /**
   * Under the header of a saved agreement, what other features say of it (composed in by the
   * route): an updated template available, its deadlines and the calendar.
   */
  belowHeader?: SavedAgreementSlot;
}

/** What another feature shows of a saved agreement (its template's update, its deadlines). */
export type SavedAgreementSlot = (agreement: AgreementDetail) => ReactNode;

function newDraft(template: TemplateDetail): Draft {
  // The template's title is a sensible first title: the customer can change it before saving.
  return { title: template.title, values: {}, customizedBody: null, calculations: [], parties: {} };
}

/** The drafting screen (issue 5): header with the actions, then the five tabs. */
export function AgreementEditor({
  template,
  detail,
  routeTab,
  favouriteStar,
  documents,
  tools,
  partyTools,
  belowHeader,
}: AgreementEditorProps) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<EditorTab>(() => initialTab(routeTab, searchParams));
  const [step, setStep] = useState(0);
  const [activeSlug, setActiveSlug] = useState<string | null>(null);
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
  const parsed = useMemo(
    () => parseHtml(draft.customizedBody ?? template.body),
    [draft.customizedBody, template.body],
  );
  // The document these answers call for (issue 32): conditions, repetitions, terms and clause
  // numbers resolved on every change; a template without logic comes back as it was parsed.
  // A group's blank cards print as blanks, as the form shows them.
  const shownValues = useMemo(
    () => previewValues(template.fields, draft.values),
    [template.fields, draft.values],
  );
  const model = useMemo(
    () =>
      resolveTemplate(parsed, {
        fields: template.fields,
        values: shownValues,
        language: template.language,
        parties: template.parties,
      }),
    [parsed, template.fields, template.language, template.parties, shownValues],
  );
  const templateModel = useMemo(() => parseHtml(template.body), [template.body]);
  const notes = useMemo(() => notesByField(templateModel, template.notes), [templateModel, template.notes]);
  const ctx = useMemo<RenderContext>(
    () => ({
      fields: template.fields,
      values: shownValues,
      language: template.language,
      title: draft.title,
      parties: template.parties,
    }),
    [template.fields, template.language, template.parties, shownValues, draft.title],
  );
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
      setActiveSlug(slug);
    },
    [state.setValue],
  );

  // The same element from render to render: React leaves the tab bar alone while typing.
  const tabsList = useMemo(
    () => (
      <Tabs.List aria-label={t("agreementEditor.tabs.label")} className={classes.tabs}>
        {EDITOR_TABS.map((id) => (
          <Tabs.Tab key={id} value={id}>
            {t(`agreementEditor.tabs.${id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    ),
    [t],
  );
  const goToCompile = useCallback(() => changeTab("compile"), [changeTab]);
  const goToPreview = useCallback(() => changeTab("preview"), [changeTab]);

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
      <Tabs value={tab} onChange={changeTab} keepMounted={false}>
        {tabsList}
        <Tabs.Panel value="discipline" pt="md">
          <DisciplineTab template={template} onStart={goToCompile} />
        </Tabs.Panel>
        <Tabs.Panel value="compile" pt="md">
          <CompileTab
            groups={groups}
            step={Math.min(step, Math.max(groups.length - 1, 0))}
            onStepChange={setStep}
            values={draft.values}
            errors={errors}
            notesByField={notes}
            model={model}
            ctx={ctx}
            activeSlug={activeSlug}
            onValueChange={onValueChange}
            onFieldFocus={setActiveSlug}
            onFieldBlur={state.touch}
            onGoToPreview={goToPreview}
            parties={template.parties}
            partyTools={partyTools}
            templateId={template.id}
            bindings={draft.parties}
            onFillParty={state.fillParty}
            onUnbindParty={state.unbindParty}
          />
        </Tabs.Panel>
        <Tabs.Panel value="customise" pt="md">
          <CustomiseTab
            model={model}
            ctx={ctx}
            fields={template.fields}
            notes={template.notes}
            templateBody={template.body}
            isCustomised={draft.customizedBody !== null}
            onChange={state.setCustomizedBody}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <PreviewTab
            model={model}
            ctx={ctx}
            detail={detail}
            isDirty={state.isDirty}
            isValid={isValid}
            documents={documents}
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
      </Tabs>
      <UnsavedChangesModal blocker={blocker} />
    </Stack>
  );
}
