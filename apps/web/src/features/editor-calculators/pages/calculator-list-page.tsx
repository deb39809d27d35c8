import { type CalculatorListItem, LANGUAGES, MODULES, TEMPLATE_STATUSES } from "@app/contracts";
import { ActionIcon, Anchor, Button, Code, Group, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconPlayerPlay, IconTimeline, IconTrash } from "@tabler/icons-react";
import { Link, Outlet } from "react-router";
import { pathTo } from "../../../app/paths";
import { authoringColumns } from "../../../components/authoring-columns";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { useTranslation } from "../../../lib/use-translation";
import { useCalculatorList } from "../api/calculator-editor-api";
import { CalculatorDeleteDialog } from "../components/calculator-delete-dialog";

type CalculatorOrder = "title" | "language" | "module" | "status" | "updated_at" | "id";

/** The way to the dated series the calculators read, beside "New". */
function ConstantsLink() {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      component={Link}
      to={pathTo("editor-calculator-constant-list")}
      leftSection={<IconTimeline size={18} aria-hidden />}
    >
      {t("editorCalculators.list.constants")}
    </Button>
  );
}

/**
 * `editor-calculator-template-list`: every calculator in any status, filtered, ordered, paged;
 * the evaluate screen opens over it (spec §2).
 */
const calculatorList: ListPageDeclaration<
  CalculatorListItem,
  CalculatorOrder,
  "title" | "status" | "module" | "language"
> = {
  route: "editor-calculator-template-list",
  intro: "editorCalculators.list.intro",
  orders: ["title", "language", "module", "status", "updated_at", "id"],
  defaultOrder: "title",
  pageSize: 10,
  descendingFirst: ["updated_at"],
  filters: ["title", "status", "module", "language"],
  useList: useCalculatorList,
  Actions: ConstantsLink,
  create: { route: "editor-calculator-template-create", label: "editorCalculators.list.new" },
  texts: [
    {
      filter: "title",
      label: "editorCalculators.fields.title",
      placeholder: "editorCalculators.list.titlePlaceholder",
    },
  ],
  choices: [
    {
      filter: "status",
      label: "editorCalculators.fields.status",
      options: (t) =>
        TEMPLATE_STATUSES.map((value) => ({ value, label: t(`editorTemplates.status.${value}`) })),
    },
    {
      filter: "module",
      label: "editorCalculators.fields.module",
      options: (t) => MODULES.map((value) => ({ value, label: t(`editorTemplates.module.${value}`) })),
    },
    {
      filter: "language",
      label: "editorCalculators.fields.language",
      options: () => LANGUAGES.map((value) => ({ value, label: value.toUpperCase() })),
    },
  ],
  columns: (t, { remove }) => {
    const common = authoringColumns<CalculatorListItem, CalculatorOrder>(t, {
      status: "editorCalculators.fields.status",
      module: "editorCalculators.fields.module",
      language: "editorCalculators.fields.language",
      updated: "editorCalculators.list.updated",
    });
    return [
      {
        key: "title",
        label: t("editorCalculators.fields.title"),
        sort: "title",
        cellProps: { miw: 240, maw: 380 },
        cell: (row) => (
          <Anchor component={Link} to={pathTo("editor-calculator-template-edit", { id: row.id })} fw={600}>
            {row.title}
          </Anchor>
        ),
      },
      {
        key: "code",
        label: t("editorCalculators.fields.code"),
        cell: (row) => (row.code ? <Code>{row.code}</Code> : <Text c="dimmed">—</Text>),
      },
      common.status,
      common.module,
      common.language,
      common.updated,
      {
        key: "actions",
        label: t("list.actions"),
        hideLabel: true,
        cell: (row) => (
          <Group justify="flex-end" gap={4} wrap="nowrap">
            <Tooltip label={t("editorCalculators.actions.evaluate")}>
              <ActionIcon
                variant="subtle"
                component={Link}
                to={pathTo("editor-calculator-template-list-evaluate", { id: row.id })}
                aria-label={t("editorCalculators.actions.evaluateLabel", { title: row.title })}
              >
                <IconPlayerPlay size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t("editorCalculators.actions.edit")}>
              <ActionIcon
                variant="subtle"
                component={Link}
                to={pathTo("editor-calculator-template-edit", { id: row.id })}
                aria-label={t("editorCalculators.actions.editLabel", { title: row.title })}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t("editorCalculators.actions.delete")}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => remove(row)}
                aria-label={t("editorCalculators.actions.deleteLabel", { title: row.title })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ];
  },
  Remove: CalculatorDeleteDialog,
  After: Outlet,
  table: { label: "editorCalculators.list.tableLabel", minWidth: 860 },
  empty: "editorCalculators.list.empty",
};

export const CalculatorListPage = () => <ResourceListPage declaration={calculatorList} />;
