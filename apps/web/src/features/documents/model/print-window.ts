import { pathTo } from "../../../app/paths";

/** Spec §9: the print preview opens in its own window of 1200x800. */
export const PRINT_WINDOW = { width: 1200, height: 800 } as const;

/** The window's features: a popup of the spec's size, centred on the opener when it can be. */
export function printWindowFeatures(screenLeft = 0, screenTop = 0, outerWidth = 0, outerHeight = 0): string {
  const { width, height } = PRINT_WINDOW;
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

export function printPreviewPath(id: number, templateId: number | null): string {
  // The template id is part of the spec's route only; the page reads the agreement by its id.
  return pathTo("agreement-print-preview", { id, idTemplate: templateId ?? 0 });
}

/**
 * Opens (or brings forward) the agreement's print window. One window per agreement: a second
 * click reloads it rather than stacking windows. False when the browser blocked the popup.
 */
export function openPrintWindow(id: number, templateId: number | null): boolean {
  const opened = window.open(
    printPreviewPath(id, templateId),
    `print-preview-${id}`,
    printWindowFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
  );
  if (!opened) return false;
  opened.focus();
  return true;
}
