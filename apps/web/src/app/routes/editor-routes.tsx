import type { RouteObject } from "react-router";
import { editorAreaLoader } from "../guards/lazy-loaders";
import { paths, type RouteName } from "../paths";
import { lazyPage, pageSection, routeHandle } from "./route-builders";

type TreeKind = "category" | "wizard" | "calculator-wizard";

/** A named editor screen loaded on first visit. */
function screen(name: RouteName, lazy: RouteObject["lazy"], children?: RouteObject[]): RouteObject {
  return { path: paths[name], handle: routeHandle(name), lazy, children } as RouteObject;
}

const treeList = (kind: TreeKind) => async () => {
  const { TreeListPage } = await import("../../features/editor-trees/pages/tree-list-page");
  return { element: <TreeListPage kind={kind} /> };
};

const treeNode = (kind: TreeKind, mode: "create" | "child" | "edit") => async () => {
  const { TreeNodePage } = await import("../../features/editor-trees/pages/tree-node-page");
  return { element: <TreeNodePage kind={kind} mode={mode} /> };
};

/** A tree's list, create, create-child and edit screens (spec §2); the list is the others' parent for breadcrumbs. */
function treeSection(kind: TreeKind): RouteObject {
  const prefix =
    kind === "category"
      ? "editor-agreement-category"
      : kind === "wizard"
        ? "editor-agreement-wizard"
        : "editor-calculator-wizard";
  return screen(`${prefix}-list`, undefined, [
    { index: true, lazy: treeList(kind) },
    screen(`${prefix}-create`, treeNode(kind, "create")),
    screen(`${prefix}-create-child`, treeNode(kind, "child")),
    screen(`${prefix}-edit`, treeNode(kind, "edit")),
  ]);
}

/**
 * The template editor, with the drafting screen's document renderer composed in for its live
 * preview (features never import each other: the route joins them).
 */
const templateEditor = async () => {
  const [{ TemplateEditPage }, { DocumentView }, { DocumentStyles }] = await Promise.all([
    import("../../features/editor-templates/pages/template-edit-page"),
    import("../../features/agreement-editor/document/document-view"),
    import("../../features/agreement-editor/document/document-styles"),
  ]);
  return {
    element: (
      <TemplateEditPage
        renderDocument={({ model, ctx }) => (
          <>
            <DocumentStyles />
            <DocumentView model={model} ctx={ctx} mode="preview" />
          </>
        )}
      />
    ),
  };
};

const calculatorEditor = lazyPage(
  () => import("../../features/editor-calculators/pages/calculator-edit-page"),
  (m) => m.CalculatorEditPage,
);

const constantEditor = lazyPage(
  () => import("../../features/editor-calculators/pages/constant-edit-page"),
  (m) => m.ConstantEditPage,
);

/** The evaluate dialog runs the customers' own calculator screen, in its editor mode. */
const calculatorEvaluate = (from: "list" | "edit") => async () => {
  const [{ CalculatorEvaluateModal }, { CalculatorRunner }] = await Promise.all([
    import("../../features/editor-calculators/pages/calculator-evaluate-modal"),
    import("../../features/calculators/components/calculator-runner"),
  ]);
  return {
    element: (
      <CalculatorEvaluateModal
        from={from}
        renderRunner={(calculator) => <CalculatorRunner calculator={calculator} side="editor" />}
      />
    ),
  };
};

/** The calculators' list, create and edit screens; evaluate is a child of both list and edit (spec §2). */
function calculatorSection(): RouteObject {
  return screen("editor-calculator-template-list", undefined, [
    {
      lazy: lazyPage(
        () => import("../../features/editor-calculators/pages/calculator-list-page"),
        (m) => m.CalculatorListPage,
      ),
      children: [
        // Nothing over the page: an explicit null, or React Router warns of an empty leaf.
        { index: true, element: null },
        screen("editor-calculator-template-list-evaluate", calculatorEvaluate("list")),
      ],
    },
    screen("editor-calculator-template-create", calculatorEditor),
    screen("editor-calculator-template-edit", calculatorEditor, [
      screen("editor-calculator-template-edit-evaluate", calculatorEvaluate("edit")),
    ]),
  ]);
}

/** /editor (spec §2): editors only, in the editor layout. */
export const editorRoutes: RouteObject = {
  path: paths["editor-home"],
  handle: routeHandle("editor-home"),
  loader: editorAreaLoader,
  lazy: lazyPage(
    () => import("../layouts/editor-layout"),
    (m) => m.EditorLayout,
  ),
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import("../../features/editor-dashboard/pages/editor-home-page"),
        (m) => m.EditorHomePage,
      ),
    },
    {
      path: paths["editor-security"],
      handle: routeHandle("editor-security"),
      lazy: lazyPage(
        () => import("../../features/auth/pages/editor-security-page"),
        (m) => m.EditorSecurityPage,
      ),
    },
    pageSection("editor-profile-profile", {
      list: lazyPage(
        () => import("../../features/editor-profile/pages/profile-pages"),
        (m) => m.ProfileListPage,
      ),
      create: lazyPage(
        () => import("../../features/editor-profile/pages/profile-pages"),
        (m) => m.ProfileEditPage,
      ),
    }),
    pageSection("editor-profile-company", {
      list: lazyPage(
        () => import("../../features/editor-profile/pages/company-pages"),
        (m) => m.CompanyListPage,
      ),
      create: lazyPage(
        () => import("../../features/editor-profile/pages/company-pages"),
        (m) => m.CompanyEditPage,
      ),
    }),
    pageSection("editor-profile-licence", {
      list: lazyPage(
        () => import("../../features/editor-profile/pages/licence-pages"),
        (m) => m.LicenceListPage,
      ),
      create: lazyPage(
        () => import("../../features/editor-profile/pages/licence-pages"),
        (m) => m.LicenceEditPage,
      ),
    }),
    pageSection("editor-calendar-appointment", {
      list: lazyPage(
        () => import("../../features/editor-calendar/pages/appointment-pages"),
        (m) => m.AppointmentListPage,
      ),
      create: lazyPage(
        () => import("../../features/editor-calendar/pages/appointment-pages"),
        (m) => m.AppointmentEditPage,
      ),
    }),
    pageSection("editor-calendar-agenda", {
      list: lazyPage(
        () => import("../../features/editor-calendar/pages/agenda-pages"),
        (m) => m.AgendaListPage,
      ),
      create: lazyPage(
        () => import("../../features/editor-calendar/pages/agenda-pages"),
        (m) => m.AgendaEditPage,
      ),
    }),
    pageSection("editor-news", {
      list: lazyPage(
        () => import("../../features/editor-news/pages/news-list-page"),
        (m) => m.NewsListPage,
      ),
      create: lazyPage(
        () => import("../../features/editor-news/pages/news-edit-page"),
        (m) => m.NewsEditPage,
      ),
    }),
    // Issue 35: the audit trail.
    screen(
      "editor-audit-list",
      lazyPage(
        () => import("../../features/editor-audit/pages/audit-list-page"),
        (m) => m.AuditListPage,
      ),
    ),
    screen(
      "editor-agreement-favourite-count-list",
      lazyPage(
        () => import("../../features/editor-favourites/pages/favourite-count-list-page"),
        (m) => m.FavouriteCountListPage,
      ),
    ),
    calculatorSection(),
    screen("editor-calculator-constant-list", undefined, [
      {
        index: true,
        lazy: lazyPage(
          () => import("../../features/editor-calculators/pages/constant-list-page"),
          (m) => m.ConstantListPage,
        ),
      },
      screen("editor-calculator-constant-create", constantEditor),
      screen("editor-calculator-constant-edit", constantEditor),
    ]),
    treeSection("calculator-wizard"),
    treeSection("category"),
    screen("editor-agreement-template-list", undefined, [
      {
        index: true,
        lazy: lazyPage(
          () => import("../../features/editor-templates/pages/template-list-page"),
          (m) => m.TemplateListPage,
        ),
      },
      screen("editor-agreement-template-create", templateEditor),
      screen("editor-agreement-template-edit", templateEditor),
    ]),
    treeSection("wizard"),
    screen(
      "editor-agreement-agreement-list",
      lazyPage(
        () => import("../../features/editor-agreements/pages/agreement-list-page"),
        (m) => m.EditorAgreementListPage,
      ),
    ),
  ],
};
