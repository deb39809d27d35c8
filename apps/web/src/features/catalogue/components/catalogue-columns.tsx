import type { CSSProperties, ReactNode } from "react";
import { responsiveColumns } from "../catalogue-columns";
import classes from "./catalogue-columns.module.css";

/**
 * Groups flowing down 3 vertical columns on desktops (spec §9), 2 on tablets, 1 on phones.
 * CSS columns keep the reading (and tab) order top to bottom, column after column.
 */
export function CatalogueColumns({ groupCount, children }: { groupCount: number; children: ReactNode }) {
  const columns = responsiveColumns(groupCount);
  const style = {
    "--catalogue-columns-sm": columns.sm,
    "--catalogue-columns-md": columns.md,
  } as CSSProperties;
  return (
    <div className={classes.columns} style={style}>
      {children}
    </div>
  );
}

/** One block of the columns, never split across two of them. */
export function CatalogueColumnItem({ children }: { children: ReactNode }) {
  return <div className={classes.item}>{children}</div>;
}
