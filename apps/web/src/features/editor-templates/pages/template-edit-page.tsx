import { Alert, List, Stack, Tabs } from "@mantine/core";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { AuthoringFrame, authoringLoadState } from "../../../components/authoring/authoring-frame";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { useUnsavedGuard } from "../../../lib/use-unsaved-guard";
import { useSetTemplateStatus } from "../api/template-api";
import { ContentTables } from "../components/content-tables";
import { LinksPanel } from "../components/links-panel";
import { LockedNotice } from "../components/locked-notice";
import { MetadataSection } from "../components/metadata-section";
import { blocksSaving, PlaceholderCheck } from "../components/placeholder-check";
import { PublishDialog } from "../components/publish-dialog";
import { TemplateDeleteDialog } from "../components/template-delete-dialog";
import { TemplateEditFacts, TemplateVersionCommands } from "../components/template-edit-facts";
import { type RenderTemplateDocument, TemplatePreview } from "../components/template-preview";
import { TemplateTextEditor } from "../components/template-text-editor";
import { VersionsPanel } from "../components/versions-panel";
import { useLogicCheck } from "../hooks/use-logic-check";
import { useTemplateEditor } from "../hooks/use-template-editor";
import { type LinkRef, linksIn } from "../model/placeholder-views";
import { rowErrors, unplacedErrors } from "../model/server-errors";
import { liveCheck } from "../model/template-draft";

const METADATA_KEYS = /^(title|language|module|status|keywords|categories|wizards|calculators|parties)\b/;

/**
 * `editor-agreement-template-create` and `-edit`: a template version's metadata, text, commentary,
 * fields, notes and links, with the live placeholder check, a preview and its versions.
 */
export function TemplateEditPage({ renderDocument }: { renderDocument: RenderTemplateDocument }) {
  const id = useRouteId();
  // Another version (or the template just created) starts its screen afresh.
  return <TemplateEditScreen key={id ?? "new"} id={id} renderDocument={renderDocument} />;
}

function TemplateEditScreen({
  id,
  renderDocument,
}: {
  id: number | null;
  renderDocument: RenderTemplateDocument;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useTemplateEditor(id);
  const { draft, dispatch, detail, locked, errors } = editor;
  const { blocker, allowNextNavigation } = useUnsavedGuard(editor.dirty || editor.rowOpen);
  const [tab, setTab] = useState<string | null>("text");
  const [extraLinks, setExtraLinks] = useState<LinkRef[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const setStatus = useSetTemplateStatus();
  const missing = useItemMissing(detail.error);

  const check = useMemo(() => liveCheck(draft), [draft]);
  const logic = useLogicCheck(draft);
  // The server refuses a text whose logic is wrong: Save waits until the live check finds none.
  const unsavable = blocksSaving(logic);
  const warnings = logic.filter((issue) => issue.severity === "warning").length;
  const unplaced = unplacedErrors(errors);
  const links = useMemo(() => {
    const cited = linksIn([draft.body, draft.discipline]);
    return [...cited, ...extraLinks.filter((l) => !cited.some((c) => c.raw === l.raw))];
  }, [draft.body, draft.discipline, extraLinks]);
  const fields = useMemo(
    () => draft.fields.rows.map((r) => r.data).filter((f) => f.slug),
    [draft.fields.rows],
  );
  const noteCount = draft.notes.rows.filter((r) => r.data.slug).length;
  const rowErrorCount = Object.keys(errors).filter((key) => /^(fields|notes)\./.test(key)).length;
  const errorsOf = (list: "fields" | "notes", key: string) => rowErrors(errors, list, editor.sent[list], key);
  const heading = t(
    routeTitleKey(id === null ? "editor-agreement-template-create" : "editor-agreement-template-edit"),
  );

  const goTo = (nextId: number) => {
    allowNextNavigation();
    void navigate(pathTo("editor-agreement-template-edit", { id: nextId }));
  };
  const save = async (change?: Parameters<typeof editor.save>[0]): Promise<boolean> => {
    const result = await editor.save(change);
    if ("errors" in result) {
      // Show the tab where the refusal's fields are.
      const keys = Object.keys(result.errors);
      if (keys.some((key) => /^(fields|notes)\./.test(key))) setTab("fields");
      else if (keys.some((key) => METADATA_KEYS.test(key))) setTab("metadata");
      return false;
    }
    // A reference a condition can leave without its clause saves, and is said once more.
    notifySuccess(
      warnings ? t("editorTemplates.edit.savedWithWarnings", { count: warnings }) : t("common.saved"),
    );
    if (id === null) goTo(result.detail.id);
    return true;
  };
  const onPublish = (publish: boolean) => {
    const data = detail.data;
    // A later version's first publication tells customers: the editor may call it minor.
    if (publish && data && data.version > 1 && data.published_at === null) setPublishing(true);
    else void save({ status: publish ? "public" : "draft" });
  };
  const publishLater = async (minor: boolean) => {
    if (id === null || (editor.dirty && !(await save()))) return setPublishing(false);
    try {
      const answer = await setStatus.mutateAsync({ id, status: "public", minor });
      notifySuccess(t("editorTemplates.publish.published", { version: answer.version }));
    } catch {
      // The mutation's own error notification has said why.
    } finally {
      setPublishing(false);
    }
  };
  const newVersion = async () => {
    const result = await editor.createVersion();
    if (!result) return;
    notifySuccess(t("editorTemplates.version.created", { version: result.version }));
    goTo(result.id);
  };

  const loadState = authoringLoadState(id, detail, missing, pathTo("editor-agreement-template-list"));
  if (loadState) return loadState;
  // The text as customers will read it: the Preview tab, and the Text tab of a published version.
  const preview = (
    <TemplatePreview
      body={draft.body}
      fields={fields}
      parties={draft.parties}
      language={draft.language}
      title={draft.title}
      renderDocument={renderDocument}
    />
  );

  return (
    <AuthoringFrame
      title={heading}
      facts={<TemplateEditFacts detail={detail.data} dirty={editor.dirty} rowOpen={editor.rowOpen} />}
      onDelete={detail.data ? () => setDeleting(true) : undefined}
      beforeSave={
        detail.data && (
          <TemplateVersionCommands
            detail={detail.data}
            blocked={editor.rowOpen || editor.saving || unsavable}
            creatingVersion={editor.creatingVersion}
            onNewVersion={() => void newVersion()}
            onPublish={onPublish}
          />
        )
      }
      onSave={() => void save()}
      saving={editor.saving}
      saveDisabled={editor.rowOpen || unsavable || (!editor.dirty && detail.data !== undefined)}
      blocker={blocker}
    >
      {locked && detail.data && (
        <LockedNotice
          count={detail.data.agreements_count}
          onNewVersion={() => void newVersion()}
          creating={editor.creatingVersion}
        />
      )}
      {unplaced.length > 0 && (
        <Alert styles={READABLE_ALERT} color="red" role="alert" title={t("editorTemplates.edit.notSaved")}>
          <List size="sm" spacing={2} data-testid="save-refusal">
            {unplaced.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <PlaceholderCheck check={check} logic={logic} />
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="text">{t("editorTemplates.edit.tabs.text")}</Tabs.Tab>
          <Tabs.Tab value="fields" c={rowErrorCount > 0 ? "red" : undefined}>
            {t("editorTemplates.edit.tabs.fields", { fields: fields.length, notes: noteCount })}
          </Tabs.Tab>
          <Tabs.Tab value="metadata" c={errors.title ? "red" : undefined}>
            {t("editorTemplates.edit.tabs.metadata")}
          </Tabs.Tab>
          <Tabs.Tab value="discipline">{t("editorTemplates.edit.tabs.discipline")}</Tabs.Tab>
          <Tabs.Tab value="preview">{t("editorTemplates.edit.tabs.preview")}</Tabs.Tab>
          {detail.data && <Tabs.Tab value="versions">{t("editorTemplates.edit.tabs.versions")}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="text" pt="md">
          <Stack gap="md">
            {locked ? (
              preview
            ) : (
              <TemplateTextEditor
                label={t("editorTemplates.edit.body")}
                // The toolbar's list is empty until a field, a note or a link exists: say where the first comes from.
                description={t(
                  fields.length + noteCount + links.length === 0
                    ? "editorTemplates.edit.bodyHelpFirst"
                    : "editorTemplates.edit.bodyHelp",
                )}
                value={draft.body}
                onChange={(body) => dispatch({ type: "set", change: { body } })}
                draft={draft}
                links={links}
                withLogic
                testId="template-body"
              />
            )}
            <LinksPanel
              links={links}
              onAdd={(link) => setExtraLinks((list) => [...list, link])}
              readOnly={locked}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="fields" pt="md">
          <Stack gap="md">
            <ContentTables
              draft={draft}
              onFields={(action) => dispatch({ type: "fields", action })}
              onNotes={(action) => dispatch({ type: "notes", action })}
              rowErrors={errorsOf}
              readOnly={locked}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="metadata" pt="md">
          <MetadataSection
            templateId={id}
            draft={draft}
            onChange={(change) => dispatch({ type: "set", change })}
            errors={errors}
            locked={locked}
          />
        </Tabs.Panel>
        <Tabs.Panel value="discipline" pt="md">
          <TemplateTextEditor
            label={t("editorTemplates.edit.discipline")}
            description={t("editorTemplates.edit.disciplineHelp")}
            value={draft.discipline}
            onChange={(discipline) => dispatch({ type: "set", change: { discipline } })}
            draft={draft}
            links={links}
            testId="template-discipline"
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <Stack gap="md">{preview}</Stack>
        </Tabs.Panel>
        {detail.data && (
          <Tabs.Panel value="versions" pt="md">
            <VersionsPanel
              detail={detail.data}
              onNewVersion={() => void newVersion()}
              creating={editor.creatingVersion}
            />
          </Tabs.Panel>
        )}
      </Tabs>
      {detail.data && (
        <PublishDialog
          version={detail.data.version}
          opened={publishing}
          publishing={setStatus.isPending || editor.saving}
          onClose={() => setPublishing(false)}
          onPublish={(minor) => void publishLater(minor)}
        />
      )}
      <TemplateDeleteDialog
        item={deleting && detail.data ? detail.data : null}
        onClose={() => setDeleting(false)}
        onDeleted={(archived) => {
          // An archived version stays, with its new status; a deleted one is gone.
          if (archived) return;
          allowNextNavigation();
          void navigate(pathTo("editor-agreement-template-list"));
        }}
      />
    </AuthoringFrame>
  );
}
