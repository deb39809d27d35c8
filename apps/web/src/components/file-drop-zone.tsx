import { Paper } from "@mantine/core";
import { type DragEvent, type ReactNode, useState } from "react";
import classes from "./file-drop-zone.module.css";

/**
 * A framed zone a file is dropped on (a signed copy, a filled spreadsheet): dashed, blue while a
 * file is dragged over it. The zone's own button chooses a file for whoever does not drag.
 */
export function FileDropZone(props: { onFile: (file: File | null) => void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    props.onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Paper
      p="md"
      className={classes.zone}
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {props.children}
    </Paper>
  );
}
