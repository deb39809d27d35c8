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
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { useTranslation } from "../../../lib/use-translation";
import { useAgenda, useAgendaList, useDeleteAgenda, useSaveAgenda } from "../api/editor-calendar-api";

const SWATCHES = ["#1c7ed6", "#c2255c", "#e8590c", "#2f9e44", "#6741d9", "#0c8599", "#495057"];

/** `editor-calendar-agenda-list`: the editors' agendas, published to customers or internal. */
const AGENDA_LIST: ListPageDeclaration<Agenda, "name" | "updated_at", "search" | "visibility"> = {
  route: "editor-calendar-agenda-list",
  orders: ["name", "updated_at"],
  defaultOrder: "name",
  filters: ["search", "visibility"],
  useList: useAgendaList,
  create: { route: "editor-calendar-agenda-create", label: "editorCalendar.agenda.new" },
  search: "editorCalendar.agenda.search",
  choices: [
    {
      filter: "visibility",
      label: "editorCalendar.agenda.visibility",
      options: (t) =>
        AGENDA_VISIBILITIES.map((v) => ({ value: v, label: t(`editorCalendar.visibility.${v}`) })),
    },
  ],
  columns: (t) => [
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
  ],
  table: { label: "editorCalendar.agenda.table", minWidth: 640 },
  empty: "editorCalendar.agenda.empty",
  loadingRows: 4,
};

export function AgendaListPage() {
  return <ResourceListPage declaration={AGENDA_LIST} />;
}

interface AgendaValues {
  name: string;
  colour: string;
  description: string;
  visibility: AgendaVisibility;
  modules: Module[];
}

function AgendaForm({ values, set, errors }: FormProps<Agenda, AgendaValues>) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t("editorCalendar.agenda.name")}
        required
        maxLength={120}
        value={values.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        error={errors.fields.name}
      />
      <ColorInput
        label={t("editorCalendar.agenda.colour")}
        format="hex"
        swatches={SWATCHES}
        eyeDropperButtonProps={{ "aria-label": t("editorCalendar.agenda.eyeDropper") }}
        value={values.colour}
        onChange={(colour) => set({ colour })}
        error={errors.fields.colour}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="agenda-visibility">
          {t("editorCalendar.agenda.visibility")}
        </Text>
        <SegmentedControl
          aria-labelledby="agenda-visibility"
          data={AGENDA_VISIBILITIES.map((v) => ({ value: v, label: t(`editorCalendar.visibility.${v}`) }))}
          value={values.visibility}
          onChange={(visibility) => set({ visibility: visibility as AgendaVisibility })}
        />
        <Text size="xs" c="dimmed">
          {t("editorCalendar.agenda.visibilityHelp")}
        </Text>
      </Stack>
      <Checkbox.Group
        label={t("editorCalendar.agenda.modules")}
        value={values.modules}
        onChange={(modules) => set({ modules: modules as Module[] })}
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
        onChange={(event) => set({ description: event.currentTarget.value })}
        error={errors.fields.description}
      />
    </>
  );
}

/** `editor-calendar-agenda-create` and `{id}/edit`: an agenda's name, colour, audience; delete. */
const AGENDA_EDIT: EditPageDeclaration<Agenda, AgendaValues> = {
  list: "editor-calendar-agenda-list",
  edit: "editor-calendar-agenda-edit",
  useItem: useAgenda,
  useSave: useSaveAgenda,
  newValues: () => ({
    name: "",
    colour: SWATCHES[0] as string,
    description: "",
    visibility: "internal",
    modules: [],
  }),
  valuesOf: ({ name, colour, description, visibility, modules }) => ({
    name,
    colour,
    description,
    visibility,
    modules,
  }),
  fields: ["name", "colour", "description", "visibility", "modules"],
  title: (agenda) => agenda.name,
  texts: {
    new: "editorCalendar.agenda.new",
    save: "editorCalendar.save",
    back: "editorCalendar.back",
    notSaved: "editorCalendar.notSaved",
  },
  remove: {
    useDelete: useDeleteAgenda,
    texts: {
      delete: "editorCalendar.delete",
      confirmTitle: "editorCalendar.confirmTitle",
      cancel: "editorCalendar.cancel",
    },
    text: (agenda, t) => (
      <Text>
        {t("editorCalendar.agenda.deleteText", { name: agenda.name, count: agenda.appointments_count })}
      </Text>
    ),
  },
  required: ["name"],
  Form: AgendaForm,
};

export function AgendaEditPage() {
  return <ResourceEditPage declaration={AGENDA_EDIT} />;
}
