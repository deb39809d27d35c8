import { Group } from "@mantine/core";
import type { RouteObject } from "react-router";
import { isEditorTab } from "../../features/agreement-editor/model/editor-tabs";
import { paths } from "../paths";
import { routeHandle } from "./route-builders";

/** The title of the agreement's tab shown, when the URL names one. */
const agreementTabTitle = (search: URLSearchParams) => {
  const tab = search.get("tab");
  return isEditorTab(tab) ? `agreementTabs.${tab}` : null;
};

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
    // An agreement's screen is named by the tab it shows (`?tab=`), whichever of its routes it is
    // on; a new one stays «Nuovo contratto».
    handle: isCreate ? routeHandle(name) : { ...routeHandle(name), titleOfTab: agreementTabTitle },
    lazy: async () => {
      const [
        pages,
        { FavouriteStar },
        { DocumentActionsHost },
        { CalculatorTools },
        { PartyTools },
        { DeadlineOffer },
        { TemplateUpdateNotice },
        { SignaturePanel },
        { PecPanel },
        { BulkLink },
      ] = await Promise.all([
        import("../../features/agreement-editor/pages/agreement-editor-pages"),
        import("../../features/favourites/components/favourite-star"),
        import("../../features/documents/components/document-actions"),
        import("../../features/calculators/components/calculator-tools"),
        import("../../features/address-book/components/party-tools"),
        import("../../features/calendar/components/deadline-offer"),
        import("../../features/agreement-revision/components/template-update-notice"),
        import("../../features/signatures/components/signature-panel"),
        import("../../features/pec/components/pec-panel"),
        import("../../features/bulk/components/bulk-link"),
      ]);
      const Page = isCreate ? pages.AgreementCreatePage : pages.AgreementEditPage;
      // The template's own actions in the header: its star and «Compilazione multipla» (issue 48).
      const star = (templateId: number) => (
        <Group gap={4} wrap="nowrap">
          <FavouriteStar templateId={templateId} />
          <BulkLink templateId={templateId} />
        </Group>
      );
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
                signatures={({ template, ...props }) => (
                  <SignaturePanel {...props} level={template.signature_level_min} />
                )}
                pec={(agreement) => <PecPanel agreementId={agreement.id} />}
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
