import type { DocumentModel, RenderContext } from "@app/documents";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { smoothScrollElement } from "../../../lib/smooth-scroll";
import { ActiveFieldStyle } from "../document/document-styles";
import { DocumentView } from "../document/document-view";
import { type Clause, clauseChanges, clausesOf } from "../model/clause-changes";
import classes from "./live-preview.module.css";

interface LivePreviewProps {
  model: DocumentModel;
  ctx: RenderContext;
  /** The field being edited: highlighted, and scrolled into view. */
  activeSlug: string | null;
  /** Changes on every keystroke in the active field: keeps it in view as the text grows. */
  activeValue: unknown;
}

/** Brings the first occurrence of the field into the middle of the preview if it is not visible. */
function revealField(viewport: HTMLElement, slug: string) {
  const target = viewport.querySelector<HTMLElement>(`[data-field="${slug}"]`);
  if (!target) return;
  const box = viewport.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  if (rect.top >= box.top && rect.bottom <= box.bottom) return;
  const top = viewport.scrollTop + rect.top - box.top - viewport.clientHeight / 3;
  smoothScrollElement(viewport, Math.max(0, top));
}

/** The contract beside the form, repainted as the customer types (issue 5). */
export function LivePreview({ model, ctx, activeSlug, activeValue }: LivePreviewProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLElement>(null);
  const gone = useClauseMarks(model, viewport);

  // A new field is brought into view at once; while it is typed in, the check waits for a pause,
  // so measuring the layout never delays the frame that shows the keystroke.
  useEffect(() => {
    if (!activeSlug) return;
    const frame = requestAnimationFrame(() => viewport.current && revealField(viewport.current, activeSlug));
    return () => cancelAnimationFrame(frame);
  }, [activeSlug]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: activeValue re-checks the position as the value grows
  useEffect(() => {
    if (!activeSlug) return;
    const timer = setTimeout(() => viewport.current && revealField(viewport.current, activeSlug), 200);
    return () => clearTimeout(timer);
  }, [activeValue]);

  return (
    <Paper
      withBorder
      radius="md"
      className={classes.panel}
      component="section"
      aria-labelledby="live-preview-title"
    >
      <Stack gap={2} p="sm" className={classes.header}>
        <Title order={2} size="h5" id="live-preview-title">
          {t("agreementEditor.preview.live")}
        </Title>
        <Text size="xs" c="dimmed">
          {t("agreementEditor.preview.liveHint")}
        </Text>
        {/* Said aloud too: a clause an answer left out is no longer on screen to be seen. */}
        <Text size="xs" fw={600} role="status" data-testid="clause-gone">
          {gone.length > 0 && t("agreementEditor.preview.clauseGone", { clause: gone.join(" · ") })}
        </Text>
      </Stack>
      <ActiveFieldStyle slug={activeSlug} />
      {/* A plain scrolling box: Mantine's ScrollArea measures its content on every update,
          which would lay out the whole contract again at each keystroke. Focusable, so the
          preview can be scrolled from the keyboard. */}
      <section
        ref={viewport}
        className={classes.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby="live-preview-title"
      >
        <div className={classes.page} data-testid="live-preview">
          <DocumentView model={model} ctx={ctx} mode="preview" />
        </div>
      </section>
    </Paper>
  );
}

/** How long a clause that came in stays marked, and a clause that went away named. */
const MARK_MS = 2500;

/**
 * Issue 32: an answer that brings a clause in marks it for a moment in the preview; one that
 * leaves a clause out names it above the preview. Typing a value changes no clause.
 */
function useClauseMarks(model: LivePreviewProps["model"], viewport: RefObject<HTMLElement | null>) {
  const clauses = useMemo(() => clausesOf(model), [model]);
  const previous = useRef<Clause[] | null>(null);
  const [gone, setGone] = useState<string[]>([]);
  useEffect(() => {
    const before = previous.current;
    previous.current = clauses;
    if (!before) return;
    const changes = clauseChanges(before, clauses);
    if (!changes.appeared.length && !changes.gone.length) return;
    const items = viewport.current?.querySelectorAll("li") ?? [];
    const marked = changes.appeared.flatMap((index) => (items[index] ? [items[index]] : []));
    for (const item of marked) item.classList.add(classes.appeared as string);
    setGone(changes.gone);
    const timer = setTimeout(() => setGone([]), MARK_MS);
    return () => {
      clearTimeout(timer);
      for (const item of marked) item.classList.remove(classes.appeared as string);
    };
  }, [clauses, viewport]);
  return gone;
}
