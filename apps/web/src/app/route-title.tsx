import { useEffect } from "react";
import type { TFunction } from "../lib/translator";
import { useTranslation } from "../lib/use-translation";
import type { RouteName } from "./paths";
import { routeTitleKey, useNamedMatches } from "./route-meta";

/**
 * A page's `<title>`: the route's title (or the tab's it shows) and the app's name; the home is
 * the app's name alone.
 */
export function pageTitle(
  t: TFunction,
  route: RouteName | undefined,
  titleKey: string | undefined = route && routeTitleKey(route),
): string {
  const appName = t("app.name");
  // A tab's title key is one of the screen's texts, checked by its route's `titleOfTab`.
  const title = (key: string) => (t as (key: string) => string)(key);
  return route && titleKey && route !== "landing-homepage" ? `${title(titleKey)} · ${appName}` : appName;
}

/** Keeps <title> in step with the route and the language (the innermost named route wins). */
export function RouteTitle() {
  const { t } = useTranslation();
  const current = useNamedMatches().at(-1);
  const title = pageTitle(t, current?.name, current?.titleKey);

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
