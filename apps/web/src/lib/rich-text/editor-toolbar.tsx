import { Select } from "@mantine/core";
import { RichTextEditor as Rte } from "@mantine/tiptap";
import { IconPlus } from "@tabler/icons-react";
import type { Editor } from "@tiptap/react";
import { type KeyboardEvent, type Ref, useMemo, useState } from "react";
import { useTranslation } from "../use-translation";
import { repetitionsAt } from "./logic-regions";
import classes from "./rich-text-editor.module.css";
import type { InsertLogic, LogicTools, PlaceholderOption, RichTextEditorProps } from "./types";

const CONTROL = "[data-rich-text-editor-control]";

/**
 * The toolbar (WAI-ARIA toolbar pattern): the arrow keys, Home and End move between its commands,
 * Esc goes back to the text (where Alt+F10 comes back here).
 */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>, editor: Editor | null) {
  const target = event.target as HTMLElement;
  if (!target.matches(CONTROL)) return;
  if (event.key === "Escape") {
    event.preventDefault();
    editor?.commands.focus();
    return;
  }
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(`${CONTROL}:not(:disabled)`)];
  const index = controls.indexOf(target);
  const last = controls.length - 1;
  const next: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  if (!(event.key in next)) return;
  event.preventDefault();
  controls[next[event.key] as number]?.focus();
}

interface FieldPickerProps {
  editor: Editor | null;
  options: readonly PlaceholderOption[];
}

/**
 * Inserts a placeholder at the cursor; the editor keeps its selection while the list is open.
 * A group's item fields are offered where the cursor stands inside that group's repetition.
 */
function FieldPicker({ editor, options }: FieldPickerProps) {
  const { t } = useTranslation();
  // A new key after each pick: the box empties and is ready for the next search.
  const [round, setRound] = useState(0);
  // The repetitions around the cursor, read as the list opens.
  const [repetitions, setRepetitions] = useState<readonly string[]>([]);
  const readRepetitions = () =>
    setRepetitions(editor ? repetitionsAt(editor.state.doc, editor.state.selection.from) : []);
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const option of options) {
      if (option.within !== undefined && !repetitions.includes(option.within)) continue;
      const items = groups.get(option.group) ?? [];
      items.push({ value: option.raw, label: option.label });
      groups.set(option.group, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [options, repetitions]);
  return (
    <Select
      key={round}
      className={classes.picker}
      aria-label={t("richText.insertField")}
      placeholder={t("richText.insertFieldPlaceholder")}
      leftSection={<IconPlus size={14} aria-hidden />}
      data={data}
      value={null}
      onDropdownOpen={readRepetitions}
      onChange={(raw) => {
        if (!raw || !editor) return;
        editor.chain().focus().insertPlaceholder(raw).run();
        setRound((n) => n + 1);
      }}
      searchable
      nothingFoundMessage={t("richText.nothingFound")}
      size="xs"
      maxDropdownHeight={320}
      comboboxProps={{ width: 320, position: "bottom-end" }}
    />
  );
}

interface EditorToolbarProps {
  editor: Editor | null;
  placeholderOptions?: readonly PlaceholderOption[];
  logicTools?: RichTextEditorProps["logicTools"];
  stickyOffset: number;
  toolbarRef: Ref<HTMLDivElement>;
}

export function EditorToolbar({
  editor,
  placeholderOptions,
  logicTools,
  stickyOffset,
  toolbarRef,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  // The closing chip first, at the selection's end, so the start is where it was.
  const insertLogic: InsertLogic = (open, close) => {
    if (!editor) return;
    const { from, to } = editor.state.selection;
    const chain = editor.chain().focus();
    if (close) chain.insertContentAt(to, { type: "placeholder", attrs: { raw: close } });
    chain.insertContentAt(from, { type: "placeholder", attrs: { raw: open } }).run();
  };
  const clauseLabel: LogicTools["clauseLabel"] = () => {
    if (!editor) return undefined;
    const { $from } = editor.state.selection;
    for (let depth = $from.depth; depth > 0; depth--) {
      const node = $from.node(depth);
      if (node.type.name === "listItem") return (node.attrs.clause as string | null) ?? null;
    }
    return undefined;
  };
  const setClauseLabel: LogicTools["setClauseLabel"] = (label) => {
    editor?.chain().focus().updateAttributes("listItem", { clause: label }).run();
  };
  return (
    <Rte.Toolbar
      ref={toolbarRef}
      className={classes.toolbar}
      sticky
      stickyOffset={stickyOffset}
      role="toolbar"
      aria-label={t("richText.toolbar")}
      onKeyDown={(event) => onToolbarKeyDown(event, editor)}
    >
      <Rte.ControlsGroup>
        <Rte.Bold />
        <Rte.Italic />
        <Rte.Underline />
        <Rte.Strikethrough />
        <Rte.ClearFormatting />
      </Rte.ControlsGroup>
      <Rte.ControlsGroup>
        <Rte.H1 />
        <Rte.H2 />
        <Rte.H3 />
        <Rte.H4 />
      </Rte.ControlsGroup>
      <Rte.ControlsGroup>
        <Rte.BulletList />
        <Rte.OrderedList />
      </Rte.ControlsGroup>
      <Rte.ControlsGroup>
        <Rte.AlignLeft />
        <Rte.AlignCenter />
        <Rte.AlignRight />
        <Rte.AlignJustify />
      </Rte.ControlsGroup>
      <Rte.ControlsGroup>
        <Rte.Hr />
      </Rte.ControlsGroup>
      <Rte.ControlsGroup>
        <Rte.Undo />
        <Rte.Redo />
      </Rte.ControlsGroup>
      {placeholderOptions && placeholderOptions.length > 0 && (
        <FieldPicker editor={editor} options={placeholderOptions} />
      )}
      {logicTools?.({ insert: insertLogic, clauseLabel, setClauseLabel })}
    </Rte.Toolbar>
  );
}
