import { useTranslation } from "react-i18next";
import { PlaceholderModal } from "../../components/placeholder-modal";
import { PlaceholderPage } from "../../components/placeholder-page";
import type { RouteName } from "../paths";
import { routeTitleKey } from "../route-meta";

/** The placeholder of a named route, titled with the route's localised name. */
export function RoutePlaceholder({ name, kind }: { name: RouteName; kind: "page" | "modal" }) {
  const { t } = useTranslation();
  const title = t(routeTitleKey(name));
  return kind === "page" ? <PlaceholderPage title={title} /> : <PlaceholderModal title={title} />;
}
