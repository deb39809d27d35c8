import { Box, Container, Group } from "@mantine/core";
import { Outlet } from "react-router";
import { BrandLink } from "../../components/brand-link";
import { LanguageSwitch } from "../../components/language-switch";
import { SkipLink } from "../../components/skip-link";
import { pathTo } from "../paths";

const MAIN_ID = "main-content";

/** Blank layout (spec §2): authentication pages and the maintenance page, with no navigation. */
export function BlankLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink targetId={MAIN_ID} />
      <Container size="lg" component="header" py="md">
        <Group justify="space-between">
          <BrandLink to={pathTo("landing-homepage")} />
          <LanguageSwitch />
        </Group>
      </Container>
      <Container size="lg" component="main" id={MAIN_ID} tabIndex={-1} py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
