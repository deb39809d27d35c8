import { type EditorTemplateListItem, LANGUAGES, MODULES, TEMPLATE_STATUSES } from "@app/contracts";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { useMemo } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { authoringColumns } from "../../../components/authoring-columns";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { VersionBadge } from "../../../components/status-badge";
import { useChoices, useTemplateList, useTreeNodes } from "../api/template-api";
import { TemplateCard } from "../components/template-card";
import { TemplateDeleteDialog } from "../components/template-delete-dialog";
import { TemplateRowActions } from "../components/template-row-actions";
import { treeOptions } from "../model/tree-options";

const ORDER_LABELS = {
  title: "editorTemplates.fields.title",
  language: "editorTemplates.fields.language",
  module: "editorTemplates.fields.module",
  status: "editorTemplates.fields.status",
  version: "editorTemplates.list.version",
  updated_at: "editorTemplates.list.updated",
  created_at: "editorTemplates.list.created",
  id: "editorTemplates.list.id",
};
type TemplateOrder = keyof typeof ORDER_LABELS;

/** The language and status choices as the server names them, and the category tree. */
function useTemplateOptions() {
  const languages = useChoices("language-choices");
  const statuses = useChoices("status-choices");
  const categories = useTreeNodes("category");
  const category = useMemo(
    () => treeOptions(categories.data ?? []).map((option) => ({ ...option, disabled: false })),
    [categories.data],
  );
  return {
    language: languages.data ?? LANGUAGES.map((value) => ({ value, label: value })),
    status: statuses.data ?? [],
    category,
  };
}

/** `editor-agreement-template-list`: every version of every template, filtered, ordered, paged (spec §2). */
export const templateList: ListPageDeclaration<
  EditorTemplateListItem,
  TemplateOrder,
  "title" | "language" | "status" | "category" | "module"
> = {
  route: "editor-agreement-template-list",
  intro: "editorTemplates.list.intro",
  orders: Object.keys(ORDER_LABELS) as TemplateOrder[],
  defaultOrder: "updated_at",
  defaultDescending: true,
  pageSize: 10,
  descendingFirst: ["updated_at", "created_at", "version"],
  filters: ["title", "language", "status", "category", "module"],
  useList: useTemplateList,
  create: { route: "editor-agreement-template-create", label: "editorTemplates.list.new" },
  texts: [
    {
      filter: "title",
      label: "editorTemplates.filters.title",
      placeholder: "editorTemplates.filters.titlePlaceholder",
    },
  ],
  choices: [
    { filter: "language", label: "editorTemplates.fields.language", accepts: LANGUAGES },
    { filter: "status", label: "editorTemplates.fields.status", accepts: TEMPLATE_STATUSES },
    // A category id; the server includes its descendants.
    { filter: "category", label: "editorTemplates.fields.category", searchable: true, accepts: /^\d+$/ },
    {
      filter: "module",
      label: "editorTemplates.fields.module",
      options: (t) => MODULES.map((value) => ({ value, label: t(`editorTemplates.module.${value}`) })),
    },
  ],
  useOptions: useTemplateOptions,
  columns: (t, { remove }) => {
    const common = authoringColumns<EditorTemplateListItem, TemplateOrder>(t, {
      status: "editorTemplates.fields.status",
      module: "editorTemplates.fields.module",
      language: "editorTemplates.fields.language",
      updated: "editorTemplates.list.updated",
    });
    return [
      {
        key: "title",
        label: t("editorTemplates.fields.title"),
        sort: "title",
        cellProps: { miw: 240, maw: 380 },
        cell: (row) => (
          <>
            <Anchor component={Link} to={pathTo("editor-agreement-template-edit", { id: row.id })} fw={600}>
              {row.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.category_title ?? t("editorTemplates.list.noCategory")}
            </Text>
          </>
        ),
      },
      {
        key: "version",
        label: t("editorTemplates.list.version"),
        sort: "version",
        cell: (row) => <VersionBadge version={row.version} />,
      },
      common.status,
      common.language,
      common.module,
      {
        key: "agreements",
        label: t("editorTemplates.list.agreements"),
        cell: (row) => (
          <Badge variant={row.agreements_count ? "filled" : "default"} color="gray" radius="xl">
            {row.agreements_count}
          </Badge>
        ),
      },
      common.updated,
      {
        key: "actions",
        label: t("list.actions"),
        hideLabel: true,
        cell: (row) => (
          <Group justify="flex-end" wrap="nowrap">
            <TemplateRowActions template={row} onDelete={remove} />
          </Group>
        ),
      },
    ];
  },
  Remove: TemplateDeleteDialog,
  cards: { Card: TemplateCard, orderLabels: ORDER_LABELS },
  table: { label: "editorTemplates.list.tableLabel", minWidth: 860 },
  empty: "editorTemplates.list.empty",
};

export const TemplateListPage = () => <ResourceListPage declaration={templateList} />;
