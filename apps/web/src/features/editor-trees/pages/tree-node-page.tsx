import { Text } from "@mantine/core";
import { createContext, useContext } from "react";
import { useParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { NotFoundState } from "../../../components/not-found-state";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { parseRouteId, useItemMissing } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import {
  isWizard,
  type TreeCreateBody,
  type TreeDetail,
  type TreeKind,
  treeRoutePrefix,
  useCreateNode,
  useLeafOptions,
  useTree,
  useTreeNode,
  useUpdateNode,
} from "../api/tree-api";
import { EMPTY_NODE, NodeForm, type NodeValues } from "../components/node-form";
import { hasChildren } from "../model/tree-moves";

type Mode = "create" | "child" | "edit";

/** The tree the screen edits, for the declaration's components (declared once, at module level). */
const TreeKindContext = createContext<TreeKind>("category");
type NodeDetail = TreeDetail<TreeKind>;
type NodeBody = TreeCreateBody<TreeKind>;

/** The parent a child is created under (`create/:parentId/child`); null on the other routes. */
const useParentId = () => parseRouteId(useParams().parentId);

/** A wizard step without children may end on templates (or calculators); a category never does. */
function useLeaf(kind: TreeKind, id: number | null): boolean {
  const tree = useTree(kind);
  return isWizard(kind) && (id === null || !hasChildren(tree.data ?? [], id));
}

/**
 * Create sends the node under the route's parent, edit sends the changes; a step that has
 * children sends no templates.
 */
function useSaveNode(kind: TreeKind, id: number | null) {
  const create = useCreateNode(kind);
  const update = useUpdateNode(kind);
  const parent = useParentId();
  const leaf = useLeaf(kind, id);
  return {
    isPending: create.isPending || update.isPending,
    error: id === null ? create.error : update.error,
    mutate: (body: NodeBody, options: { onSuccess: (saved: NodeDetail) => void }) => {
      const { templates, ...rest } = body as NodeBody & { templates?: number[] };
      const sent = (leaf && templates ? { ...rest, templates } : rest) as NodeBody;
      if (id !== null) update.mutate({ id, body: sent }, options);
      else create.mutate({ ...sent, parent }, options);
    },
  };
}

const valuesOf = (node: NodeDetail): NodeValues => ({
  title_it: node.title_it,
  title_en: node.title_en,
  status: node.status === 0 ? 0 : 1,
  question_it: "question_it" in node ? (node.question_it ?? "") : "",
  question_en: "question_en" in node ? (node.question_en ?? "") : "",
  templates: node.templates.map((template) => template.id),
});

const bodyOf = (kind: TreeKind) => (values: NodeValues) => {
  const base = { title_it: values.title_it.trim(), title_en: values.title_en.trim(), status: values.status };
  if (!isWizard(kind)) return base as NodeBody;
  const question = (text: string) => text.trim() || null;
  return {
    ...base,
    question_it: question(values.question_it),
    question_en: question(values.question_en),
    templates: values.templates,
  } as NodeBody;
};

/** Where the node stands: beneath the route's parent, or the edited node's. */
function ParentLine({ item }: { item: NodeDetail | undefined }) {
  const { t } = useTranslation();
  const kind = useContext(TreeKindContext);
  const tree = useTree(kind);
  const parentId = useParentId() ?? item?.parent;
  const parent = tree.data?.find((node) => node.id === parentId);
  return parent ? <Text c="dimmed">{t("editorTrees.parent", { name: parent.title })}</Text> : null;
}

/** A child asked under a parent the tree does not have is not found; the tree must load first. */
function useChildParent(
  kind: TreeKind,
): ReturnType<NonNullable<EditPageDeclaration<NodeDetail, NodeValues>["useInstead"]>> {
  const { t } = useTranslation();
  const tree = useTree(kind);
  const parent = useParentId();
  const malformed = useItemMissing(null, "parentId");
  const list = pathTo(`${treeRoutePrefix(kind)}-list`);
  if (malformed || (tree.data && !tree.data.some((node) => node.id === parent)))
    return <NotFoundState back={{ to: list }} />;
  if (tree.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void tree.refetch()} />;
  return tree.data ? null : "pending";
}

function TreeNodeForm({ values, set, errors, item }: FormProps<NodeDetail, NodeValues>) {
  const kind = useContext(TreeKindContext);
  const leaf = useLeaf(kind, item?.id ?? null);
  const templates = useLeafOptions(kind, leaf);
  return (
    <NodeForm
      kind={kind}
      values={values}
      onChange={set}
      errors={errors.fields}
      leaf={leaf}
      templates={templates.data ?? []}
    />
  );
}

/**
 * Create a root, create a child (`create/:parentId/child`) or edit a node of the category tree,
 * the contracts' wizard or the calculators' wizard: one declaration per tree and route.
 */
function treeNodeDeclaration(
  kind: TreeKind,
  mode: Mode,
): EditPageDeclaration<NodeDetail, NodeValues, NodeBody> {
  const prefix = treeRoutePrefix(kind);
  return {
    list: `${prefix}-list`,
    edit: `${prefix}-edit`,
    useItem: (id) => useTreeNode(kind, id),
    useSave: (id) => useSaveNode(kind, id),
    newValues: () => EMPTY_NODE,
    valuesOf,
    bodyOf: bodyOf(kind),
    // The server's other messages (on `parent`, say) go in the alert above the form.
    fields: ["title_it", "title_en", "status", "question_it", "question_en", "templates"],
    texts: {
      new: routeTitleKey(mode === "child" ? `${prefix}-create-child` : `${prefix}-create`),
      edit: routeTitleKey(`${prefix}-edit`),
      save: "editorTrees.save",
      back: "editorTrees.cancel",
      notSaved: "editorTrees.notSaved",
    },
    afterSave: "list",
    required: ["title_it"],
    Form: TreeNodeForm,
    Below: ParentLine,
    useInstead: mode === "child" ? () => useChildParent(kind) : undefined,
  };
}

/** Each tree's and route's declaration, made once: the kit keeps its values by the declaration. */
const declarations = new Map<string, EditPageDeclaration<NodeDetail, NodeValues, NodeBody>>();
function declarationOf(kind: TreeKind, mode: Mode) {
  const key = `${kind}:${mode}`;
  let declaration = declarations.get(key);
  if (!declaration) {
    declaration = treeNodeDeclaration(kind, mode);
    declarations.set(key, declaration);
  }
  return declaration;
}

export function TreeNodePage({ kind, mode }: { kind: TreeKind; mode: Mode }) {
  return (
    <TreeKindContext.Provider value={kind}>
      <ResourceEditPage key={`${kind}:${mode}`} declaration={declarationOf(kind, mode)} />
    </TreeKindContext.Provider>
  );
}
