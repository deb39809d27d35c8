import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/**
 * The stacking of what floats (Mantine's defaults: dialogs 200, dropdowns 300, notices 400).
 * A notice shows over a dialog's dimmed backdrop (200), readable and closable, but under the
 * dialog itself, so it never covers a dialog's header and close button; a dialog's dropdowns
 * (selects, date pickers: 300) stay above both.
 */
export const LAYERS = { notices: 201, dialog: 202 } as const;

/** Notices narrow enough to sit beside a large dialog (620 px) on a 1366 px screen. */
export const NOTICES_WIDTH = 340;

/**
 * A sober, legal-publisher look. System fonts only: the production CSP allows no external
 * font host and none is needed.
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  components: {
    // A plain object, not Modal.extend: importing Modal here would put it in the landing page's
    // first load. A drawer keeps Mantine's order: it fills the right side, where the notices would
    // hide under it, and its header sits above the notices' first row (top 76 px).
    Modal: { styles: { inner: { zIndex: LAYERS.dialog } } },
    // A dialog's or drawer's header is a <header>, which the page reads as a second banner
    // landmark beside the site's own while it is open (axe landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: "div" } },
    DrawerHeader: { defaultProps: { component: "div" } },
  },
});

/**
 * Mantine's dimmed text (gray 6) reaches only 3.3:1 on white; gray 7 passes WCAG AA (4.5:1)
 * everywhere the app uses secondary text. Its error colour (red 6, the message under a field
 * the server refused) reaches 3.4:1; red 9 reaches 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": resolved.colors.gray[7],
    "--mantine-color-error": resolved.colors.red[9],
  },
  dark: {},
});
