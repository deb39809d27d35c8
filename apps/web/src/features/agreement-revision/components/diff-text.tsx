import type { DiffSegment } from "@app/contracts";
import { VisuallyHidden } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./diff-text.module.css";

/**
 * A clause's text word by word: what the new version adds underlined on green, what it removes
 * struck through on red, the rest plain. `<ins>` and `<del>` carry the meaning; the hidden words
 * say it to a screen reader, which announces neither, in the screen's language; the clause's own
 * words are in the template's.
 */
export function DiffText({ segments, language }: { segments: DiffSegment[]; language: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.text}>
      {segments.map((segment, index) => {
        // A segment's place is its identity: the same words may come twice.
        const key = `${index}-${segment.op}`;
        if (segment.op === "insert")
          return (
            <ins key={key} className={classes.inserted}>
              <VisuallyHidden>{t("agreementRevision.diff.insertedStart")}</VisuallyHidden>
              <span lang={language}>{segment.text}</span>
              <VisuallyHidden>{t("agreementRevision.diff.end")}</VisuallyHidden>
            </ins>
          );
        if (segment.op === "delete")
          return (
            <del key={key} className={classes.deleted}>
              <VisuallyHidden>{t("agreementRevision.diff.deletedStart")}</VisuallyHidden>
              <span lang={language}>{segment.text}</span>
              <VisuallyHidden>{t("agreementRevision.diff.end")}</VisuallyHidden>
            </del>
          );
        return (
          <span key={key} lang={language}>
            {segment.text}
          </span>
        );
      })}
    </div>
  );
}
