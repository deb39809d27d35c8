import { Container } from "@mantine/core";
import { Outlet, useLoaderData } from "react-router";
import { NoAccess } from "../../features/auth/components/no-access";
import { UploadPanel } from "../../features/uploads/components/upload-panel";
import type { GuardData } from "../guards/loaders";
import { pathTo } from "../paths";
import { RouteBreadcrumbs } from "./route-breadcrumbs";

/** Frame of every /customer page inside the site layout: breadcrumbs and the upload panel. */
export function CustomerArea() {
  const { blocked } = useLoaderData() as GuardData;
  if (blocked) return <NoAccess logoutPath={pathTo("customer-logout")} />;
  return (
    // The upload panel reserves its own room under the page (site layout, features/uploads/panel-space).
    <Container size="xl" pt="md" pb="xl">
      <RouteBreadcrumbs />
      <Outlet />
      <UploadPanel />
    </Container>
  );
}
