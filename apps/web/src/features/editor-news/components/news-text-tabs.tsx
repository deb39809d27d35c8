import { Stack, Tabs, Text } from "@mantine/core";
import { RichTextEditor } from "../../../lib/rich-text";
import { useTranslation } from "../../../lib/use-translation";

interface NewsTextTabsProps {
  textIt: string;
  textEn: string;
  onChange: (change: { text_it?: string } | { text_en?: string }) => void;
  errors: { text_it?: string; text_en?: string };
}

/**
 * The item's text in Italian and in English, each in the rich-text editor (loaded lazily, with
 * the first editor shown); a tab marks the language whose text the server refused.
 */
export function NewsTextTabs({ textIt, textEn, onChange, errors }: NewsTextTabsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="news-text-label">
        {t("editorNews.text")}
      </Text>
      <Tabs defaultValue="it" keepMounted={false}>
        <Tabs.List aria-labelledby="news-text-label">
          <Tabs.Tab value="it" c={errors.text_it ? "red.8" : undefined}>
            {t("editorNews.italian")}
          </Tabs.Tab>
          <Tabs.Tab value="en" c={errors.text_en ? "red.8" : undefined}>
            {t("editorNews.english")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="it" pt="sm">
          <RichTextEditor
            label={t("editorNews.textIt")}
            value={textIt}
            onChange={(html) => onChange({ text_it: html })}
            testId="news-text-it"
          />
        </Tabs.Panel>
        <Tabs.Panel value="en" pt="sm">
          <RichTextEditor
            label={t("editorNews.textEn")}
            description={t("editorNews.textEnHelp")}
            value={textEn}
            onChange={(html) => onChange({ text_en: html })}
            testId="news-text-en"
          />
        </Tabs.Panel>
      </Tabs>
      {[errors.text_it, errors.text_en].filter(Boolean).map((message) => (
        <Text key={message} size="sm" c="red.8" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
