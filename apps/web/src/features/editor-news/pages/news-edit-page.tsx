import type { EditorNews, NEWS_STATUSES, NewsCreateBody } from "@app/contracts";
import { Group, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import dayjs from "dayjs";
import { type ChangeEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { DateField } from "../../../components/date-fields";
import { EditScreenHeader } from "../../../components/edit-screen-header";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useDeleteEditorNews, useEditorNews, useSaveEditorNews } from "../api/editor-news-api";
import { NewsTextTabs } from "../components/news-text-tabs";

type NewsValues = Omit<NewsCreateBody, "link"> & { link: string };
const FIELDS = ["date", "title_it", "title_en", "text_it", "text_en", "status", "link"] as const;
// The switch reads as the item's life: a draft first, then published.
const STATUS_ORDER = ["draft", "public"] as const satisfies readonly (typeof NEWS_STATUSES)[number][];

const valuesOf = (item: EditorNews): NewsValues => ({
  date: item.date,
  title_it: item.title_it,
  title_en: item.title_en,
  text_it: item.text_it,
  text_en: item.text_en,
  status: item.status,
  link: item.link ?? "",
});
// A new item is today's draft.
const newValues = (): NewsValues => ({
  date: dayjs().format("YYYY-MM-DD"),
  title_it: "",
  title_en: "",
  text_it: "",
  text_en: "",
  status: "draft",
  link: "",
});
/** The form's values as the API takes them: no link is null, not an empty address. */
const bodyOf = ({ link, ...values }: NewsValues): NewsCreateBody => ({
  ...values,
  link: link.trim() || null,
});

/** `editor-news-create` and `editor-news-{id}-edit`: a news item in both languages; delete. */
export function NewsEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const item = useEditorNews(id);
  const missing = useItemMissing(item.error);
  const save = useSaveEditorNews(id);
  const remove = useDeleteEditorNews();
  const [values, setValues] = useState<NewsValues>(newValues);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    if (item.data) setValues(valuesOf(item.data));
  }, [item.data]);
  const errors = serverFormErrors(save.error, FIELDS);
  const set = (change: Partial<NewsValues>) => setValues((v) => ({ ...v, ...change }));
  const text = (field: "title_it" | "title_en" | "link") => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [field]: event.currentTarget.value }),
    error: errors.fields[field],
  });
  const back = pathTo("editor-news-list");

  if (missing) return <NotFoundState back={{ to: back }} />;
  if (id !== null && item.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void item.refetch()} />;
  return (
    <Stack gap="md" maw={60 * 16}>
      <EditScreenHeader
        title={id === null ? t("editorNews.new") : (item.data?.title_it ?? "")}
        deleteLabel={t("editorNews.delete")}
        onDelete={item.data ? () => setDeleting(true) : undefined}
      />
      {id !== null && !item.data ? (
        <Skeleton height={400} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            framed={false}
            onSubmit={() =>
              save.mutate(bodyOf(values), {
                onSuccess: (saved) => {
                  notifySuccess(t("common.saved"));
                  if (id === null) navigate(pathTo("editor-news-edit", { id: saved.id }), { replace: true });
                },
              })
            }
            otherErrors={errors.other}
            otherErrorsTitle={t("editorNews.notSaved")}
            submitLabel={t("editorNews.save")}
            cancel={{ label: t("editorNews.back"), to: back }}
            pending={save.isPending}
            canSubmit={values.title_it.trim() !== "" && values.date !== ""}
          >
            <Group align="flex-start" gap="md">
              <DateField
                label={t("editorNews.date")}
                required
                value={values.date}
                onChange={(date) => set({ date })}
                error={errors.fields.date}
                w={200}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="news-status-label">
                  {t("editorNews.status")}
                </Text>
                <SegmentedControl
                  aria-labelledby="news-status-label"
                  aria-describedby="news-status-help"
                  data={STATUS_ORDER.map((s) => ({ value: s, label: t(`editorNews.statuses.${s}`) }))}
                  value={values.status}
                  onChange={(status) => set({ status: status as NewsValues["status"] })}
                />
              </Stack>
            </Group>
            <Text size="xs" c="dimmed" id="news-status-help" mt={-8}>
              {t("editorNews.statusHelp")}
            </Text>
            <TextInput label={t("editorNews.titleIt")} required maxLength={200} {...text("title_it")} />
            <TextInput
              label={t("editorNews.titleEn")}
              description={t("editorNews.titleEnHelp")}
              maxLength={200}
              {...text("title_en")}
            />
            <NewsTextTabs
              textIt={values.text_it}
              textEn={values.text_en}
              onChange={set}
              errors={{ text_it: errors.fields.text_it, text_en: errors.fields.text_en }}
            />
            <TextInput
              type="url"
              label={t("editorNews.link")}
              description={t("editorNews.linkHelp")}
              placeholder="https://"
              maxLength={500}
              {...text("link")}
            />
          </ResourceForm>
        </Paper>
      )}
      {item.data && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={t("editorNews.confirmTitle")}
          confirmLabel={t("editorNews.delete")}
          cancelLabel={t("editorNews.cancel")}
          pending={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(item.data.id, {
              onSuccess: () => {
                notifySuccess(t("common.deleted"));
                navigate(back);
              },
            })
          }
        >
          <Text>{t("editorNews.deleteText", { title: item.data.title_it })}</Text>
        </ConfirmDeleteDialog>
      )}
    </Stack>
  );
}
