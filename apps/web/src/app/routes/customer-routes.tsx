import type { TemplateRef } from "@app/contracts";
import { Outlet, type RouteObject, redirect } from "react-router";
import { customerAreaLoader } from "../guards/lazy-loaders";
import { paths, pathTo } from "../paths";
import { agreementEditorRoute } from "./agreement-editor-route";
import { customerProfileRoute } from "./customer-profile-routes";
import { appointmentModalRoute, contactModalRoute, noteModalRoute } from "./modal-routes";
import { lazyPage, routeHandle } from "./route-builders";

/** /customer (spec §2): customers only, inside the site layout. */
export const customerRoutes: RouteObject = {
  path: paths["customer-home"],
  handle: routeHandle("customer-home"),
  loader: customerAreaLoader,
  lazy: lazyPage(
    () => import("../layouts/customer-area"),
    (m) => m.CustomerArea,
  ),
  children: [
    {
      // Dashboard home, headed by the catalogue's action bar (features never import each
      // other: the route composes them); its dialogs are child routes shown over it.
      lazy: async () => {
        const [
          { CustomerHomePage },
          { CatalogueActionBar },
          { AgreementsBox },
          { FavouritesBox },
          { AddressBookBox },
          { CalendarBox },
          { NewsBox },
          { RunningBatches },
        ] = await Promise.all([
          import("../../features/dashboard/pages/customer-home-page"),
          import("../../features/catalogue/components/catalogue-action-bar"),
          import("../../features/agreements/components/agreements-box"),
          import("../../features/favourites/components/favourites-box"),
          import("../../features/address-book/components/address-book-box"),
          import("../../features/calendar/components/calendar-box"),
          import("../../features/news/components/news-box"),
          import("../../features/bulk/components/running-batches"),
        ]);
        const boxes = {
          agreements: <AgreementsBox />,
          favourites: <FavouritesBox />,
          addressBook: <AddressBookBox />,
          calendar: <CalendarBox />,
          news: <NewsBox />,
        };
        return {
          element: (
            <CustomerHomePage
              actionBar={<CatalogueActionBar />}
              boxes={boxes}
              underWay={<RunningBatches />}
            />
          ),
        };
      },
      children: [
        // Nothing over the page: an explicit null, or React Router warns of an empty leaf.
        { index: true, element: null },
        contactModalRoute("customer-dashboard-agreement-addressbook-create"),
        contactModalRoute("customer-dashboard-agreement-addressbook-edit"),
        appointmentModalRoute("customer-dashboard-appointment-create"),
        appointmentModalRoute("customer-dashboard-appointment-edit"),
      ],
    },
    {
      path: paths["customer-agreement-agreement-list"],
      handle: routeHandle("customer-agreement-agreement-list"),
      // The cards' download, print preview and e-mail come from the documents feature.
      lazy: async () => {
        const [{ AgreementListPage }, { DocumentActionsHost }, { DeadlinesDeleteOption }] = await Promise.all(
          [
            import("../../features/agreements/pages/agreement-list-page"),
            import("../../features/documents/components/document-actions"),
            import("../../features/calendar/components/deadlines-delete-option"),
          ],
        );
        return {
          element: (
            <DocumentActionsHost>
              {(documents) => (
                <AgreementListPage
                  documents={documents}
                  deleteOptions={(agreementId, onChange) => (
                    <DeadlinesDeleteOption agreementId={agreementId} onChange={onChange} />
                  )}
                />
              )}
            </DocumentActionsHost>
          ),
        };
      },
    },
    // Same screen, two starting tabs: discipline, or tools for the calculator variant.
    agreementEditorRoute("customer-agreement-agreement-create", "discipline"),
    agreementEditorRoute("customer-agreement-agreement-create-calculator", "tools"),
    {
      path: paths["customer-agreement-agreement-edit"],
      handle: routeHandle("customer-agreement-agreement-edit"),
      children: [
        {
          index: true,
          // The query goes along: a link to `…/edit?tab=signatures` opens that tab.
          loader: ({ params, request }) =>
            redirect(
              pathTo("customer-agreement-agreement-edit-customize-agreement", { id: params.id ?? "" }) +
                new URL(request.url).search,
            ),
        },
        agreementEditorRoute("customer-agreement-agreement-edit-customize-agreement", "customise"),
        agreementEditorRoute("customer-agreement-agreement-edit-preview", "preview"),
      ],
    },
    {
      // Issue 18: a contract beside its template's newer version, and the update.
      path: paths["customer-agreement-compare"],
      handle: routeHandle("customer-agreement-compare"),
      lazy: lazyPage(
        () => import("../../features/agreement-revision/pages/agreement-compare-page"),
        (m) => m.AgreementComparePage,
      ),
    },
    {
      // The catalogue's screens, with the favourites' star beside each open template.
      lazy: async () => {
        const [{ TemplateActionsProvider }, { FavouriteStar }, { BulkLink }] = await Promise.all([
          import("../../features/catalogue/template-actions"),
          import("../../features/favourites/components/favourite-star"),
          import("../../features/bulk/components/bulk-link"),
        ]);
        // Beside each open template: its star and «Compilazione multipla» (issue 48).
        const star = (template: TemplateRef) => (
          <>
            <FavouriteStar templateId={template.id} templateTitle={template.title} size="md" />
            <BulkLink templateId={template.id} />
          </>
        );
        return {
          element: (
            <TemplateActionsProvider actions={star}>
              <Outlet />
            </TemplateActionsProvider>
          ),
        };
      },
      children: [
        {
          path: paths["customer-agreement-wizard-list"],
          handle: routeHandle("customer-agreement-wizard-list"),
          lazy: lazyPage(
            () => import("../../features/catalogue/pages/wizard-page"),
            (m) => m.WizardPage,
          ),
        },
        {
          path: paths["customer-agreement-template-list"],
          handle: routeHandle("customer-agreement-template-list"),
          // Free search lists the templates, the customer's own agreements, then the calculators (spec §7).
          lazy: async () => {
            const [{ TemplateListPage }, { AgreementSearchResults }, { CalculatorSearchResults }] =
              await Promise.all([
                import("../../features/catalogue/pages/template-list-page"),
                import("../../features/agreements/components/agreement-search-results"),
                import("../../features/calculators/components/calculator-search-results"),
              ]);
            const more = (text: string) => (
              <>
                <AgreementSearchResults text={text} />
                <CalculatorSearchResults text={text} />
              </>
            );
            return { element: <TemplateListPage moreResults={more} /> };
          },
        },
        {
          path: paths["customer-agreement-category-list"],
          handle: routeHandle("customer-agreement-category-list"),
          lazy: lazyPage(
            () => import("../../features/catalogue/pages/category-list-page"),
            (m) => m.CategoryListPage,
          ),
        },
      ],
    },
    {
      // Issue 48: one agreement per row of a spreadsheet or per contact, and the batch's progress
      // (`?batch=`). «Per ogni contatto» is drawn with the address book's picker and the compile
      // screen's form of the shared answers.
      path: paths["customer-bulk"],
      handle: routeHandle("customer-bulk"),
      lazy: async () => {
        const [{ BulkPage }, { ContactsPicker }, { SharedAnswersForm }] = await Promise.all([
          import("../../features/bulk/pages/bulk-page"),
          import("../../features/address-book/components/contacts-picker"),
          import("../../features/agreement-editor/compile/shared-answers-form"),
        ]);
        return {
          element: (
            <BulkPage
              contactsPicker={(props) => <ContactsPicker {...props} />}
              sharedAnswers={(props) => <SharedAnswersForm {...props} />}
            />
          ),
        };
      },
    },
    {
      path: paths["customer-agreement-favourite-list"],
      handle: routeHandle("customer-agreement-favourite-list"),
      lazy: lazyPage(
        () => import("../../features/favourites/pages/favourite-list-page"),
        (m) => m.FavouriteListPage,
      ),
    },
    customerProfileRoute,
    {
      path: paths["customer-calendar"],
      handle: routeHandle("customer-calendar"),
      lazy: lazyPage(
        () => import("../../features/calendar/pages/calendar-page"),
        (m) => m.CalendarPage,
      ),
    },
    {
      path: paths["customer-message-notify-list"],
      handle: routeHandle("customer-message-notify-list"),
      lazy: lazyPage(
        () => import("../../features/notifications/pages/notify-list-page"),
        (m) => m.NotifyListPage,
      ),
      children: [
        noteModalRoute("customer-message-notify-create"),
        noteModalRoute("customer-message-notify-edit"),
      ],
    },
    {
      path: paths["customer-message-news"],
      handle: routeHandle("customer-message-news"),
      lazy: lazyPage(
        () => import("../../features/news/pages/news-page"),
        (m) => m.NewsPage,
      ),
    },
    {
      path: paths["customer-calculator-template-list"],
      handle: routeHandle("customer-calculator-template-list"),
      // The calculators, with the favourites' star beside each one (spec §3 Favourite typology).
      lazy: async () => {
        const [{ CalculatorListPage }, { FavouriteStar }] = await Promise.all([
          import("../../features/calculators/pages/calculator-list-page"),
          import("../../features/favourites/components/favourite-star"),
        ]);
        return {
          element: (
            <CalculatorListPage
              favouriteStar={(calculator) => (
                <FavouriteStar
                  templateId={calculator.id}
                  typology="calculator"
                  templateTitle={calculator.title}
                  size="md"
                />
              )}
            />
          ),
        };
      },
    },
  ],
};
