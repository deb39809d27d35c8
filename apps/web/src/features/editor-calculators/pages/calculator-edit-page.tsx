import { LANGUAGES, MODULES, TEMPLATE_STATUSES } from "@app/contracts";
import { Button, Group, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { useEffect, useMemo, useReducer, useState } from "react";
import { Link, Outlet, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { AuthoringFrame, authoringLoadState } from "../../../components/authoring/authoring-frame";
import { TemplateStatusBadge } from "../../../components/status-badge";
import { ApiError } from "../../../lib/api-error";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { useUnsavedGuard } from "../../../lib/use-unsaved-guard";
import { useCalculatorDetail, useConstantList, useSaveCalculator } from "../api/calculator-editor-api";
import { BreakdownFields } from "../components/breakdown-fields";
import { CalculatorDeleteDialog } from "../components/calculator-delete-dialog";
import { DefinitionTables } from "../components/definition-tables";
import { MetadataBlock } from "../components/edit-screen-parts";
import { LinkedTemplates } from "../components/linked-templates";
import { ProspettoText } from "../components/prospetto-text";
import { type PublishedFacts, VersionFacts, withoutStatus } from "../components/version-facts";
import {
  type CalculatorDraft,
  draftErrors,
  draftFrom,
  draftReducer,
  emptyDraft,
  type Metadata,
  serverRowErrors,
  toBody,
} from "../model/calculator-draft";

const METADATA: (keyof Metadata | "prospetto")[] = [
  "title",
  "code",
  "language",
  "module",
  "status",
  "prospetto",
];

/**
 * `editor-calculator-template-create` and `-edit`: a calculator's metadata and its definition
 * (inputs, steps, outputs), checked as it is typed; the evaluate screen opens over it.
 */
export function CalculatorEditPage() {
  const id = useRouteId();
  // The calculator just created starts its screen afresh at its own address.
  return <CalculatorEditScreen key={id ?? "new"} id={id} />;
}

function CalculatorEditScreen({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useCalculatorDetail(id);
  const missing = useItemMissing(detail.error);
  const [saved, setSaved] = useState<CalculatorDraft>(emptyDraft);
  const [draft, dispatch] = useReducer(draftReducer, saved);
  const save = useSaveCalculator();
  const constants = useConstantList();
  const [deleting, setDeleting] = useState(false);
  // The published version's facts, as the server last told them.
  const [published, setPublished] = useState<PublishedFacts | null>(null);

  useEffect(() => {
    if (!detail.data) return;
    const loaded = draftFrom(detail.data);
    setSaved(loaded);
    setPublished(detail.data);
    dispatch({ type: "reset", draft: loaded });
  }, [detail.data]);

  const body = useMemo(() => toBody(draft), [draft]);
  const dirty = JSON.stringify(body) !== JSON.stringify(toBody(saved));
  const rowOpen = [draft.inputs, draft.steps, draft.outputs].some((table) => table.openKey !== null);
  const { blocker, allowNextNavigation } = useUnsavedGuard(
    dirty || rowOpen,
    id === null ? undefined : pathTo("editor-calculator-template-edit", { id }),
  );
  const series = (constants.data?.results ?? []).map((constant) => constant.slug);
  // The series that exist, once they are known: formulas reading others are flagged.
  const known = constants.data ? new Set(series) : undefined;
  const invalidRows = Object.keys(draftErrors(draft, known)).length;
  const errors = serverFormErrors(save.error, METADATA);
  const rowErrors = serverRowErrors(draft, save.error instanceof ApiError ? save.error.body : null);
  const other = errors.other.filter((line) => !/^(inputs|steps|outputs)\.\d+/.test(line));

  // Saving sends the status only when it changes, so saving a public calculator keeps what
  // customers run; "Publish" asks for it and makes what is written the next version.
  const submit = (publish = false) =>
    save.mutate(
      {
        id,
        body:
          publish || id === null || draft.status !== saved.status
            ? { ...body, ...(publish ? { status: "public" as const } : {}) }
            : withoutStatus(body),
      },
      {
        onSuccess: (calculator) => {
          const next = draftFrom(calculator);
          setSaved(next);
          setPublished(calculator);
          dispatch({ type: "reset", draft: next });
          notifySuccess(t("editorCalculators.edit.saved", { title: calculator.title }));
          if (id === null) {
            allowNextNavigation();
            navigate(pathTo("editor-calculator-template-edit", { id: calculator.id }), { replace: true });
          }
        },
      },
    );

  const listPath = pathTo("editor-calculator-template-list");
  const loadState = authoringLoadState(id, detail, missing, listPath);
  if (loadState) return loadState;
  const set = (change: Partial<Metadata>) => dispatch({ type: "metadata", change });

  return (
    <AuthoringFrame
      title={id === null ? t(routeTitleKey("editor-calculator-template-create")) : saved.title}
      facts={
        id !== null && (
          <Group gap="xs">
            <TemplateStatusBadge status={saved.status} />
            <VersionFacts facts={published} />
            {dirty && (
              <Text size="sm" c="dimmed">
                {t("editorCalculators.edit.unsaved")}
              </Text>
            )}
          </Group>
        )
      }
      actions={
        id !== null && (
          <Button
            variant="default"
            component={Link}
            to={pathTo("editor-calculator-template-edit-evaluate", { id })}
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            {t("editorCalculators.actions.evaluate")}
          </Button>
        )
      }
      onDelete={id === null ? undefined : () => setDeleting(true)}
      beforeSave={
        id !== null &&
        saved.status === "public" &&
        (published?.has_unpublished_changes || dirty) && (
          <Button
            variant="filled"
            color="teal.9"
            onClick={() => submit(true)}
            loading={save.isPending}
            disabled={rowOpen}
          >
            {t("editorCalculators.versions.publish")}
          </Button>
        )
      }
      onSave={() => submit()}
      saving={save.isPending}
      saveDisabled={rowOpen}
      problems={{
        other,
        notSavedTitle: t("editorCalculators.edit.notSaved"),
        invalidCount: invalidRows,
        invalidTitle: t("editorCalculators.edit.invalidRows", { count: invalidRows }),
      }}
      blocker={blocker}
    >
      <MetadataBlock>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TextInput
            style={{ gridColumn: "span 2" }}
            label={t("editorCalculators.fields.title")}
            value={draft.title}
            maxLength={200}
            onChange={(event) => set({ title: event.currentTarget.value })}
            error={errors.fields.title}
            required
          />
          <TextInput
            label={t("editorCalculators.fields.code")}
            description={t("editorCalculators.edit.codeHelp")}
            value={draft.code}
            maxLength={60}
            onChange={(event) => set({ code: event.currentTarget.value })}
            error={errors.fields.code}
            required
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <Select
            label={t("editorCalculators.fields.module")}
            data={MODULES.map((value) => ({ value, label: t(`editorTemplates.module.${value}`) }))}
            value={draft.module}
            allowDeselect={false}
            onChange={(value) => value && set({ module: value as Metadata["module"] })}
            error={errors.fields.module}
          />
          <Select
            label={t("editorCalculators.fields.language")}
            data={LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }))}
            value={draft.language}
            allowDeselect={false}
            onChange={(value) => value && set({ language: value as Metadata["language"] })}
            error={errors.fields.language}
          />
          <Select
            label={t("editorCalculators.fields.status")}
            data={TEMPLATE_STATUSES.map((value) => ({ value, label: t(`editorTemplates.status.${value}`) }))}
            value={draft.status}
            allowDeselect={false}
            onChange={(value) => value && set({ status: value as Metadata["status"] })}
            error={errors.fields.status}
          />
        </SimpleGrid>
      </MetadataBlock>
      <DefinitionTables draft={draft} dispatch={dispatch} serverErrors={rowErrors} series={series} />
      <BreakdownFields draft={draft} onChange={set} />
      <ProspettoText draft={draft} onChange={set} error={errors.fields.prospetto} />
      {id !== null && <LinkedTemplates calculatorId={id} versions={published?.versions ?? []} />}
      {id !== null && (
        <CalculatorDeleteDialog
          item={deleting ? { id, title: saved.title } : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            allowNextNavigation();
            navigate(listPath);
          }}
        />
      )}
      <Outlet />
    </AuthoringFrame>
  );
}
