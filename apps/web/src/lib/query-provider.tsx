// Every Mantine style, for the areas and account menus this provider serves (app/base-styles.ts).
import "@mantine/core/styles.layer.css";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { queryClient } from "./query-client";

/**
 * The app's one query client, provided where queries run. It is mounted by the areas that
 * use queries (a layout route around them, or a lazily loaded widget) instead of at the root,
 * so the landing page's first load carries no query library (DESIGN §11).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Pathless layout route: every route below it may use queries and mutations. */
export function QueryOutlet() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
