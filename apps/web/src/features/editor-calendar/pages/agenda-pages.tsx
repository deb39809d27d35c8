import {
  AGENDA_VISIBILITIES,
  type Agenda,
  type AgendaVisibility,
  MODULES,
  type Module,
} from "@app/contracts";
import {
  Anchor,
  Badge,
  Checkbox,
  ColorInput,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { EditScreenHeader } from "../../../components/edit-screen-header";
import { ListFilters } from "../../../components/list-filters";
import { pagerOf } from "../../../components/list-pager";
import { ListScreen } from "../../../components/list-screen";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { listCodec, listQuery } from "../../../lib/list-codec";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useListUrlState } from "../../../lib/use-list-url-state";
import { useAgenda, useAgendaList, useDeleteAgenda, useSaveAgenda } from "../api/editor-calendar-api";

type AgendaOrder = "name" | "updated_at";
const FILTERS = ["search", "visibility"] as const;
const codec = listCodec<AgendaOrder, (typeof FILTERS)[number]>(["name", "updated_at"], "name", FILTERS);
const SWATCHES = ["#1c7ed6", "#c2255c", "#e8590c", "#2f9e44", "#6741d9", "#0c8599", "#495057"];

/** `editor-calendar-agenda-list`: the editors' agendas, published to customers or internal. */
export function AgendaListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, filtered } = useListUrlState(codec);
  const query = useMemo(() => listQuery(params, FILTERS), [params]);
  const list = useAgendaList(query);
  const columns: DataColumn<Agenda, AgendaOrder>[] = [
    {
      key: "name",
      label: t("editorCalendar.agenda.name"),
      sort: "name",
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: row.colour }} />
          <Anchor component={Link} to={pathTo("editor-calendar-agenda-edit", { id: row.id })} fw={600}>
            {row.name}
          </Anchor>
        </Group>
      ),
    },
    {
      key: "visibility",
      label: t("editorCalendar.agenda.visibility"),
      cell: (row) => (
        <Badge variant="outline" color={row.visibility === "published" ? "teal.9" : "gray.7"}>
          {t(`editorCalendar.visibility.${row.visibility}`)}
        </Badge>
      ),
    },
    {
      key: "modules",
      label: t("editorCalendar.agenda.modules"),
      cell: (row) => row.modules.map((m) => t(`editorCalendar.modules.${m}`)).join(", ") || "—",
    },
    { key: "count", label: t("editorCalendar.agenda.appointments"), cell: (row) => row.appointments_count },
  ];
  return (
    <ListScreen
      title={t(routeTitleKey("editor-calendar-agenda-list"))}
      actions={
        <NewItemLink to={pathTo("editor-calendar-agenda-create")}>
          {t("editorCalendar.agenda.new")}
        </NewItemLink>
      }
      filters={
        <ListFilters
          search={{
            label: t("editorCalendar.agenda.search"),
            value: params.search,
            onChange: (search) => change({ search }),
          }}
          choices={[
            {
              label: t("editorCalendar.agenda.visibility"),
              value: params.visibility,
              onChange: (visibility) => change({ visibility }),
              data: AGENDA_VISIBILITIES.map((v) => ({
                value: v,
                label: t(`editorCalendar.visibility.${v}`),
              })),
            },
          ]}
        />
      }
      list={list}
      loading={<RowsSkeleton rows={4} height={36} />}
      empty={t("editorCalendar.agenda.empty")}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, change)}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <DataTable
            label={t("editorCalendar.agenda.table")}
            columns={columns}
            rows={rows}
            order={params}
            onOrder={change}
            minWidth={640}
          />
        </Paper>
      )}
    </ListScreen>
  );
}

interface AgendaValues {
  name: string;
  colour: string;
  description: string;
  visibility: AgendaVisibility;
  modules: Module[];
}
const emptyAgenda: AgendaValues = {
  name: "",
  colour: SWATCHES[0] as string,
  description: "",
  visibility: "internal",
  modules: [],
};

/** `editor-calendar-agenda-create` and `{id}/edit`: an agenda's name, colour, audience; delete. */
export function AgendaEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const agenda = useAgenda(id);
  const missing = useItemMissing(agenda.error);
  const save = useSaveAgenda(id);
  const remove = useDeleteAgenda();
  const [values, setValues] = useState<AgendaValues>(emptyAgenda);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    if (agenda.data) {
      const { name, colour, description, visibility, modules } = agenda.data;
      setValues({ name, colour, description, visibility, modules });
    }
  }, [agenda.data]);
  const errors = serverFormErrors(save.error, ["name", "colour", "description", "visibility", "modules"]);
  const back = pathTo("editor-calendar-agenda-list");
  if (missing) return <NotFoundState back={{ to: back }} />;
  if (id !== null && agenda.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void agenda.refetch()} />;
  return (
    <Stack gap="md">
      <EditScreenHeader
        title={id === null ? t("editorCalendar.agenda.new") : (agenda.data?.name ?? "")}
        deleteLabel={t("editorCalendar.delete")}
        onDelete={agenda.data ? () => setDeleting(true) : undefined}
      />
      {id !== null && !agenda.data ? (
        <Skeleton height={300} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            framed={false}
            onSubmit={() =>
              save.mutate(values, {
                onSuccess: (saved) => {
                  notifySuccess(t("common.saved"));
                  if (id === null)
                    navigate(pathTo("editor-calendar-agenda-edit", { id: saved.id }), { replace: true });
                },
              })
            }
            otherErrors={errors.other}
            otherErrorsTitle={t("editorCalendar.notSaved")}
            submitLabel={t("editorCalendar.save")}
            cancel={{ label: t("editorCalendar.back"), to: back }}
            pending={save.isPending}
            canSubmit={values.name.trim() !== ""}
          >
            <TextInput
              label={t("editorCalendar.agenda.name")}
              required
              maxLength={120}
              value={values.name}
              onChange={(event) => {
                const name = event.currentTarget.value;
                setValues((v) => ({ ...v, name }));
              }}
              error={errors.fields.name}
            />
            <ColorInput
              label={t("editorCalendar.agenda.colour")}
              format="hex"
              swatches={SWATCHES}
              eyeDropperButtonProps={{ "aria-label": t("editorCalendar.agenda.eyeDropper") }}
              value={values.colour}
              onChange={(colour) => setValues((v) => ({ ...v, colour }))}
              error={errors.fields.colour}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="agenda-visibility">
                {t("editorCalendar.agenda.visibility")}
              </Text>
              <SegmentedControl
                aria-labelledby="agenda-visibility"
                data={AGENDA_VISIBILITIES.map((v) => ({
                  value: v,
                  label: t(`editorCalendar.visibility.${v}`),
                }))}
                value={values.visibility}
                onChange={(visibility) =>
                  setValues((v) => ({ ...v, visibility: visibility as AgendaVisibility }))
                }
              />
              <Text size="xs" c="dimmed">
                {t("editorCalendar.agenda.visibilityHelp")}
              </Text>
            </Stack>
            <Checkbox.Group
              label={t("editorCalendar.agenda.modules")}
              value={values.modules}
              onChange={(modules) => setValues((v) => ({ ...v, modules: modules as Module[] }))}
              error={errors.fields.modules}
            >
              <Group mt={4}>
                {MODULES.map((m) => (
                  <Checkbox key={m} value={m} label={t(`editorCalendar.modules.${m}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Textarea
              label={t("editorCalendar.agenda.description")}
              autosize
              minRows={2}
              maxLength={2000}
              value={values.description}
              onChange={(event) => {
                const description = event.currentTarget.value;
                setValues((v) => ({ ...v, description }));
              }}
              error={errors.fields.description}
            />
          </ResourceForm>
        </Paper>
      )}
      {agenda.data && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={t("editorCalendar.confirmTitle")}
          confirmLabel={t("editorCalendar.delete")}
          cancelLabel={t("editorCalendar.cancel")}
          pending={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(agenda.data.id, {
              onSuccess: () => {
                notifySuccess(t("common.deleted"));
                navigate(back);
              },
            })
          }
        >
          <Text>
            {t("editorCalendar.agenda.deleteText", {
              name: agenda.data.name,
              count: agenda.data.appointments_count,
            })}
          </Text>
        </ConfirmDeleteDialog>
      )}
    </Stack>
  );
}
