import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "../../components/placeholder-page";
import type { RouteName } from "../paths";
import { routeTitleKey } from "../route-meta";

/** The placeholder of a named route, titled with the route's localised name. */
export function RoutePlaceholder({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(routeTitleKey(name))} />;
}
