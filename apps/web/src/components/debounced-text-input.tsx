import { TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";

interface DebouncedTextInputProps {
  label: string;
  placeholder?: string;
  value: string;
  onCommit: (value: string) => void;
}

/** A text filter that asks the server once the user pauses typing, not at every letter. */
export function DebouncedTextInput({ label, placeholder, value, onCommit }: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onCommit, 350);
  // Follows the URL when it changes from elsewhere (back button, "clear the filters").
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
    />
  );
}
