import { Box, Container } from "@mantine/core";
import { Outlet, useMatch } from "react-router";
import { SkipLink } from "../../components/skip-link";
import { paths } from "../paths";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const MAIN_ID = "main-content";
const HEADER_HEIGHT = 64;

/**
 * Customer/landing layout (spec §2): navbar, no sidebar. A sticky header rather than
 * Mantine's AppShell, which this layout would use only for that and the landing page pays for.
 */
export function SiteLayout() {
  const inCustomerArea = useMatch({ path: paths.customer, end: false }) !== null;
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SkipLink targetId={MAIN_ID} />
      <Box
        component="header"
        h={HEADER_HEIGHT}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <SiteHeader />
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} flex={1}>
        <Outlet />
      </Box>
      <SiteFooter reserveUploadPanel={inCustomerArea} />
    </Box>
  );
}

/** Frame of the landing content pages (find out more, pricing, legal pages). */
export function LandingFrame() {
  return (
    <Container size="lg" py="xl">
      <Outlet />
    </Container>
  );
}
