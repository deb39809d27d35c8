import type { Language } from "@app/contracts";
import { pageLabel } from "@app/documents";
import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconLock, IconPrinter, IconX } from "@tabler/icons-react";
import { type ComponentType, type ReactNode, useEffect } from "react";
import { useParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { NotFoundState } from "../../../components/not-found-state";
import { StatusPage } from "../../../components/status-page";
import { ApiError, isNotFound } from "../../../lib/api-error";
import { parseRouteId } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { printPageCss } from "../model/print-css";
import classes from "./print-preview.module.css";

/** What the document slot reports: the same shape as the drafting feature's saved document. */
export type PrintDocumentState =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "ready"; title: string; language: Language; isValid: boolean; document: ReactNode };

/** Loads and renders a saved agreement; composed in by the route (features never import each other). */
export type PrintDocumentSlot = ComponentType<{
  id: number;
  children: (state: PrintDocumentState) => ReactNode;
}>;

function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : null;
  if (isNotFound(error))
    return (
      <NotFoundState
        back={
          // Only a window the app opened can close itself; a tab opened by hand goes home.
          window.opener
            ? { onClick: () => window.close(), label: t("documents.print.close") }
            : { to: pathTo("landing-homepage"), label: t("common.backHome") }
        }
      />
    );
  if (status === 403)
    return (
      <StatusPage
        icon={<IconLock size={36} />}
        color="orange"
        title={t("documents.print.forbidden")}
        text={t("documents.print.forbiddenText")}
      />
    );
  return (
    <StatusPage
      icon={<IconAlertTriangle size={36} />}
      color="red"
      title={t("documents.print.failed")}
      text={t("documents.print.failedText")}
      actions={
        onRetry && (
          <Button variant="light" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )
      }
    />
  );
}

/** The window's title is the agreement's: it is what "Save as PDF" proposes as the file name. */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function PrintSheet({ state }: { state: Extract<PrintDocumentState, { status: "ready" }> }) {
  const { t } = useTranslation();
  useDocumentTitle(state.title);
  return (
    <>
      <style>{printPageCss(state.title, pageLabel(state.language))}</style>
      <header className={classes.toolbar}>
        <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.toolbarInner}>
          <Stack gap={0} miw={0}>
            <Title order={1} size="h4" className={classes.heading}>
              {t("documents.print.heading")}
            </Title>
            <Text size="sm" c="dimmed" truncate="end" lang={state.language}>
              {state.title}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {/* Only a window the app opened can close itself; a tab opened by hand has no opener. */}
            {window.opener && (
              <Button
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => window.close()}
              >
                {t("documents.print.close")}
              </Button>
            )}
            <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              {t("documents.print.print")}
            </Button>
          </Group>
        </Group>
        {!state.isValid && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} className={classes.notice} p="xs">
            {t("documents.incomplete")}
          </Alert>
        )}
      </header>
      <div className={classes.paper}>
        <div className={classes.runningHead} aria-hidden lang={state.language}>
          {state.title}
        </div>
        {state.document}
      </div>
    </>
  );
}

/**
 * `agreement-print-preview` (spec §2): the saved agreement alone on an A4 sheet, typeset like the
 * PDF, with a print button; opened by the card and the preview tab in a 1200x800 window.
 */
export function PrintPreviewPage({ Document }: { Document: PrintDocumentSlot }) {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  if (id === null) return <LoadError error={new ApiError(404, { status_code: 404 })} />;
  return (
    <div className={classes.page}>
      <Document id={id}>
        {(state) =>
          state.status === "loading" ? (
            <Stack align="center" py={96} aria-busy="true">
              <Loader aria-label={t("documents.print.loading")} />
              <Text c="dimmed">{t("documents.print.loading")}</Text>
            </Stack>
          ) : state.status === "error" ? (
            <LoadError error={state.error} onRetry={state.retry} />
          ) : (
            <PrintSheet state={state} />
          )
        }
      </Document>
    </div>
  );
}
