import { randomUUID } from "node:crypto";
import type { FileProgress } from "@app/contracts";

type Entry = FileProgress["results"][number] & { ownerId: number; finishedAt: number | null };

/** How long a finished import's last state is still answered: one poll after the upload ends. */
const KEEP_FINISHED_MS = 5 * 60_000;

/**
 * Where each user's long uploads have got to (`GET file-progress/`, issue 15). Kept in the
 * instance's memory on purpose: it is only a display of work this instance is doing, safe to
 * lose (docs/ARCHITECTURE.md, state), and writing it to the database from inside the import's
 * transaction is what it must not do.
 */
export function createFileProgress(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  const prune = () => {
    for (const [id, entry] of entries)
      if (entry.finishedAt !== null && now() - entry.finishedAt > KEEP_FINISHED_MS) entries.delete(id);
  };

  return {
    /** A new upload of `ownerId`'s; its handle reports the phases as the work goes. */
    start(ownerId: number, fileName: string) {
      prune();
      const id = randomUUID();
      const entry: Entry = {
        id,
        ownerId,
        file_name: fileName,
        phase: "reading",
        processed: 0,
        total: 0,
        percentage: 0,
        finishedAt: null,
      };
      entries.set(id, entry);
      return {
        report(phase: Entry["phase"], processed: number, total: number) {
          entry.phase = phase;
          entry.processed = processed;
          entry.total = total;
          entry.percentage = total > 0 ? Math.floor((processed / total) * 100) : 0;
        },
        finish(ok: boolean) {
          entry.phase = ok ? "done" : "failed";
          if (ok) entry.percentage = 100;
          entry.finishedAt = now();
        },
      };
    },

    /** The user's uploads, oldest first: nobody else's. */
    of(ownerId: number): FileProgress {
      prune();
      const results = [...entries.values()]
        .filter((entry) => entry.ownerId === ownerId)
        .map(({ ownerId: _owner, finishedAt: _finished, ...item }) => item);
      return { results };
    },
  };
}

export type FileProgressTracker = ReturnType<typeof createFileProgress>;
