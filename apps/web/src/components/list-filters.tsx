import { Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../lib/use-translation";

/** A free-text search applied after a pause in typing, and up to two choice filters beside it. */
export function ListFilters(props: {
  search?: { value: string; onChange: (value: string) => void; label: string };
  choices?: {
    label: string;
    value: string;
    data: { value: string; label: string }[];
    onChange: (value: string) => void;
  }[];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.search?.value ?? "");
  const search = props.search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: typed text is applied after a pause
  useEffect(() => {
    if (!search || text === search.value) return;
    const timer = setTimeout(() => search.onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Group align="flex-end" gap="sm" mb="sm">
      {search && (
        <TextInput
          label={search.label}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={280}
        />
      )}
      {props.choices?.map((choice) => (
        <Select
          key={choice.label}
          label={choice.label}
          data={[{ value: "", label: t("editorProfile.all") }, ...choice.data]}
          value={choice.value}
          onChange={(value) => choice.onChange(value ?? "")}
          allowDeselect={false}
          w={200}
        />
      ))}
    </Group>
  );
}
