import type { TemplateField, TemplateParty } from "@app/contracts";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconGitBranch } from "@tabler/icons-react";
import { useState } from "react";
import { MENU_PROPS } from "../../../components/menu-props";
import type { LogicTools } from "../../../lib/rich-text";
import { useTranslation } from "../../../lib/use-translation";
import { ClauseLabelDialog } from "./clause-label-dialog";
import { ConditionBuilder } from "./condition-builder";

interface LogicMenuProps {
  tools: LogicTools;
  fields: readonly TemplateField[];
  parties: readonly TemplateParty[];
  /** The clause labels of the text (`data-clause`), which a reference may cite. */
  labels: readonly string[];
}

/**
 * The text editor's «Logica» menu (issue 32): a condition from the builder around the selection,
 * its «altrimenti», a repetition of a group, a party's role noun, a reference to a labelled
 * clause, and the label that lets a clause be cited. Each goes in as a chip that reads out what
 * it does; no markup is typed by hand.
 */
export function LogicMenu({ tools, fields, parties, labels }: LogicMenuProps) {
  const { t } = useTranslation();
  const { insert } = tools;
  const [building, setBuilding] = useState(false);
  // The clause the cursor is in, read when the menu opens: undefined outside any clause.
  const [clause, setClause] = useState<string | null | undefined>(undefined);
  const [labelling, setLabelling] = useState(false);
  const groups = fields.filter((f) => f.type === "group");
  return (
    <>
      <Menu position="bottom-end" withinPortal {...MENU_PROPS} onOpen={() => setClause(tools.clauseLabel())}>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            data-rich-text-editor-control
            leftSection={<IconGitBranch size={14} aria-hidden />}
            rightSection={<IconChevronDown size={12} aria-hidden />}
          >
            {t("editorTemplates.logic.menu")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t("editorTemplates.logic.conditions")}</Menu.Label>
          <Menu.Item onClick={() => setBuilding(true)}>{t("editorTemplates.logic.condition")}</Menu.Item>
          <Menu.Item onClick={() => insert("{{else}}")}>{t("editorTemplates.logic.else")}</Menu.Item>
          {groups.length > 0 && <Menu.Label>{t("editorTemplates.logic.repetitions")}</Menu.Label>}
          {groups.map((group) => (
            <Menu.Item
              key={`each-${group.slug}`}
              onClick={() => insert(`{{each::${group.slug}}}`, "{{endeach}}")}
            >
              {t("editorTemplates.logic.each", { item: group.item_label || group.label })}
            </Menu.Item>
          ))}
          {groups.map((group) => (
            <Menu.Item
              key={`inline-${group.slug}`}
              onClick={() => insert(`{{each::${group.slug}::inline}}`, "{{endeach}}")}
            >
              {t("editorTemplates.logic.eachInline", { group: group.label })}
            </Menu.Item>
          ))}
          {parties.length > 0 && <Menu.Label>{t("editorTemplates.logic.terms")}</Menu.Label>}
          {parties.map((party) => (
            <Menu.Item key={`term-${party.slug}`} onClick={() => insert(`{{term::${party.slug}}}`)}>
              {party.forms?.singular ?? party.label}
            </Menu.Item>
          ))}
          {parties.map((party) => (
            <Menu.Item
              key={`capital-${party.slug}`}
              onClick={() => insert(`{{term::${party.slug}::capital}}`)}
            >
              {t("editorTemplates.logic.termCapital", { term: party.forms?.singular ?? party.label })}
            </Menu.Item>
          ))}
          <Menu.Label>{t("editorTemplates.logic.clauses")}</Menu.Label>
          <Menu.Item disabled={clause === undefined} onClick={() => setLabelling(true)}>
            {clause
              ? t("editorTemplates.logic.relabel", { label: clause })
              : t("editorTemplates.logic.label")}
          </Menu.Item>
          {labels.length > 0 && <Menu.Label>{t("editorTemplates.logic.references")}</Menu.Label>}
          {labels.map((label) => (
            <Menu.Item key={`ref-${label}`} onClick={() => insert(`{{ref::${label}}}`)}>
              {t("editorTemplates.logic.ref", { label })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ConditionBuilder
        opened={building}
        onClose={() => setBuilding(false)}
        onInsert={(expression) => {
          setBuilding(false);
          insert(`{{if::${expression}}}`, "{{endif}}");
        }}
        fields={fields}
        parties={parties}
      />
      <ClauseLabelDialog
        opened={labelling}
        current={clause ?? null}
        taken={labels.filter((label) => label !== clause)}
        onClose={() => setLabelling(false)}
        onSave={(label) => {
          setLabelling(false);
          tools.setClauseLabel(label);
        }}
      />
    </>
  );
}
