import type { CalculatorConstant } from "@app/contracts";
import { Anchor, Code, Paper, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { ListScreen } from "../../../components/list-screen";
import { RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { formatDate } from "../../../lib/format-date";
import { useConstantList } from "../api/calculator-editor-api";

/** A series date as Italian tables write it: `01/07/2024`, or `07/2024` for a month. */
function seriesDate(text: string): string {
  const [year, month, day] = text.split("-");
  return day ? `${day}/${month}/${year}` : `${month}/${year}`;
}

/** The latest value of a series and the day it applies from, as the list shows it. */
function latest(constant: CalculatorConstant) {
  return constant.values.reduce<CalculatorConstant["values"][number] | null>(
    (last, value) => (last === null || value.valid_from > last.valid_from ? value : last),
    null,
  );
}

/**
 * `editor-calculator-constant-list`: the dated series the calculators read (legal rate, ECB
 * rate, ISTAT FOI), each with its latest value, so an editor sees at a glance what is due.
 */
export function ConstantListPage() {
  const { t, i18n } = useTranslation();
  const list = useConstantList();
  return (
    <ListScreen
      title={t(routeTitleKey("editor-calculator-constant-list"))}
      intro={t("editorCalculators.constants.intro")}
      actions={
        <NewItemLink to={pathTo("editor-calculator-constant-create")}>
          {t("editorCalculators.constants.new")}
        </NewItemLink>
      }
      list={list}
      loading={<RowsSkeleton rows={3} height={36} />}
      empty={t("editorCalculators.constants.empty")}
      filtered={false}
      onClearFilters={() => undefined}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label={t("editorCalculators.constants.tableLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("editorCalculators.fields.title")}</Table.Th>
                  <Table.Th>{t("editorCalculators.fields.slug")}</Table.Th>
                  <Table.Th>{t("editorCalculators.constants.unit")}</Table.Th>
                  <Table.Th>{t("editorCalculators.constants.count")}</Table.Th>
                  <Table.Th>{t("editorCalculators.constants.latest")}</Table.Th>
                  <Table.Th>{t("editorCalculators.list.updated")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((constant) => {
                  const last = latest(constant);
                  return (
                    <Table.Tr key={constant.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={pathTo("editor-calculator-constant-edit", { id: constant.id })}
                          fw={600}
                        >
                          {constant.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Code>{constant.slug}</Code>
                      </Table.Td>
                      <Table.Td>{t(`editorCalculators.units.${constant.unit}`)}</Table.Td>
                      <Table.Td>{constant.values.length}</Table.Td>
                      <Table.Td>
                        {last ? (
                          <Text size="sm">
                            {t("editorCalculators.constants.latestValue", {
                              value: i18n.language === "en" ? last.value : last.value.replace(".", ","),
                              from: seriesDate(last.valid_from),
                            })}
                          </Text>
                        ) : (
                          <Text c="dimmed">—</Text>
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Text size="sm">{formatDate(constant.updated_at, "DD/MM/YYYY HH:mm")}</Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </ListScreen>
  );
}
