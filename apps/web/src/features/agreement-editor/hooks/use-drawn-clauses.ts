import { startTransition, useEffect, useState } from "react";

/** The clauses of the first paint: about a screenful of the preview beside the form. */
export const FIRST_CLAUSES = 4;
/** The clauses drawn in each later task: short enough that a keystroke never waits long behind one. */
export const CLAUSES_PER_TASK = 3;

/** Runs `task` when the browser has nothing more urgent to do (a timer where it has no idle callbacks). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * How many of a document's `total` clauses to draw now (issue 44): a screenful at once, then a few
 * more in each idle moment, each as a transition, so that no single task of drawing a long contract
 * holds back a keystroke in the form beside it.
 */
export function useDrawnClauses(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_CLAUSES);
  useEffect(() => {
    if (drawn >= total) return;
    // Once the whole contract is drawn, all of it stays drawn: a clause an answer brings in too.
    const next = drawn + CLAUSES_PER_TASK >= total ? Number.POSITIVE_INFINITY : drawn + CLAUSES_PER_TASK;
    return whenIdle(() => startTransition(() => setDrawn(next)));
  }, [drawn, total]);
  return Math.min(drawn, total);
}
