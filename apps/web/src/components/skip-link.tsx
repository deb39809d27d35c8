import { useTranslation } from "../lib/use-translation";
import classes from "./skip-link.module.css";

/** Lets keyboard users jump over the navigation to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a className={classes.link} href={`#${targetId}`}>
      {t("common.skipToContent")}
    </a>
  );
}
