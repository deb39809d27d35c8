import { Skeleton, VisuallyHidden } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { RichTextEditorProps } from "./types";

export type { PlaceholderOption, PlaceholderView, RenderPlaceholder, RichTextEditorProps } from "./types";

// TipTap and ProseMirror weigh more than the rest of a screen: they load with the first editor
// shown, never with the landing page, the dashboard or a screen that only might show one.
const LazyEditor = lazy(() => import("./rich-text-editor"));

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <VisuallyHidden>{t("richText.loading")}</VisuallyHidden>
      <Skeleton height={42} radius="sm" mb={4} />
      <Skeleton height={300} radius="sm" />
    </div>
  );
}

/**
 * A rich-text editor of template HTML whose placeholders (`{{field::…}}` and the others) are
 * atoms shown as live chips. See `types.ts` for what it takes and gives.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
