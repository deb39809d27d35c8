import type { TemplateRef } from "@app/contracts";
import { createContext, type ReactNode, useContext } from "react";

/** Controls shown beside an open template in any catalogue list (e.g. the favourites' star). */
export type TemplateActions = (template: TemplateRef) => ReactNode;

const TemplateActionsContext = createContext<TemplateActions | null>(null);

/**
 * Lets the route compose another feature's controls into the catalogue's lists without the
 * catalogue importing that feature (features never import each other).
 */
export function TemplateActionsProvider({
  actions,
  children,
}: {
  actions: TemplateActions;
  children: ReactNode;
}) {
  return <TemplateActionsContext.Provider value={actions}>{children}</TemplateActionsContext.Provider>;
}

export function useTemplateActions(): TemplateActions | null {
  return useContext(TemplateActionsContext);
}
