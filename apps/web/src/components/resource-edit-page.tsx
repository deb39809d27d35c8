import { Paper, Skeleton, Stack } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { type ItemRouteName, itemPath, type PlainRouteName, pathTo } from "../app/paths";
import { type ServerFormErrors, serverFormErrors } from "../lib/form-errors";
import { notifySuccess } from "../lib/notify";
import { blankRequired, requiredFieldErrors } from "../lib/required-fields";
import { useItemMissing, useRouteId } from "../lib/route-id";
import type { TFunction } from "../lib/translator";
import { useTranslation } from "../lib/use-translation";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { EditScreenHeader } from "./edit-screen-header";
import { LoadErrorAlert } from "./load-error-alert";
import { NotFoundState } from "./not-found-state";
import { ResourceForm } from "./resource-form";

/** What an edit page needs of the call reading its item (TanStack Query's result fits). */
export interface ItemQuery<Item> {
  data: Item | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

interface Mutation<Input, Output> {
  mutate: (input: Input, options: { onSuccess: (output: Output) => void }) => void;
  isPending: boolean;
  error?: unknown;
  /** Forgets the last failure (a delete's refusal, when its confirmation closes). */
  reset?: () => void;
}

/** What the declaration's form draws: the values, a setter for some of them, the server's errors. */
export interface FormProps<Item, Values> {
  values: Values;
  set: (change: Partial<Values>) => void;
  errors: ServerFormErrors;
  /** The item being edited; undefined while creating. */
  item: Item | undefined;
}

/**
 * A back-office create-and-edit screen as a declaration (issue 34): one declaration serves the
 * create route (no id) and the `{id}/edit` route. Texts are i18n keys. The kit draws the rest: the
 * heading with Delete, loading, not-found and load-error states, the form with its server errors,
 * the "saved" notice (and the edit route after a create), the delete confirmation and its notice.
 */
export interface EditPageDeclaration<Item extends { id: number }, Values, Body = Values> {
  list: PlainRouteName;
  /** The item's edit route (`…/:id/edit`), where a create lands. */
  edit: ItemRouteName;
  useItem: (id: number | null) => ItemQuery<Item>;
  useSave: (id: number | null) => Mutation<Body, Item>;
  newValues: () => Values;
  valuesOf: (item: Item) => Values;
  /** The values as the API takes them, when they differ; `item` is undefined while creating. */
  bodyOf?: (values: Values, item: Item | undefined) => Body;
  /** The fields whose server errors the form shows beside them; the others are listed above it. */
  fields: readonly string[];
  /** The heading while editing: the item's name; `texts.edit` when the heading names the screen instead. */
  title?: (item: Item) => string;
  /**
   * `create`: the submit button's label while creating, when it is not `save` (Invite); `edit`: the
   * heading while editing, when not the item's title; `saved`: the notice after a save, when not "saved".
   */
  texts: {
    new: string;
    save: string;
    back: string;
    notSaved: string;
    create?: string;
    edit?: string;
    saved?: string;
  };
  /** Where a save leads: the item's edit route after a create (default), or back to the list. */
  afterSave?: "edit" | "list";
  /** The notice after a create, when it says more than "saved" (whom an invitation went to). */
  createdNotice?: (item: Item, t: TFunction) => string;
  /** Delete, after a confirmation: left out when the item cannot be deleted here. */
  remove?: {
    useDelete: () => Mutation<number, unknown>;
    texts: { delete: string; confirmTitle: string; cancel: string };
    /** What the confirmation says will go (its own paragraphs). */
    text: (item: Item, t: TFunction) => ReactNode;
  };
  /**
   * The fields that may not be left blank: the save button waits while one is, and a field the
   * user empties says so beside it (issue 44). The form shows `errors.fields[field]` for each.
   */
  required?: readonly (keyof Values & string)[];
  Form: (props: FormProps<Item, Values>) => ReactNode;
  /** Beside the heading once the item exists (a licence's status menu). */
  HeaderActions?: (props: { item: Item }) => ReactNode;
  /** Below the form once the item exists (a firm's people). */
  After?: (props: { item: Item }) => ReactNode;
  /** A line beneath the heading, also while creating (where in a tree the node goes). */
  Below?: (props: { item: Item | undefined }) => ReactNode;
  /**
   * What the screen shows instead of the form: the item's view when the caller may not change it
   * (a licence in force), a not-found state for what the route names beside the item (a tree
   * node's parent); `pending` while what decides it loads; null to show the form.
   */
  useInstead?: (item: Item | undefined) => ReactNode | "pending";
  maxWidth?: number;
  skeletonHeight?: number;
}

/** The form is shown where no declaration says otherwise. */
const showForm = () => null;

/**
 * The create-and-edit screen a declaration describes: a screen file declares it once, at module
 * level, and its page component is `() => <ResourceEditPage declaration={…} />`.
 */
export function ResourceEditPage<Item extends { id: number }, Values, Body>({
  declaration: d,
}: {
  declaration: EditPageDeclaration<Item, Values, Body>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const item = d.useItem(id);
  const missing = useItemMissing(item.error);
  const save = d.useSave(id);
  const [values, setValues] = useState<Values>(d.newValues);
  // The fields the user has changed: a required one emptied says so at once.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (item.data) setValues(d.valuesOf(item.data));
  }, [item.data, d]);
  // Stable, so a form may name it in an effect's dependencies.
  const set = useCallback((change: Partial<Values>) => {
    setValues((current) => ({ ...current, ...change }));
    setTouched((current) => {
      const keys = Object.keys(change).filter((key) => !current.has(key));
      return keys.length === 0 ? current : new Set([...current, ...keys]);
    });
  }, []);
  const required = d.required ?? [];
  const server = serverFormErrors(save.error, d.fields);
  const blank = requiredFieldErrors(values, required, touched, t("common.required"));
  // The server's word on a field stands; a blank required field is said where it has none.
  const errors = { ...server, fields: { ...blank, ...server.fields } };
  const back = pathTo(d.list);
  const { Form, After, Below, HeaderActions } = d;
  const headerActions = HeaderActions && item.data && <HeaderActions item={item.data} />;
  const below = Below && <Below item={item.data} />;
  const instead = (d.useInstead ?? showForm)(item.data);
  const heading = (found: Item | undefined) =>
    id === null ? t(d.texts.new) : d.texts.edit ? t(d.texts.edit) : found && d.title ? d.title(found) : "";

  if (missing) return <NotFoundState back={{ to: back }} />;
  if (id !== null && item.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void item.refetch()} />;
  if (instead && instead !== "pending") return instead;
  return (
    <Stack gap="md" maw={d.maxWidth}>
      {d.remove ? (
        <DeletableHeader
          declaration={d}
          remove={d.remove}
          item={item.data}
          title={heading(item.data)}
          below={below}
        />
      ) : (
        <EditScreenHeader title={heading(item.data)} below={below}>
          {headerActions}
        </EditScreenHeader>
      )}
      {(id !== null && !item.data) || instead === "pending" ? (
        <Skeleton height={d.skeletonHeight ?? 300} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            framed={false}
            onSubmit={() =>
              save.mutate(d.bodyOf ? d.bodyOf(values, item.data) : (values as unknown as Body), {
                onSuccess: (saved) => {
                  notifySuccess(
                    id === null && d.createdNotice
                      ? d.createdNotice(saved, t)
                      : t(d.texts.saved ?? "common.saved"),
                  );
                  if (d.afterSave === "list") navigate(back);
                  else if (id === null) navigate(itemPath(d.edit, saved.id), { replace: true });
                },
              })
            }
            otherErrors={errors.other}
            otherErrorsTitle={t(d.texts.notSaved)}
            submitLabel={t(id === null && d.texts.create ? d.texts.create : d.texts.save)}
            cancel={{ label: t(d.texts.back), to: back }}
            pending={save.isPending}
            canSubmit={blankRequired(values, required).length === 0}
          >
            <Form values={values} set={set} errors={errors} item={item.data} />
          </ResourceForm>
        </Paper>
      )}
      {After && item.data && <After item={item.data} />}
    </Stack>
  );
}

/** The heading with Delete, and the confirmation it opens (its own component: its hooks are the delete's). */
function DeletableHeader<Item extends { id: number }, Values, Body>({
  declaration: d,
  remove: { useDelete, texts, text },
  item,
  title,
  below,
}: {
  declaration: EditPageDeclaration<Item, Values, Body>;
  remove: NonNullable<EditPageDeclaration<Item, Values, Body>["remove"]>;
  item: Item | undefined;
  title: string;
  below: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDelete();
  const [deleting, setDeleting] = useState(false);
  const deleteLabel = t(texts.delete);
  return (
    <>
      <EditScreenHeader
        title={title}
        below={below}
        deleteLabel={deleteLabel}
        onDelete={item ? () => setDeleting(true) : undefined}
      />
      {item && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={t(texts.confirmTitle)}
          confirmLabel={deleteLabel}
          cancelLabel={t(texts.cancel)}
          pending={remove.isPending}
          refusal={{ title: t("common.notDeleted"), error: remove.error }}
          onClose={() => {
            setDeleting(false);
            remove.reset?.();
          }}
          onConfirm={() =>
            remove.mutate(item.id, {
              onSuccess: () => {
                notifySuccess(t("common.deleted"));
                navigate(pathTo(d.list));
              },
            })
          }
        >
          {text(item, t)}
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
