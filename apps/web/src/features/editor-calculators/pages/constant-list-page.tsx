import type { CalculatorConstant } from "@app/contracts";
import { Anchor, Code, Text } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { decimalForScreen } from "../../../lib/decimal-text";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { useConstantPage } from "../api/calculator-editor-api";
import { seriesDate } from "../model/constant-values";

/** The latest value of a series and the day it applies from, as the list shows it. */
function latest(constant: CalculatorConstant) {
  return constant.values.reduce<CalculatorConstant["values"][number] | null>(
    (last, value) => (last === null || value.valid_from > last.valid_from ? value : last),
    null,
  );
}

/** A series' latest value, its decimals as the screen's language writes them, and its first day. */
function LatestValue({ constant }: { constant: CalculatorConstant }) {
  const { t, i18n } = useTranslation();
  const last = latest(constant);
  if (!last) return <Text c="dimmed">—</Text>;
  return (
    <Text size="sm">
      {t("editorCalculators.constants.latestValue", {
        value: decimalForScreen(last.value, i18n.language === "en" ? "en" : "it"),
        from: seriesDate(last.valid_from),
      })}
    </Text>
  );
}

/**
 * `editor-calculator-constant-list`: the dated series the calculators read (legal rate, ECB
 * rate, ISTAT FOI), each with its latest value, so an editor sees at a glance what is due.
 */
const constantList: ListPageDeclaration<
  CalculatorConstant,
  "title" | "slug" | "unit" | "updated_at",
  "search"
> = {
  route: "editor-calculator-constant-list",
  intro: "editorCalculators.constants.intro",
  orders: ["title", "slug", "unit", "updated_at"],
  defaultOrder: "title",
  descendingFirst: ["updated_at"],
  filters: ["search"],
  search: "editorCalculators.constants.search",
  useList: useConstantPage,
  create: { route: "editor-calculator-constant-create", label: "editorCalculators.constants.new" },
  columns: (t) => [
    {
      key: "title",
      label: t("editorCalculators.fields.title"),
      sort: "title",
      cell: (constant) => (
        <Anchor component={Link} to={pathTo("editor-calculator-constant-edit", { id: constant.id })} fw={600}>
          {constant.title}
        </Anchor>
      ),
    },
    {
      key: "slug",
      label: t("editorCalculators.fields.slug"),
      sort: "slug",
      cell: (constant) => <Code>{constant.slug}</Code>,
    },
    {
      key: "unit",
      label: t("editorCalculators.constants.unit"),
      sort: "unit",
      cell: (constant) => t(`editorCalculators.units.${constant.unit}`),
    },
    {
      key: "count",
      label: t("editorCalculators.constants.count"),
      cell: (constant) => constant.values.length,
    },
    {
      key: "latest",
      label: t("editorCalculators.constants.latest"),
      cell: (constant) => <LatestValue constant={constant} />,
    },
    {
      key: "updated",
      label: t("editorCalculators.list.updated"),
      sort: "updated_at",
      cellProps: { style: { whiteSpace: "nowrap" } },
      cell: (constant) => <Text size="sm">{formatDate(constant.updated_at, "DD/MM/YYYY HH:mm")}</Text>,
    },
  ],
  table: { label: "editorCalculators.constants.tableLabel", minWidth: 760 },
  empty: "editorCalculators.constants.empty",
  loadingRows: 3,
};

export const ConstantListPage = () => <ResourceListPage declaration={constantList} />;
