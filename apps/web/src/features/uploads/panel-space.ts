/**
 * The CSS variable holding the room the fixed upload panel needs under a page's end: its own
 * height, as it is now (collapsed or open), plus its margins. The panel keeps it up to date while
 * it is shown; the site layout pads the page by it, so the last line can always be scrolled
 * above the panel. Apart from the panel so the layout does not load the panel's code.
 */
export const UPLOAD_PANEL_SPACE = "--upload-panel-space";
