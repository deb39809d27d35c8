import "@mantine/tiptap/styles.layer.css";
import { Text, VisuallyHidden } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { type RichTextEditorLabels, RichTextEditor as Rte } from "@mantine/tiptap";
import type { Node as PmNode } from "@tiptap/pm/model";
import { useEditor } from "@tiptap/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../use-translation";
import { EditorToolbar } from "./editor-toolbar";
import { templateExtensions } from "./extensions";
import { LogicReaderContext, PlaceholderRendererContext } from "./placeholder-chip";
import classes from "./rich-text-editor.module.css";
import { docToTemplateHtml, templateHtmlToDoc } from "./template-doc";
import type { RichTextEditorProps } from "./types";
import { useAfterPress } from "./use-after-press";

/** Long enough not to rewrite the whole text on each keystroke, short enough to feel immediate. */
const EMIT_DELAY_MS = 250;

function useControlLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t("richText.controls.bold"),
      italicControlLabel: t("richText.controls.italic"),
      underlineControlLabel: t("richText.controls.underline"),
      strikeControlLabel: t("richText.controls.strike"),
      clearFormattingControlLabel: t("richText.controls.clearFormatting"),
      h1ControlLabel: t("richText.controls.h1"),
      h2ControlLabel: t("richText.controls.h2"),
      h3ControlLabel: t("richText.controls.h3"),
      h4ControlLabel: t("richText.controls.h4"),
      bulletListControlLabel: t("richText.controls.bulletList"),
      orderedListControlLabel: t("richText.controls.orderedList"),
      alignLeftControlLabel: t("richText.controls.alignLeft"),
      alignCenterControlLabel: t("richText.controls.alignCenter"),
      alignRightControlLabel: t("richText.controls.alignRight"),
      alignJustifyControlLabel: t("richText.controls.alignJustify"),
      hrControlLabel: t("richText.controls.pageBreak"),
      undoControlLabel: t("richText.controls.undo"),
      redoControlLabel: t("richText.controls.redo"),
    }),
    [t],
  );
}

/**
 * The rich-text editor of template HTML (TipTap through @mantine/tiptap): a toolbar, an optional
 * field picker, placeholders as live chips. Loaded lazily through `./index.ts`; nothing here may
 * be imported statically from outside this folder.
 */
export default function RichTextEditor({
  value,
  onChange,
  label,
  description,
  renderPlaceholder,
  placeholderOptions,
  contentClassName,
  stickyOffset = 0,
  describeLogic,
  logicTools,
  testId,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labels = useControlLabels();
  const hintId = useId();
  const descriptionId = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // What the editor's content stands for, as template HTML: `value` when it came from outside,
  // else the last text given to onChange. A `value` equal to it is our own echo, not new content.
  const current = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const latestDoc = useRef<PmNode | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const afterPress = useAfterPress();

  // Reads the document kept at the last change, so it also works while the editor is torn down.
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const doc = latestDoc.current;
    latestDoc.current = null;
    if (!doc) return;
    const html = docToTemplateHtml(doc.toJSON());
    if (html === current.current) return;
    current.current = html;
    onChangeRef.current(html);
  }, []);

  // ProseMirror reads the writing area's attributes again on each change, so they can follow the
  // props without rebuilding the editor.
  const attributes = useRef<Record<string, string>>({});
  attributes.current = {
    role: "textbox",
    "aria-multiline": "true",
    "aria-label": label,
    "aria-describedby": description ? `${descriptionId} ${hintId}` : hintId,
    class: contentClassName ?? "",
    spellcheck: "true",
  };

  const [options] = useState(() => ({
    extensions: templateExtensions({ showClauseLabels: logicTools !== undefined }),
    content: templateHtmlToDoc(value),
    editorProps: {
      attributes: () => attributes.current,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (event.altKey && event.key === "F10") {
          toolbar.current
            ?.querySelector<HTMLElement>("[data-rich-text-editor-control]:not(:disabled)")
            ?.focus();
          return true;
        }
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
          // The page's own Ctrl+S (hotkeys skip editable content): the text is handed over first,
          // then the keystroke is replayed from outside the writing area once the page has it.
          flush();
          const { key, code, ctrlKey, metaKey, shiftKey } = event;
          const replay = new KeyboardEvent("keydown", {
            key,
            code,
            ctrlKey,
            metaKey,
            shiftKey,
            bubbles: true,
          });
          setTimeout(() => root.current?.dispatchEvent(replay), 0);
          event.preventDefault();
          return true;
        }
        return false;
      },
    },
  }));
  const editor = useEditor({
    ...options,
    onUpdate: ({ editor: updated }) => {
      latestDoc.current = updated.state.doc;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, EMIT_DELAY_MS);
    },
    // Handed over when the text loses the focus, after the press that took it (a toolbar button).
    onBlur: () => afterPress(flush),
  });

  // A new label (another language) shows at once: an empty transaction makes ProseMirror re-read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the attributes ref holds them
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta("addToHistory", false));
  }, [editor, label, description, contentClassName]);

  // Nothing typed is lost when the editor closes (another tab, another page).
  useEffect(() => flush, [flush]);

  // A new text from outside (e.g. the template's text restored) replaces the content; undo brings
  // the previous one back.
  useEffect(() => {
    if (!editor || value === current.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    latestDoc.current = null;
    current.current = value;
    editor.commands.setContent(templateHtmlToDoc(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <PlaceholderRendererContext.Provider value={renderPlaceholder ?? null}>
      <LogicReaderContext.Provider value={describeLogic ?? null}>
        <Rte
          ref={root}
          editor={editor}
          labels={labels}
          className={classes.root}
          data-testid={testId}
          withTypographyStyles={false}
          withCodeHighlightStyles={false}
        >
          <EditorToolbar
            editor={editor}
            placeholderOptions={placeholderOptions}
            logicTools={logicTools}
            stickyOffset={stickyOffset}
            toolbarRef={toolbar}
          />
          <Rte.Content className={classes.content} />
        </Rte>
        {description && (
          <Text id={descriptionId} size="xs" c="dimmed" mt={4}>
            {description}
          </Text>
        )}
        <VisuallyHidden id={hintId}>{t("richText.keyboardHint")}</VisuallyHidden>
      </LogicReaderContext.Provider>
    </PlaceholderRendererContext.Provider>
  );
}
