import type {
  CalculatorListItem,
  CategoryNode,
  EditorCategory,
  EditorCategoryCreateBody,
  EditorCategoryUpdateBody,
  EditorTemplateListItem,
  EditorWizard,
  EditorWizardCreateBody,
  EditorWizardUpdateBody,
  ListResponse,
  WizardNode,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useTranslation } from "../../../lib/use-translation";
import { applyMove } from "../model/tree-moves";

/**
 * The three trees of spec §2-§3: the contracts' categories and wizard (bases
 * /api/agreement/editor/category and /wizard) and the calculators' wizard
 * (/api/calculator/editor/wizard), whose leaves lead to calculators.
 */
export type TreeKind = "category" | "wizard" | "calculator-wizard";
export type WizardKind = Exclude<TreeKind, "category">;
export const isWizard = (kind: TreeKind): kind is WizardKind => kind !== "category";

/** The route names' prefix of each tree's screens. */
export const treeRoutePrefix = (kind: TreeKind) =>
  kind === "category"
    ? "editor-agreement-category"
    : kind === "wizard"
      ? "editor-agreement-wizard"
      : "editor-calculator-wizard";
export type TreeListNode<K extends TreeKind> = K extends "category" ? CategoryNode : WizardNode;
export type TreeDetail<K extends TreeKind> = K extends "category" ? EditorCategory : EditorWizard;
export type TreeCreateBody<K extends TreeKind> = K extends "category"
  ? EditorCategoryCreateBody
  : EditorWizardCreateBody;
export type TreeUpdateBody<K extends TreeKind> = K extends "category"
  ? EditorCategoryUpdateBody
  : EditorWizardUpdateBody;

const base = (kind: TreeKind) =>
  kind === "calculator-wizard" ? "/api/calculator/editor/wizard" : `/api/agreement/editor/${kind}`;

/**
 * Under the editor catalogue prefix `["editor", "catalogue"]`, like the template screens' keys
 * (the same tree list is their selectors' source): a change here refreshes those too.
 */
export const treeKeys = {
  all: ["editor", "catalogue"] as const,
  list: (kind: TreeKind, language: string) => ["editor", "catalogue", kind, "list", language] as const,
  detail: (kind: TreeKind, id: number) => ["editor", "catalogue", kind, "detail", id] as const,
  templates: ["editor", "catalogue", "template", "all"] as const,
};

export function useTree<K extends TreeKind>(kind: K) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: treeKeys.list(kind, i18n.language),
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<TreeListNode<K>>>(`${base(kind)}/list/`, { query: { no_page: "no_page" }, signal })
        .then((list) => list.results),
  });
}

export function useTreeNode<K extends TreeKind>(kind: K, id: number | null) {
  return useQuery({
    queryKey: treeKeys.detail(kind, id ?? 0),
    queryFn: ({ signal }) => api.get<TreeDetail<K>>(`${base(kind)}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
  });
}

/** What a wizard leaf may lead to: a template version, or a calculator. */
export interface LeafOption {
  id: number;
  label: string;
}

/**
 * Every template version (the contracts' wizard) or every calculator (the calculators' wizard),
 * for a leaf's targets, each labelled with what tells versions and drafts apart.
 */
export function useLeafOptions(kind: TreeKind, enabled: boolean) {
  const { t } = useTranslation();
  const calculators = kind === "calculator-wizard";
  return useQuery({
    queryKey: [...treeKeys.templates, calculators ? "calculators" : "templates"],
    queryFn: async ({ signal }): Promise<LeafOption[]> => {
      const query = { no_page: "no_page", order_by__: "title" };
      if (calculators) {
        const list = await api.get<ListResponse<CalculatorListItem>>(
          "/api/calculator/editor/template/list/",
          {
            query,
            signal,
          },
        );
        return list.results.map((calculator) => ({
          id: calculator.id,
          label: `${calculator.title} · ${calculator.language.toUpperCase()} · ${t(`editorTrees.templateStatus.${calculator.status}`)}`,
        }));
      }
      const list = await api.get<ListResponse<EditorTemplateListItem>>(
        "/api/agreement/editor/template/list/",
        {
          query,
          signal,
        },
      );
      return list.results.map((template) => ({
        id: template.id,
        label: `${template.title} · v${template.version} · ${template.language.toUpperCase()} · ${t(`editorTrees.templateStatus.${template.status}`)}`,
      }));
    },
    enabled,
  });
}

function useTreeWrite<V, R>(call: (vars: V) => Promise<R>, silentError = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silentError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treeKeys.all }),
  });
}

/** Create and update show their errors beside the fields (and not a second time as a notice). */
export const useCreateNode = <K extends TreeKind>(kind: K) =>
  useTreeWrite((body: TreeCreateBody<K>) => api.post<TreeDetail<K>>(`${base(kind)}/create/`, body), true);

export const useUpdateNode = <K extends TreeKind>(kind: K) =>
  useTreeWrite(
    ({ id, body }: { id: number; body: TreeUpdateBody<K> }) =>
      api.put<TreeDetail<K>>(`${base(kind)}/partial-update/${id}/`, body),
    true,
  );

export const useSetNodeStatus = (kind: TreeKind) =>
  useTreeWrite(({ id, status }: { id: number; status: 0 | 1 }) =>
    api.patch(`${base(kind)}/set-status/${id}/`, { status }),
  );

/** The refusal (children, or templates left without a category) is said in the dialog, once. */
export const useDeleteNode = (kind: TreeKind) =>
  useTreeWrite((id: number) => api.delete<void>(`${base(kind)}/destroy/${id}/`), true);

/** Reorders among siblings, shown at once; the server's order follows. */
export function useMoveNode(kind: TreeKind) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const key = treeKeys.list(kind, i18n.language);
  return useMutation({
    mutationFn: ({ id, position }: { id: number; position: number }) =>
      api.patch(`${base(kind)}/move/${id}/`, { position }),
    onMutate: async ({ id, position }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TreeListNode<TreeKind>[]>(key);
      if (before) queryClient.setQueryData(key, applyMove(before, id, position));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: treeKeys.all }),
  });
}
