import type { AgreementValues } from "@app/contracts";
import type { DocumentModel, RenderContext } from "@app/documents";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { smoothScrollElement } from "../../../lib/smooth-scroll";
import { useTranslation } from "../../../lib/use-translation";
import { ActiveFieldStyle } from "../document/document-styles";
import { DocumentView } from "../document/document-view";
import { clauseCount } from "../document/first-clauses";
import { useDrawnClauses } from "../hooks/use-drawn-clauses";
import { type Clause, clauseChanges, clausesOf, goneNotice } from "../model/clause-changes";
import { type ActiveField, useActiveSlug } from "./active-field";
import classes from "./live-preview.module.css";

interface LivePreviewProps {
  model: DocumentModel;
  ctx: RenderContext;
  /** The field being edited: highlighted, and scrolled into view. */
  activeField: ActiveField;
  /** The answers: the active field's keeps it in view as its text grows. */
  values: AgreementValues;
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
export function LivePreview({ model, ctx, activeField, values }: LivePreviewProps) {
  const { t, i18n } = useTranslation();
  const viewport = useRef<HTMLElement>(null);
  const activeSlug = useActiveSlug(activeField);
  const activeValue = activeSlug ? values[activeSlug] : null;
  // A long contract is drawn a screenful at a time, so the form beside it answers at once (issue 44).
  const total = useMemo(() => clauseCount(model), [model]);
  const drawn = useDrawnClauses(total);
  const gone = useClauseMarks(model, viewport, drawn);
  const complete = drawn >= total;

  // A new field is brought into view at once; while it is typed in, the check waits for a pause,
  // so measuring the layout never delays the frame that shows the keystroke.
  // Again once the whole contract is drawn: the field may be in a clause drawn after its focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: complete re-checks once every clause is drawn
  useEffect(() => {
    if (!activeSlug) return;
    const frame = requestAnimationFrame(() => viewport.current && revealField(viewport.current, activeSlug));
    return () => cancelAnimationFrame(frame);
  }, [activeSlug, complete]);
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
      // One landmark, the scrolling contract below, named by this title: two regions of the same
      // name (this panel and its viewport) read as duplicates (axe landmark-unique).
      component="div"
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
          {gone.length > 0 && goneNotice(t, i18n.language, gone)}
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
        aria-busy={!complete}
      >
        <div className={classes.page} data-testid="live-preview">
          <DocumentView model={model} ctx={ctx} mode="preview" limit={drawn} />
        </div>
      </section>
    </Paper>
  );
}

/** How long a clause that came in stays marked, and a clause that went away named. */
const MARK_MS = 2500;

interface ClauseMarks {
  /** The indexes of the `<li>`s an answer just brought in. */
  appeared: readonly number[];
  /** The names of the clauses it left out. */
  gone: readonly string[];
}
const NO_MARKS: ClauseMarks = { appeared: [], gone: [] };

/**
 * Issue 32: an answer that brings a clause in marks it for a moment in the preview; one that
 * leaves a clause out names it above the preview. Typing a value changes no clause. A clause the
 * preview has not drawn yet (it draws a few at a time) is marked when it is drawn.
 */
function useClauseMarks(
  model: LivePreviewProps["model"],
  viewport: RefObject<HTMLElement | null>,
  drawn: number,
) {
  const clauses = useMemo(() => clausesOf(model), [model]);
  const previous = useRef<Clause[] | null>(null);
  const [marks, setMarks] = useState<ClauseMarks>(NO_MARKS);
  useEffect(() => {
    const before = previous.current;
    previous.current = clauses;
    if (!before) return;
    const changes = clauseChanges(before, clauses);
    if (!changes.appeared.length && !changes.gone.length) return;
    setMarks(changes);
    const timer = setTimeout(() => setMarks(NO_MARKS), MARK_MS);
    return () => {
      clearTimeout(timer);
      setMarks((current) => (current.appeared.length ? { appeared: [], gone: current.gone } : current));
    };
  }, [clauses]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn marks the clauses drawn since
  useEffect(() => {
    const items = viewport.current?.querySelectorAll("li") ?? [];
    const marked = marks.appeared.flatMap((index) => (items[index] ? [items[index]] : []));
    for (const item of marked) item.classList.add(classes.appeared as string);
    return () => {
      for (const item of marked) item.classList.remove(classes.appeared as string);
    };
  }, [marks, drawn, viewport]);
  return marks.gone;
}
