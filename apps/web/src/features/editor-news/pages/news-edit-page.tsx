import type { EditorNews, NEWS_STATUSES, NewsCreateBody } from "@app/contracts";
import { Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import dayjs from "dayjs";
import type { ChangeEvent } from "react";
import { DateField } from "../../../components/date-fields";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { useTranslation } from "../../../lib/use-translation";
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

function NewsForm({ values, set, errors }: FormProps<EditorNews, NewsValues>) {
  const { t } = useTranslation();
  const text = (field: "title_it" | "title_en" | "link") => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [field]: event.currentTarget.value }),
    error: errors.fields[field],
  });
  return (
    <>
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
    </>
  );
}

/** `editor-news-create` and `editor-news-{id}-edit`: a news item in both languages; delete. */
const NEWS_EDIT: EditPageDeclaration<EditorNews, NewsValues, NewsCreateBody> = {
  list: "editor-news-list",
  edit: "editor-news-edit",
  useItem: useEditorNews,
  useSave: useSaveEditorNews,
  newValues,
  valuesOf,
  bodyOf,
  fields: FIELDS,
  title: (item) => item.title_it,
  texts: {
    new: "editorNews.new",
    save: "editorNews.save",
    back: "editorNews.back",
    notSaved: "editorNews.notSaved",
  },
  remove: {
    useDelete: useDeleteEditorNews,
    texts: {
      delete: "editorNews.delete",
      confirmTitle: "editorNews.confirmTitle",
      cancel: "editorNews.cancel",
    },
    text: (item, t) => <Text>{t("editorNews.deleteText", { title: item.title_it })}</Text>,
  },
  required: ["date", "title_it"],
  Form: NewsForm,
  maxWidth: 60 * 16,
  skeletonHeight: 400,
};

export function NewsEditPage() {
  return <ResourceEditPage declaration={NEWS_EDIT} />;
}
