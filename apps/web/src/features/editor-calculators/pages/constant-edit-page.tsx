import {
  type CalculatorConstant,
  CONSTANT_UNITS,
  type ConstantUnit,
  calculatorConstantCreateBodySchema,
} from "@app/contracts";
import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { AuthoringFrame, authoringLoadState } from "../../../components/authoring/authoring-frame";
import { ApiError } from "../../../lib/api-error";
import { decimalForScreen, type NumberLocale, toDecimalText } from "../../../lib/decimal-text";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { useUnsavedGuard } from "../../../lib/use-unsaved-guard";
import { useConstantDetail, useSaveConstant } from "../api/calculator-editor-api";
import { ConstantDeleteDialog } from "../components/calculator-delete-dialog";
import { ConstantValuesTable } from "../components/constant-values-table";
import { MetadataBlock } from "../components/edit-screen-parts";
import { rowsFrom, toValues, type ValueRow } from "../model/constant-values";

interface Header {
  slug: string;
  title: string;
  unit: ConstantUnit;
  source: string;
}

const HEADER_FIELDS = ["slug", "title", "unit", "source"];

/**
 * `editor-calculator-constant-create` and `-edit`: a dated series (the legal rate, the ECB rate,
 * the FOI index): its heading and its values, which editors add one by one or paste from a
 * spreadsheet. Saving replaces the series; every calculator uses it at once.
 */
export function ConstantEditPage() {
  const id = useRouteId();
  return <ConstantEditScreen key={id ?? "new"} id={id} />;
}

function headerOf(constant: CalculatorConstant | undefined): Header {
  return constant
    ? { slug: constant.slug, title: constant.title, unit: constant.unit, source: constant.source }
    : { slug: "", title: "", unit: "percent", source: "" };
}

function ConstantEditScreen({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation();
  // Values are typed with the screen's decimal separator: 1,6 in Italian, 1.6 in English.
  const locale: NumberLocale = i18n.language === "en" ? "en" : "it";
  const navigate = useNavigate();
  const detail = useConstantDetail(id);
  const missing = useItemMissing(detail.error);
  const save = useSaveConstant();
  const [header, setHeader] = useState<Header>(() => headerOf(undefined));
  const [rows, setRows] = useState<ValueRow[]>([]);
  const [savedBody, setSavedBody] = useState("");
  const [deleting, setDeleting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per record; a change of language rewrites the rows below, keeping what was typed
  useEffect(() => {
    if (!detail.data) return;
    setHeader(headerOf(detail.data));
    const loaded = rowsFrom(detail.data.values, locale);
    setRows(loaded);
    setSavedBody(JSON.stringify({ ...headerOf(detail.data), values: toValues(loaded, locale) }));
  }, [detail.data]);
  // The language changed: the values typed so far are written with the new separator.
  const shownIn = useRef(locale);
  useEffect(() => {
    const before = shownIn.current;
    if (before === locale) return;
    shownIn.current = locale;
    setRows((current) =>
      current.map((row) => ({ ...row, value: decimalForScreen(toDecimalText(row.value, before), locale) })),
    );
  }, [locale]);

  const body = useMemo(() => ({ ...header, values: toValues(rows, locale) }), [header, rows, locale]);
  const dirty = id === null ? header.slug !== "" || rows.length > 0 : JSON.stringify(body) !== savedBody;
  const { blocker, allowNextNavigation } = useUnsavedGuard(dirty);
  // Checked as the server will check it, so every cell says what is wrong before saving.
  const checked = calculatorConstantCreateBodySchema.safeParse(body);
  const cellErrors: Record<string, string> = {};
  if (save.error instanceof ApiError)
    for (const [path, messages] of Object.entries(save.error.body)) {
      const match = /^values\.(\d+)\.([a-z_]+)$/.exec(path);
      if (match)
        cellErrors[`${match[1]}.${match[2]}`] = Array.isArray(messages)
          ? messages.join(" ")
          : String(messages);
    }
  // The same checks in the user's words, which win over the server's.
  if (!checked.success)
    for (const issue of checked.error.issues)
      if (issue.path[0] === "values" && typeof issue.path[2] === "string")
        cellErrors[`${String(issue.path[1])}.${issue.path[2]}`] = t(
          `editorCalculators.constants.cellError.${issue.message === "repeated" ? "repeated" : issue.path[2]}`,
        );
  const errors = serverFormErrors(save.error, HEADER_FIELDS);
  const other = errors.other.filter((line) => !/^values\.\d+/.test(line));

  const submit = () => {
    const { slug, ...rest } = body;
    save.mutate(
      { id, body: id === null ? body : rest },
      {
        onSuccess: (saved) => {
          const loaded = rowsFrom(saved.values, locale);
          setHeader(headerOf(saved));
          setRows(loaded);
          setSavedBody(JSON.stringify({ ...headerOf(saved), values: toValues(loaded, locale) }));
          notifySuccess(
            t("editorCalculators.constants.saved", { title: saved.title, count: saved.values.length }),
          );
          if (id === null) {
            allowNextNavigation();
            navigate(pathTo("editor-calculator-constant-edit", { id: saved.id }), { replace: true });
          }
        },
      },
    );
  };

  const listPath = pathTo("editor-calculator-constant-list");
  const loadState = authoringLoadState(id, detail, missing, listPath);
  if (loadState) return loadState;
  const set = (change: Partial<Header>) => setHeader((current) => ({ ...current, ...change }));
  const invalidCells = Object.keys(cellErrors).length;

  return (
    <AuthoringFrame
      title={id === null ? t(routeTitleKey("editor-calculator-constant-create")) : header.title}
      backTo={listPath}
      onDelete={id === null ? undefined : () => setDeleting(true)}
      onSave={submit}
      saving={save.isPending}
      problems={{
        other,
        notSavedTitle: t("editorCalculators.constants.notSaved"),
        invalidCount: invalidCells,
        invalidTitle: t("editorCalculators.constants.invalidCells", { count: invalidCells }),
      }}
      blocker={blocker}
    >
      <MetadataBlock>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("editorCalculators.fields.title")}
            value={header.title}
            maxLength={200}
            onChange={(event) => set({ title: event.currentTarget.value })}
            error={errors.fields.title}
            required
          />
          <TextInput
            label={t("editorCalculators.fields.slug")}
            description={t("editorCalculators.constants.slugHelp")}
            value={header.slug}
            maxLength={60}
            disabled={id !== null}
            onChange={(event) => set({ slug: event.currentTarget.value })}
            error={errors.fields.slug}
            required
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <Select
            label={t("editorCalculators.constants.unit")}
            data={CONSTANT_UNITS.map((value) => ({ value, label: t(`editorCalculators.units.${value}`) }))}
            value={header.unit}
            allowDeselect={false}
            onChange={(value) => value && set({ unit: value as ConstantUnit })}
            error={errors.fields.unit}
          />
          <TextInput
            label={t("editorCalculators.constants.source")}
            description={t("editorCalculators.constants.sourceHelp")}
            value={header.source}
            maxLength={500}
            onChange={(event) => set({ source: event.currentTarget.value })}
            error={errors.fields.source}
          />
        </SimpleGrid>
      </MetadataBlock>
      <ConstantValuesTable rows={rows} onChange={setRows} errors={cellErrors} locale={locale} />
      {id !== null && (
        <ConstantDeleteDialog
          item={deleting ? { id, title: header.title } : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            allowNextNavigation();
            navigate(listPath);
          }}
        />
      )}
    </AuthoringFrame>
  );
}
