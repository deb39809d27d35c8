import { Box } from "@mantine/core";
import { Outlet, useLoaderData } from "react-router";
import { NoAccess } from "../../features/auth/components/no-access";
import type { GuardData } from "../guards/loaders";
import { pathTo } from "../paths";

/** Print layout (spec §2): the document alone, for the 1200x800 print-preview window. */
export function PrintLayout() {
  const { blocked } = useLoaderData() as GuardData;
  return (
    <Box component="main" id="main-content" p="lg" bg="white" mih="100vh">
      {blocked ? <NoAccess logoutPath={pathTo("customer-logout")} /> : <Outlet />}
    </Box>
  );
}
