import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { parseRouteId, useItemMissing } from "../../../lib/route-id";
import {
  isWizard,
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

/** The fields the form shows; the server's other messages (e.g. on `parent`) go in its alert. */
const FIELDS = ["title_it", "title_en", "status", "question_it", "question_en", "templates"];

/** Create a root, create a child of `parentId`, or edit node `id` of the category or wizard tree. */
export function TreeNodePage({ kind, mode }: { kind: TreeKind; mode: "create" | "child" | "edit" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = mode === "edit" ? parseRouteId(params.id) : null;
  const parentId = mode === "child" ? parseRouteId(params.parentId) : null;
  const prefix = treeRoutePrefix(kind);
  const routeName =
    mode === "edit"
      ? (`${prefix}-edit` as const)
      : mode === "child"
        ? (`${prefix}-create-child` as const)
        : (`${prefix}-create` as const);

  const tree = useTree(kind);
  const node = useTreeNode(kind, id);
  const create = useCreateNode(kind);
  const update = useUpdateNode(kind);
  const [values, setValues] = useState<NodeValues>(EMPTY_NODE);
  const leaf = isWizard(kind) && (id === null || !hasChildren(tree.data ?? [], id));
  const templates = useLeafOptions(kind, leaf);
  const parent = tree.data?.find((n) => n.id === (parentId ?? node.data?.parent));
  const error = mode === "edit" ? update.error : create.error;
  const errors = serverFormErrors(error, FIELDS);

  useEffect(() => {
    const data = node.data;
    if (!data) return;
    setValues({
      title_it: data.title_it,
      title_en: data.title_en,
      status: data.status === 0 ? 0 : 1,
      question_it: "question_it" in data ? (data.question_it ?? "") : "",
      question_en: "question_en" in data ? (data.question_en ?? "") : "",
      templates: data.templates.map((template) => template.id),
    });
  }, [node.data]);

  const body = () => {
    const base = {
      title_it: values.title_it.trim(),
      title_en: values.title_en.trim(),
      status: values.status,
    };
    if (kind === "category") return base;
    const question = (text: string) => text.trim() || null;
    return {
      ...base,
      question_it: question(values.question_it),
      question_en: question(values.question_en),
      ...(leaf ? { templates: values.templates } : {}),
    };
  };
  const done = () => {
    notifySuccess(t("common.saved"));
    void navigate(pathTo(`${prefix}-list`));
  };
  const submit = () => {
    if (id !== null) update.mutate({ id, body: body() }, { onSuccess: done });
    else
      create.mutate({ ...body(), parent: parentId } as Parameters<typeof create.mutate>[0], {
        onSuccess: done,
      });
  };

  // An unknown node, or a child asked under a parent the tree does not have: not found.
  const nodeMissing = useItemMissing(node.error);
  const parentMissing =
    useItemMissing(null, "parentId") ||
    (mode === "child" && tree.data !== undefined && !tree.data.some((n) => n.id === parentId));
  if (nodeMissing || parentMissing) return <NotFoundState back={{ to: pathTo(`${prefix}-list`) }} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t(routeTitleKey(routeName))}
        </Title>
        {parent && <Text c="dimmed">{t("editorTrees.parent", { name: parent.title })}</Text>}
      </Stack>
      {(id !== null && node.isError) || (mode === "child" && tree.isError) ? (
        <LoadErrorAlert
          title={t("itemState.loadError")}
          onRetry={() => void (id !== null ? node.refetch() : tree.refetch())}
        />
      ) : (id !== null && !node.data) || (mode === "child" && !tree.data) ? (
        <Skeleton height={220} radius="md" />
      ) : (
        <ResourceForm
          onSubmit={submit}
          otherErrors={errors.other}
          otherErrorsTitle={t("editorTrees.notSaved")}
          submitLabel={t("editorTrees.save")}
          cancel={{ label: t("editorTrees.cancel"), to: pathTo(`${prefix}-list`) }}
          pending={create.isPending || update.isPending}
          canSubmit={values.title_it.trim() !== ""}
        >
          <NodeForm
            kind={kind}
            values={values}
            onChange={(change) => setValues((current) => ({ ...current, ...change }))}
            errors={errors.fields}
            leaf={leaf}
            templates={templates.data ?? []}
          />
        </ResourceForm>
      )}
    </Stack>
  );
}
