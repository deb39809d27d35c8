import { type ReactNode, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { i18n } from "../../../lib/translator";
import type { DocumentRequest, DocumentTarget } from "../model/document-target";
import { openPrintWindow } from "../model/print-window";
import { DownloadDialog } from "./download-dialog";
import { SendEmailDialog } from "./send-email-dialog";
import { SendPecDialog } from "./send-pec-dialog";

/** Download, print preview and e-mail for any screen that shows agreements. */
export interface DocumentActions {
  download: (agreement: DocumentTarget, options?: { hasUnsavedChanges?: boolean }) => void;
  printPreview: (agreement: DocumentTarget) => void;
  sendEmail: (agreement: DocumentTarget, options?: { hasUnsavedChanges?: boolean }) => void;
  /**
   * «Invia via PEC» (issue 47). `onSent` shows the receipts once the PEC is in the outbox; without
   * it, the agreement's «PEC» tab opens.
   */
  sendPec: (
    agreement: DocumentTarget,
    options?: { hasUnsavedChanges?: boolean; onSent?: () => void },
  ) => void;
}

type Open = { kind: "download" | "email" | "pec"; request: DocumentRequest } | null;

function printPreview(agreement: DocumentTarget) {
  if (openPrintWindow(agreement.id, agreement.template)) return;
  // A popup blocker said no: tell the user how to let it through rather than do nothing. (Signed-in
  // screens always have the notifications container mounted.)
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      title: i18n.t("documents.print.blockedTitle"),
      message: i18n.t("documents.print.blocked"),
      color: "orange",
      autoClose: false,
      withCloseButton: true,
      closeButtonProps: { "aria-label": i18n.t("common.close") },
    }),
  );
}

/**
 * Holds the download and e-mail dialogs and hands the screen its actions. A route wraps a screen
 * of another feature in it (features never import each other):
 * `<DocumentActionsHost>{(documents) => <AgreementListPage documents={documents} />}</DocumentActionsHost>`.
 */
export function DocumentActionsHost({ children }: { children: (actions: DocumentActions) => ReactNode }) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  // What the screen that opened the PEC dialog does once it is sent (a ref: the actions stay stable).
  const pecSent = useRef<(() => void) | undefined>(undefined);
  // Stable, so memoised screens do not repaint when a dialog opens.
  const actions = useMemo<DocumentActions>(
    () => ({
      download: (agreement, options) => setOpen({ kind: "download", request: { agreement, ...options } }),
      printPreview,
      sendEmail: (agreement, options) => setOpen({ kind: "email", request: { agreement, ...options } }),
      sendPec: (agreement, { onSent, ...options } = {}) => {
        pecSent.current = onSent;
        setOpen({ kind: "pec", request: { agreement, ...options } });
      },
    }),
    [],
  );
  const close = () => setOpen(null);
  return (
    <>
      {children(actions)}
      <DownloadDialog request={open?.kind === "download" ? open.request : null} onClose={close} />
      <SendEmailDialog request={open?.kind === "email" ? open.request : null} onClose={close} />
      <SendPecDialog
        request={open?.kind === "pec" ? open.request : null}
        onClose={close}
        onSent={(id) =>
          pecSent.current
            ? pecSent.current()
            : navigate(pathTo("customer-agreement-agreement-edit-preview", { id }, { tab: "pec" }))
        }
      />
    </>
  );
}
