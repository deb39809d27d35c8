import { Button, Paper, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "../use-translation";
import type { RichTextEditorProps } from "./types";

export type {
  InsertLogic,
  LogicTools,
  PlaceholderOption,
  PlaceholderView,
  RenderPlaceholder,
  RichTextEditorProps,
} from "./types";

// TipTap and ProseMirror weigh more than the rest of a screen: they load with the first editor
// shown, never with the landing page, the dashboard or a screen that only might show one.
const loadEditor = () => lazy(() => import("./rich-text-editor"));
// One lazy component for every editor on every screen: once loaded, an editor mounts at once,
// with no skeleton in between (a new lazy component would suspend again).
let LazyEditor: ComponentType<RichTextEditorProps> = loadEditor();

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

function EditorUnavailable({ testId, onRetry }: { testId: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="md" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t("richText.unavailable")}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Catches a failed load of the editor's code (spec §9: "if the rich-text editor library is
 * missing, only a console message is logged"): the rest of the screen stays usable, and the
 * editor's place says it is unavailable, with a retry.
 */
class EditorLoadBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("The rich-text editor could not be loaded.", error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A rich-text editor of template HTML whose placeholders (`{{field::…}}` and the others) are
 * atoms shown as live chips. See `types.ts` for what it takes and gives.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    // A failed import stays failed in its lazy component: a retry needs a new one.
    LazyEditor = loadEditor();
    setAttempt((n) => n + 1);
  };
  const Editor = LazyEditor;
  return (
    <EditorLoadBoundary
      key={attempt}
      fallback={
        <EditorUnavailable
          testId={props.testId ? `${props.testId}-unavailable` : "rich-text-unavailable"}
          onRetry={retry}
        />
      }
    >
      <Suspense fallback={<EditorSkeleton />}>
        <Editor {...props} />
      </Suspense>
    </EditorLoadBoundary>
  );
}
