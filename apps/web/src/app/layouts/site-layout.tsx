import { Box, Container } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { SkipLink } from "../../components/skip-link";
import { useCookieSettingsOpen } from "../../features/cookie-consent/settings-request";
import { FEDERATED_FOOTER_HEIGHT, FEDERATED_HEADER_HEIGHT } from "../../features/federated/frame-sizes";
import { UPLOAD_PANEL_SPACE } from "../../features/uploads/panel-space";
import { useGlobalConfigSnapshot } from "../../lib/global-config-store";
import { useHydrated } from "../../lib/use-hydrated";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const MAIN_ID = "main-content";
const HEADER_HEIGHT = 64;

// The portal's frames exist only where configured: their code loads only there.
const federated = () => import("../../features/federated/components/federated-header");
const FederatedHeader = lazy(() => federated().then((m) => ({ default: m.FederatedHeader })));
const FederatedFooter = lazy(() => federated().then((m) => ({ default: m.FederatedFooter })));
// The consent banner, dialog and tag loader matter only with a tag to ask about or on request.
const CookieConsentHost = lazy(() =>
  import("../../features/cookie-consent/components/cookie-consent-host").then((m) => ({
    default: m.CookieConsentHost,
  })),
);
// A 'gethfticket' without a ticket signs out through the app's own logout (spec §4).
const logout = () => import("../../features/auth/api/logout").then((m) => m.logout());

/**
 * Customer/landing layout (spec §2): navbar, no sidebar. A sticky header rather than
 * Mantine's AppShell, which this layout would use only for that and the landing page pays for.
 */
export function SiteLayout() {
  const frontend = useGlobalConfigSnapshot()?.frontend;
  // Spec §1: demo mode hides the federated header, the federated footer and the logo.
  const isDemo = frontend?.ENABLE_DEMO === true;
  const headerUrl = isDemo ? null : (frontend?.FEDERATED_HEADER_URL ?? null);
  const footerUrl = isDemo ? null : (frontend?.FEDERATED_FOOTER_URL ?? null);
  const tagManagerId = frontend?.TAG_MANAGER_ID ?? null;
  const cookieSettingsOpen = useCookieSettingsOpen();
  // The lazily loaded parts join a prerendered page once it is hydrated (app/prerender): the
  // consent banner depends on the visitor's cookie, the frames keep their height meanwhile.
  const hydrated = useHydrated();
  return (
    // Padded by the upload panel's height while a customer page shows it: the page's end, footers
    // included, can always be scrolled above it.
    <Box
      mih="100vh"
      style={{ display: "flex", flexDirection: "column", paddingBottom: `var(${UPLOAD_PANEL_SPACE}, 0px)` }}
    >
      <SkipLink targetId={MAIN_ID} />
      {hydrated && (tagManagerId || cookieSettingsOpen) && (
        <Suspense fallback={null}>
          <CookieConsentHost tagManagerId={tagManagerId} />
        </Suspense>
      )}
      {headerUrl &&
        (hydrated ? (
          <Suspense fallback={<Box h={FEDERATED_HEADER_HEIGHT} />}>
            <FederatedHeader url={headerUrl} logout={logout} />
          </Suspense>
        ) : (
          <Box h={FEDERATED_HEADER_HEIGHT} />
        ))}
      <Box
        component="header"
        h={HEADER_HEIGHT}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <SiteHeader showLogo={!isDemo} />
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} flex={1}>
        <Outlet />
      </Box>
      <SiteFooter />
      {footerUrl &&
        (hydrated ? (
          <Suspense fallback={<Box h={FEDERATED_FOOTER_HEIGHT} />}>
            <FederatedFooter url={footerUrl} />
          </Suspense>
        ) : (
          <Box h={FEDERATED_FOOTER_HEIGHT} />
        ))}
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
