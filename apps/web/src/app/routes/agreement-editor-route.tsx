import type { RouteObject } from "react-router";
import { paths } from "../paths";
import { routeHandle } from "./route-builders";

/**
 * The drafting screen on one of its routes, opening on the route's tab, with the favourites'
 * star and the document actions composed in (features never import each other).
 */
export function agreementEditorRoute(
  name:
    | "customer-agreement-agreement-create"
    | "customer-agreement-agreement-create-calculator"
    | "customer-agreement-agreement-edit-customize-agreement"
    | "customer-agreement-agreement-edit-preview",
  tab: "discipline" | "tools" | "customise" | "preview",
): RouteObject {
  const isCreate = name.includes("-create");
  return {
    path: paths[name],
    handle: routeHandle(name),
    lazy: async () => {
      const [
        pages,
        { FavouriteStar },
        { DocumentActionsHost },
        { CalculatorTools },
        { PartyTools },
        { DeadlineOffer },
        { TemplateUpdateNotice },
      ] = await Promise.all([
        import("../../features/agreement-editor/pages/agreement-editor-pages"),
        import("../../features/favourites/components/favourite-star"),
        import("../../features/documents/components/document-actions"),
        import("../../features/calculators/components/calculator-tools"),
        import("../../features/address-book/components/party-tools"),
        import("../../features/calendar/components/deadline-offer"),
        import("../../features/agreement-revision/components/template-update-notice"),
      ]);
      const Page = isCreate ? pages.AgreementCreatePage : pages.AgreementEditPage;
      const star = (templateId: number) => <FavouriteStar templateId={templateId} />;
      return {
        element: (
          <DocumentActionsHost>
            {(documents) => (
              <Page
                routeTab={tab}
                favouriteStar={star}
                documents={documents}
                tools={(props) => <CalculatorTools {...props} />}
                partyTools={(props) => <PartyTools {...props} />}
                belowHeader={(agreement) => (
                  <>
                    <TemplateUpdateNotice agreement={agreement} />
                    <DeadlineOffer agreementId={agreement.id} savedAt={agreement.date_last_modify} />
                  </>
                )}
              />
            )}
          </DocumentActionsHost>
        ),
      };
    },
  };
}
