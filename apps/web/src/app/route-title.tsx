import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { routeTitleKey, useNamedMatches } from "./route-meta";

/** Keeps <title> in step with the route and the language (the innermost named route wins). */
export function RouteTitle() {
  const { t } = useTranslation();
  const matches = useNamedMatches();
  const current = matches.at(-1);
  const appName = t("app.name");
  const title =
    current && current.name !== "landing-homepage"
      ? `${t(routeTitleKey(current.name))} · ${appName}`
      : appName;

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
